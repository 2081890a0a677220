import CardlintReading
import Testing

/// `JSONString.quoted`: what must be escaped is, everything else (including other multi-byte
/// characters such as an em dash) is copied; the output parses back to the input.
@Suite struct JSONStringTests {
    @Test(arguments: [
        ("plain", "\"plain\""),
        ("a — b", "\"a — b\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
        ("line\nbreak\ttab", "\"line\\nbreak\\ttab\""),
        ("bell\u{07}", "\"bell\\u0007\""),
        ("del\u{7F}", "\"del\\u007f\""),
        ("ls\u{2028}ps\u{2029}", "\"ls\\u2028ps\\u2029\""),
        ("—\u{2028}", "\"—\\u2028\""),
        ("€ at the end \u{E2}", "\"€ at the end \u{E2}\""),
        ("sixteen bytes ok\"then\u{1F}", "\"sixteen bytes ok\\\"then\\u001f\""),
        ("long ascii run, then a separator\u{2029}", "\"long ascii run, then a separator\\u2029\""),
        ("é—é—é—é— and then a tab\t", "\"é—é—é—é— and then a tab\\t\""),
    ])
    func quoting(_ input: String, _ expected: String) throws {
        let q = JSONString.quoted(input)
        #expect(q == expected)
        #expect(try JSONParser.parse(Array(q.utf8)).value.string == input)
    }
}
