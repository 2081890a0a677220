@testable import CardlintKit
import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

/// `mention-without-entity` walks a card's strings only when its bytes may spell a `<`: a raw `<` or
/// a `\u` escape (`\u003c`). The findings are those of the walk on every card.
@Suite struct MentionBytesTests {
    static let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())

    func mentions(_ text: String) throws -> [String] {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "\#(text)", "wrap": true}]}"#
        let linter = try Self.factory.linter(for: "/tmp/mention-test.json")
        guard case .report(let r) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else { return [] }
        return r.findings.filter { $0.ruleID == "mention-without-entity" }.map(\.message)
    }

    @Test func mentionsAreFoundHoweverTheAngleBracketIsWritten() throws {
        #expect(try mentions("Hi <at>Ann</at>").count == 1)
        #expect(try mentions(#"Hi \u003cat>Ann\u003c/at>"#).count == 1)
        #expect(try mentions(#"Hi \u003Cat>Ann<\/at>"#).count == 1)
        #expect(try mentions(#"Hi <\u0061t>Ann</at>"#).count == 1)
        #expect(try mentions("Hi Ann").isEmpty)
        #expect(try mentions(#"Hi \u00e9 at>Ann"#).isEmpty)
    }

    @Test func bytesMayHoldAnAngleBracket() {
        func may(_ s: String) -> Bool { RuleEnvironment.mayHoldAngleBracket(Array(s.utf8)) }
        #expect(may("<"))
        #expect(may(#"{"a": "\u003c"}"#))
        #expect(may(#"{"a": "\u00e9"}"#), "any \\u escape may spell one")
        #expect(may(""), "no bytes: not known")
        #expect(!may(#"{"a": "at>b / at", "b": "\\n"}"#))
        #expect(!may(#"{"type": "TextBlock", "text": "Hi \/ Ann"}"#))
    }

    /// Told the strings hold no `<`, the check does not walk the card (whatever it holds).
    @Test func theCheckSkipsTheWalkWhenToldNoStringHoldsOne() throws {
        let json = try JSONParser.parse(#"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "<at>A</at>"}]}"#).value
        let card = CardBuilder.build(json, catalog: TestSupport.resources.catalog)
        let rule = try #require(TestSupport.resources.rules.first { $0.metadata.id == "mention-without-entity" })
        let engine = RuleEngine(rules: [ActiveRule(rule: rule)], catalog: TestSupport.resources.catalog)
        var environment = RuleEnvironment()
        #expect(engine.evaluate(card: card, environment: environment, needs: [.card], runsOnEachHost: false).count == 1)
        environment.stringsMayHoldAngleBracket = false
        #expect(engine.evaluate(card: card, environment: environment, needs: [.card], runsOnEachHost: false).isEmpty)
    }
}
