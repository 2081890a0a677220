import CardlintLayout
import CardlintModel
import Testing

/// Layout reads each node's properties once per card; of a key written twice, the first counts
/// (as `JSONValue[key]` reads it), for the properties layout reads.
@Suite struct DuplicateKeyTests {
    static let text = #""type": "TextBlock", "text": "one two three four five six seven eight nine ten""#
    /// An element (`base`) with `key` written as `first` then `second`: the layout must equal the
    /// element with `first` only, and differ from the element with `second` first.
    static let cases: [(key: String, first: String, second: String, base: String)] = [
        ("size", #""small""#, #""extraLarge""#, text), ("spacing", #""large""#, #""none""#, text),
        ("separator", "true", "false", text), ("wrap", "true", "false", text),
        ("maxLines", "1", "5", text + #", "wrap": true"#), ("style", #""heading""#, #""default""#, text),
        ("text", #""short""#, #""a much longer text that wraps over several lines""#, #""type": "TextBlock", "wrap": true"#),
        ("horizontalAlignment", #""right""#, #""left""#, #""type": "Image", "url": "https://example.com/a.png", "size": "small""#),
        ("width", #""40px""#, #""80px""#, #""type": "Image", "url": "https://example.com/a.png""#),
    ]

    @Test(arguments: cases)
    func firstOfTwoKeysCounts(_ c: (key: String, first: String, second: String, base: String)) throws {
        func card(_ keys: String) throws -> Card {
            try Fixture.card(json: """
            {"type": "AdaptiveCard", "version": "1.5", "body": [
              {"type": "TextBlock", "text": "above"}, {\(c.base), "id": "b", \(keys)}]}
            """)
        }
        let once = try card("\"\(c.key)\": \(c.first)")
        let twice = try card("\"\(c.key)\": \(c.first), \"\(c.key)\": \(c.second)")
        let swapped = try card("\"\(c.key)\": \(c.second), \"\(c.key)\": \(c.first)")
        let id = try Fixture.id(once, "b")
        let expected = Fixture.layout(once, width: 200)[id]
        #expect(Fixture.layout(twice, width: 200)[id] == expected)
        #expect(Fixture.layout(swapped, width: 200)[id] != expected)
    }
}
