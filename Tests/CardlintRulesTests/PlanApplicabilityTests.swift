@testable import CardlintRules
import CardlintModel
import CardlintTestSupport
import Testing

/// `RuleEngine.plan` decides a rule's `when` (card versions, hosts) once per plan: a rule with
/// selector conditions (`empty-heading`'s `matches`) is planned on exactly the nodes its selector
/// matches where `when` holds for the card and host, and on none where it does not.
@Suite struct PlanApplicabilityTests {
    @Test func whenIsDecidedPerCardAndHost() throws {
        let res = TestSupport.resources
        let heading = try #require(res.rules.first { $0.id == "empty-heading" })
        #expect(!heading.selector.conditions.isEmpty)
        let card = try A11yFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "style": "heading", "text": ""},
          {"type": "TextBlock", "style": "Heading", "text": "x"},
          {"type": "TextBlock", "style": "default", "text": ""},
          {"type": "TextBlock", "text": ""},
          {"type": "Container", "items": [{"type": "TextBlock", "style": "heading", "text": ""}]},
          {"type": "Image", "url": "https://example.com/a.png", "fallback": {"type": "TextBlock", "style": "heading", "text": ""}}]}
        """)
        let selected = card.nodes.filter { heading.selector.matches($0) }.map(\.id)
        #expect(selected.count == 3 && card.nodes.contains { $0.inFallback && $0.type == "TextBlock" })
        func variant(_ change: (inout Applicability) -> Void) -> Rule {
            var applies = heading.applies
            change(&applies)
            return Rule(metadata: heading.metadata, selector: heading.selector, applies: applies, check: heading.check,
                        message: heading.message, examplesNode: heading.examplesNode, checkNode: heading.checkNode,
                        runsOnEachHost: heading.runsOnEachHost, location: heading.location)
        }
        let cases: [(Rule, String?, Bool)] = [
            (heading, nil, true),
            (variant { $0.minVersion = SchemaVersion(1, 5) }, nil, true),
            (variant { $0.minVersion = SchemaVersion(1, 6) }, nil, false),
            (variant { $0.maxVersion = SchemaVersion(1, 4) }, nil, false),
            (variant { $0.hosts = ["teams-*"] }, "teams-desktop", true),
            (variant { $0.hosts = ["teams-*"] }, "outlook-web", false),
            (variant { $0.hosts = ["teams-*"] }, nil, true),
            (variant { $0.hosts = ["outlook-web", "teams-desktop"]; $0.minVersion = SchemaVersion(1, 6) }, "teams-desktop", false),
        ]
        for (rule, host, applies) in cases {
            // The rule among others, so that its index in the engine is not 0.
            let others = res.rules.filter { $0.id != heading.id && $0.check.readerDiagnostic == nil }.prefix(20)
            let engine = RuleEngine(rules: (Array(others) + [rule]).map { ActiveRule(rule: $0) }, catalog: res.catalog)
            let k = engine.rules.count - 1
            let plan = engine.plan(card: card, hostID: host, needs: [engine.rules[k].needs], runsOnEachHost: rule.runsOnEachHost)
            let nodes = plan.pairs.filter { Int($0.rule) == k }.map(\.node)
            #expect(nodes == (applies ? selected : []), "\(rule.applies) on \(host ?? "no host")")
            #expect(rule.applies.applies(to: card, host: host) == applies)
        }
    }
}
