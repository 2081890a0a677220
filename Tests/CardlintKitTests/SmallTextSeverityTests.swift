import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

/// `small-text` on real card shapes: fine print the card sets to `size: small` is drawn at 10 pt by the
/// iOS SDK's host config. The card asked for the smallest size there is, so that is a note; default-size
/// text that a host config still draws below 11 pt is the warning the rule promises.
@Suite struct SmallTextSeverityTests {
    static func smallText(_ card: String) throws -> [Finding] {
        let resources = TestSupport.resources
        let rules = resources.rules.filter { $0.metadata.id == "small-text" }.map { ActiveRule(rule: $0) }
        try #require(rules.count == 1)
        let settings = LintSettings(hosts: ["ios-sdk"])
        let linter = Linter(resources: resources, rules: rules, settings: settings, hosts: try resources.hostContexts(for: settings))
        guard case .report(let r) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else {
            Issue.record("not linted as a card")
            return []
        }
        return r.findings
    }

    @Test func finePrintAtSizeSmallIsANote() throws {
        let found = try Self.smallText("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "Order #1042 is on its way", "wrap": true},
          {"type": "TextBlock", "text": "Prices include VAT where it applies.", "size": "Small", "wrap": true},
          {"type": "RichTextBlock", "inlines": [{"type": "TextRun", "text": "Terms apply", "size": "small"}]}]}
        """)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.severity == .note })
        #expect(found.first?.message.contains("10 pt at the default text size (the host config's `small` size)") == true)
    }

    @Test func defaultSizeTextIsNotReported() throws {
        let found = try Self.smallText("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Order #1042 is on its way"}]}
        """)
        #expect(found.isEmpty)
    }
}
