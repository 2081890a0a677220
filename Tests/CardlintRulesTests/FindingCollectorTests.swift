@testable import CardlintRules
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Testing

/// Findings seen under many contexts merge as they are collected: built once, first message kept,
/// scopes united and sorted, layout contexts numbered once per card.
@Suite struct FindingCollectorTests {
    func env(_ host: String, _ viewport: String? = nil, _ scale: String? = nil) -> RuleEnvironment {
        RuleEnvironment(hostID: host, viewport: viewport, typeScale: scale)
    }

    @Test func sameKeyMergesAndIsBuiltOnce() {
        var c = FindingCollector()
        var built = 0
        let range = SourceRange(start: 10, end: 20)
        for (i, e) in [env("teams-mobile", "b", "AX5"), env("ios-sdk", "a", "large"), env("teams-mobile", "a", "large")].enumerated() {
            let ctx = c.contextID(e)
            c.add(rule: "r", severity: i == 1 ? .error : .warning, range: range, pointer: "/body/0", environment: e, context: ctx) {
                built += 1
                return Finding(ruleID: "r", severity: .warning, tags: [], message: "message \(i)", range: range, pointer: "/body/0")
            }
        }
        let out = c.findings()
        #expect(built == 1)
        #expect(out.count == 1)
        #expect(out.first?.message == "message 0")
        #expect(out.first?.severity == .error)
        #expect(out.first?.scope.hosts == ["ios-sdk", "teams-mobile"])
        #expect(out.first?.scope.viewports == ["a", "b"])
        #expect(out.first?.scope.typeScales == ["AX5", "large"])
        #expect(c.contextNames.map(\.viewport) == ["b", "a"])
        #expect(c.entries.first?.layoutContexts == [0, 1])
    }

    /// A layout context is numbered when it holds a finding: evaluating a plan that finds nothing
    /// there leaves no name behind (most contexts find nothing; numbering each hashed its names).
    @Test func contextWithoutFindingsIsNotNumbered() throws {
        let res = TestSupport.resources
        let engine = RuleEngine(rules: [], catalog: res.catalog)
        let card = CardBuilder.build(try JSONParser.parse(#"{"type": "AdaptiveCard", "body": []}"#).value, catalog: res.catalog)
        var c = FindingCollector()
        engine.evaluate(RulePlan(), card: card, environment: env("teams-mobile", "a", "large"), into: &c)
        #expect(c.contextNames.isEmpty)
        #expect(c.contextID(env("teams-mobile", "a", "large")) == 0)
    }

    @Test func differentPlacesOrRulesStayApart() {
        var c = FindingCollector()
        let e = env("teams-desktop")
        for (rule, start) in [("r", 1), ("r", 2), ("s", 1)] {
            let range = SourceRange(start: start, end: start + 1)
            c.add(rule: rule, severity: .warning, range: range, pointer: "", environment: e, context: c.contextID(e)) {
                Finding(ruleID: rule, severity: .warning, tags: [], message: rule, range: range, pointer: "")
            }
        }
        #expect(c.findings().count == 3)
        #expect(c.contextNames.isEmpty)
        #expect(c.entries.allSatisfy { $0.layoutContexts.isEmpty })
    }
}
