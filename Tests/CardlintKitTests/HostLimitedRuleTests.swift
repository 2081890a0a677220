import CardlintKit
import CardlintRules
import CardlintTestSupport
import Testing

/// Rule plans are made once per card and narrowed to each host: a rule limited to some hosts must
/// still report on those hosts only, while unlimited rules report on every host.
@Suite struct HostLimitedRuleTests {
    /// Cut at the default type scale: a firm finding on every host (at enlarged sizes the iOS SDK's text
    /// scaling is disputed, so there its finding would be an unverified note, merged away beside the firm one).
    static let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Approved by Megan Bowen on the fourteenth of November, after the second review"}]}"#

    func hosts(ofFindingsWith limit: [String]) throws -> [[String]] {
        let resources = TestSupport.resources
        let base = try #require(resources.rules.first { $0.id == "text-clipped" })
        var applies = base.applies
        applies.hosts = limit
        let rule = Rule(metadata: base.metadata, selector: base.selector, applies: applies, check: base.check,
                        message: base.message, examplesNode: base.examplesNode, checkNode: base.checkNode,
                        runsOnEachHost: base.runsOnEachHost, location: base.location)
        let settings = LintSettings(hosts: ["teams-desktop", "ios-sdk", "teams-mobile"], viewports: ["iphone-se-320"],
                                    typeScales: ["large"])
        let linter = Linter(resources: resources, rules: [ActiveRule(rule: rule)], settings: settings,
                            hosts: try resources.hostContexts(for: settings))
        guard case .report(let report) = linter.lint(path: "c.json", bytes: Array(Self.card.utf8), explicit: true) else {
            Issue.record("not linted"); return []
        }
        return report.findings.filter { $0.ruleID == "text-clipped" }.map(\.scope.hosts)
    }

    @Test func unlimitedRuleHoldsOnEveryHost() throws {
        // Every selected host, named (an empty list would mean the finding does not depend on the host).
        let all = try hosts(ofFindingsWith: []).map { $0.sorted() }
        #expect(all == [["ios-sdk", "teams-desktop", "teams-mobile"]], "\(all)")
    }

    @Test func limitedRuleHoldsOnItsHostsOnly() throws {
        #expect(try hosts(ofFindingsWith: ["teams-*"]) == [["teams-desktop", "teams-mobile"]])
        #expect(try hosts(ofFindingsWith: ["ios-sdk"]) == [["ios-sdk"]])
    }
}
