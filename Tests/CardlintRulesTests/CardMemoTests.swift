@testable import CardlintRules
import CardlintModel
import CardlintReading
import Foundation
import Testing

/// What checks remember per card: one memo per card a collector sees, each value made once, and
/// the same results as computing in every context; message values made on demand.
@Suite struct CardMemoTests {
    let json = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "Container", "style": "emphasis", "items": [{"type": "TextBlock", "text": "Hi", "color": "good", "isSubtle": true}]},
      {"type": "TextBlock", "text": "Plain", "style": "heading"}
    ]}
    """

    @Test func oneMemoPerCard() throws {
        let card = try A11yFixture.card(json), other = try A11yFixture.card(json)
        var c = FindingCollector()
        let first = c.memo(for: card)
        let memo = try #require(first)
        let again = c.memo(for: card), second = c.memo(for: other), third = c.memo(for: card)
        #expect(again === memo)
        #expect(second !== memo)
        #expect(third === memo)
    }

    @Test func valueIsMadeOnce() throws {
        let card = try A11yFixture.card(json)
        let table = NodeTable<String?>(count: card.nodes.count)
        var made = 0
        for _ in 0..<3 { _ = table.value(1) { made += 1; return nil } }
        #expect(made == 1)
        #expect(table.value(99) { "out of range" } == "out of range")
    }

    @Test func contrastWithMemoMatchesWithout() throws {
        let card = try A11yFixture.card(json)
        let f = try A11yFixture.function(Contrast.self, "{level: AAA}")
        var collector = FindingCollector()
        let memo = collector.memo(for: card)
        var failures = 0
        for theme in ["teams-light.json", "teams-dark.json"] {
            let text = try String(contentsOfFile: A11yFixture.rulesRoot + "/hostconfigs/" + theme, encoding: .utf8)
            let config = HostConfig.parse(try JSONParser.parse(text).value).0
            let env = RuleEnvironment(hostConfig: config)
            for node in card.nodes {
                let plain = f.evaluate(node, in: CheckContext(card: card, catalog: A11yFixture.catalog, environment: env))
                failures += plain.count
                for _ in 0..<2 {
                    let remembered = f.evaluate(node, in: CheckContext(card: card, catalog: A11yFixture.catalog, environment: env, memo: memo))
                    #expect(remembered == plain)
                }
            }
        }
        // The comparison means something only if the check fails somewhere on this card.
        #expect(failures > 0)
    }

    @Test func valuesOnDemandEqualGivenValues() {
        let given = CheckResult(values: ["a": "1"])
        let lazy = CheckResult { ["a": "1"] }
        #expect(lazy == given)
        #expect(lazy.hashValue == given.hashValue)
        var changed = lazy
        changed.values["b"] = "2"
        #expect(changed.values == ["a": "1", "b": "2"])
        #expect(lazy.values == ["a": "1"])
    }
}
