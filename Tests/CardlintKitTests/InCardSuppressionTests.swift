@testable import CardlintKit
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

    /// The walk for `$cardlint` members is skipped when the bytes cannot hold one; a key spelled
    /// with a `\u` escape still counts.
    @Test func anEscapedKeyStillSuppresses() throws {
        let escaped = card(#"{"type": "Image", "url": "https://example.com/a.png", "\u0024cardlint": {"disable": ["image-missing-alt-text"]}}"#)
        #expect(!(try lint(escaped)).map(\.ruleID).contains("image-missing-alt-text"))
        #expect(InCardSuppression.mayHold(Array(escaped.utf8)))
        #expect(!InCardSuppression.mayHold(Array(card(Self.image).utf8)))
        #expect(InCardSuppression.mayHold(Array(#"{"a": {"$cardlint": 1}}"#.utf8)))
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

/// Element overrides in `.cardlint.yml`: `files: ["cards/offer.json#/body/1"]` or `["cards/*.json#id=logo"]`.
@Suite struct ElementOverrideTests {
    static let card = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "TextBlock", "text": "Offer", "wrap": true},
      {"type": "Image", "id": "logo", "url": "https://example.com/logo.png"},
      {"type": "Image", "url": "https://example.com/photo.png"}
    ]}
    """

    func altFindings(_ config: String, card: String = Self.card) throws -> (alt: Int, unused: [String]) {
        let dir = try ConfigTests.project([".cardlint.yml": config, "cards/offer.json": card])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let f = try ConfigTests.lint(dir, "cards/offer.json")
        return (f.filter { $0.ruleID == "image-missing-alt-text" }.count, f.filter { $0.ruleID == "unused-suppression" }.map(\.message))
    }

    @Test func withoutAnOverrideBothImagesReport() throws {
        #expect(try altFindings("rules: {}\n").alt == 2)
    }

    @Test(arguments: ["cards/offer.json#/body/1", "cards/*.json#id=logo", "**/offer.json#id=logo"])
    func anElementOverrideSilencesThatElementOnly(_ entry: String) throws {
        let r = try altFindings("overrides:\n  - files: [\"\(entry)\"]\n    rules: {image-missing-alt-text: off}\n")
        #expect(r.alt == 1)
        #expect(r.unused.isEmpty)
    }

    @Test func anIdSurvivesInsertingAnElementAbove() throws {
        let edited = Self.card.replacingOccurrences(of: "\"body\": [\n", with: "\"body\": [\n  {\"type\": \"TextBlock\", \"text\": \"New\", \"wrap\": true},\n")
        let r = try altFindings("overrides:\n  - files: [\"cards/offer.json#id=logo\"]\n    rules: {image-missing-alt-text: off}\n", card: edited)
        #expect(r.alt == 1)
    }

    @Test func anOverrideThatSilencesNothingIsReported() throws {
        let missing = try altFindings("overrides:\n  - files: [\"cards/offer.json#id=nope\"]\n    rules: {image-missing-alt-text: off}\n")
        #expect(missing.alt == 2)
        #expect(missing.unused.count == 1, "\(missing.unused)")
        #expect(missing.unused.first?.hasSuffix("/.cardlint.yml:2:13 names '#id=nope', which is not in this card") == true, "\(missing.unused)")
        let stale = try altFindings("overrides:\n  - files: [\"cards/offer.json#/body/0\"]\n    rules: {image-missing-alt-text: off}\n")
        #expect(stale.unused.count == 1 && stale.unused[0].contains("disables 'image-missing-alt-text', which reports nothing here"), "\(stale.unused)")
    }

    @Test(arguments: [("overrides:\n  - files: [\"a.json#body\"]\n    rules: {image-missing-alt-text: off}\n", "names no element"),
                      ("overrides:\n  - files: [\"a.json#/body/0\"]\n    rules: {image-missing-alt-text: warning}\n", "can only turn rules off")])
    func badElementOverridesAreConfigErrors(_ c: (config: String, message: String)) throws {
        let dir = try ConfigTests.project([".cardlint.yml": c.config, "a.json": Self.card])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: (any Error).self) { try ConfigTests.lint(dir, "a.json") }
        do { _ = try ConfigTests.lint(dir, "a.json") } catch { #expect("\(error)".contains(c.message), "\(error)") }
    }
}
