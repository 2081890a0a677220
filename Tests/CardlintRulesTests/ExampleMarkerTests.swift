@testable import CardlintRules
import Testing

/// `↓` markers in rule examples: removed from the card text, their byte offsets kept.
@Suite struct ExampleMarkerTests {
    @Test func offsetsAreBytesInTheCleanText() {
        let (clean, offsets) = RuleExample.stripMarkers("{↓\"a\": \"é↓\"}↓↓")
        #expect(clean == "{\"a\": \"é\"}")
        #expect(offsets == [1, 9, 11, 11])
    }

    @Test func otherCharactersSharingTheLeadByteStay() {
        // → (E2 86 92), ↑ (E2 86 91) and … (E2 80 A6) share bytes with ↓ (E2 86 93).
        let text = "→↑…"
        let (clean, offsets) = RuleExample.stripMarkers(text + "↓")
        #expect(clean == text)
        #expect(offsets == [text.utf8.count])
        #expect(RuleExample.stripMarkers("no markers") == ("no markers", []))
        #expect(RuleExample.stripMarkers("ends in E2 86: \u{2186}") == ("ends in E2 86: \u{2186}", []))
    }
}
