import Testing
@testable import CardlintRules

/// A rule's message is split into text and `{{placeholder}}` parts.
@Suite struct MessageTemplateTests {
    @Test func partsOfAMessage() {
        let t = MessageTemplate("the {{ type }} '{{value}}' is {{x}}{{y}} and {{unclosed")
        #expect(t.placeholders == ["type", "value", "x", "y"])
        #expect(t.render(["type": "Image", "value": "a", "x": "1", "y": "2"]) == "the Image 'a' is 12 and {{unclosed")
        #expect(MessageTemplate("{{{a}}}").placeholders == ["{a"])
        #expect(MessageTemplate("}}{{").placeholders.isEmpty)
    }

    /// `pair` finds two characters in a row as `firstRange(of:)` does, Character by Character: a
    /// brace with a combining mark is another character.
    @Test func pairsAsFirstRange() {
        let pieces = ["{", "}", "a", " ", "{\u{301}", "é", "\u{301}", "{{", "}}"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = Substring((0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined())
            for c in ["{", "}"] as [Character] {
                #expect(MessageTemplate.pair(c, in: text) == text.firstRange(of: String([c, c])), "\(text)")
            }
        }
    }
}
