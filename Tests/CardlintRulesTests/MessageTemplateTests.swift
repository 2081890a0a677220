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
        // A brace with a combining mark is another character: no placeholder opens there.
        let marked = MessageTemplate("{\u{301}{x}} {{ a b }} é")
        #expect(marked.placeholders == ["ab"])
        #expect(marked.render(["ab": "1"]) == "{\u{301}{x}} 1 é")
    }

    /// `pair` finds two characters in a row as `firstRange(of:)` does, Character by Character: a
    /// brace with a combining mark is another character.
    @Test func pairsAsFirstRange() {
        let pieces = ["{", "}", "a", " ", "{\u{301}", "é", "\u{301}", "{{", "}}"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = Substring((0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined())
            for c in ["{", "}"] as [Character] {
                let expected = text.firstRange(of: String([c, c])).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
                let string = String(text)
                #expect(MessageTemplate.pair(c.asciiValue!, in: string, bytes: Array(string.utf8), from: 0) == expected, "\(text)")
            }
        }
    }
}
