import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// `"$cardlint": {"disable": [...], "reason": "..."}` on an element silences those rules there and
/// inside it; one that silences nothing is an `unused-suppression` warning.
@Suite struct InCardSuppressionTests {
    static let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())

    func lint(_ card: String) throws -> [Finding] {
        let linter = try Self.factory.linter(for: "/tmp/suppression-test.json")
        guard case .report(let r) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else { return [] }
        return r.findings
    }

    static let image = #"{"type": "Image", "url": "https://example.com/a.png"}"#
    func card(_ body: String) -> String { #"{"type": "AdaptiveCard", "version": "1.5", "body": ["# + body + "]}" }

    @Test func theRuleFiresWithoutASuppression() throws {
        #expect(try lint(card(Self.image)).map(\.ruleID).contains("image-missing-alt-text"))
    }

    @Test func aSuppressionOnTheElementSilencesIt() throws {
        let ids = try lint(card(#"{"type": "Image", "url": "https://example.com/a.png", "$cardlint": {"disable": ["image-missing-alt-text"], "reason": "decorative"}}"#)).map(\.ruleID)
        #expect(!ids.contains("image-missing-alt-text"))
        #expect(!ids.contains("unused-suppression"))
        #expect(!ids.contains("unknown-property"))  // the member itself is not reported
    }

    @Test func aSuppressionOnAContainerCoversWhatIsInside() throws {
        let inside = card(#"{"type": "Container", "$cardlint": {"disable": ["image-missing-alt-text"]}, "items": [\#(Self.image), \#(Self.image)]}"#)
        #expect(!(try lint(inside)).map(\.ruleID).contains("image-missing-alt-text"))
        // …but not its siblings.
        let sibling = card(#"{"type": "Container", "$cardlint": {"disable": ["image-missing-alt-text"]}, "items": [\#(Self.image)]}, "# + Self.image)
        #expect(try lint(sibling).filter { $0.ruleID == "image-missing-alt-text" }.count == 1)
    }

    @Test func otherRulesOnTheElementStillReport() throws {
        let ids = try lint(card(#"{"type": "Image", "url": "https://example.com/a.png", "size": "huge", "$cardlint": {"disable": ["image-missing-alt-text"]}}"#)).map(\.ruleID)
        #expect(ids.contains("invalid-enum-value"))
        #expect(!ids.contains("image-missing-alt-text"))
    }

    @Test func unusedAndUnknownIdsAreWarnings() throws {
        let found = try lint(card(#"{"type": "TextBlock", "text": "Hello", "wrap": true, "$cardlint": {"disable": ["text-clipped", "image-missing-alttext"]}}"#))
        let unused = found.filter { $0.ruleID == "unused-suppression" }
        #expect(unused.count == 2)
        #expect(unused.allSatisfy { $0.severity == .warning })
        #expect(unused.contains { $0.message == "'$cardlint' disables 'text-clipped', which reports nothing here; remove it" })
        #expect(unused.contains { $0.message.contains("unknown rule 'image-missing-alttext'") && $0.message.contains("image-missing-alt-text") })
    }
}
