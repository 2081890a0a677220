import CardlintRules
import Testing

/// `BoundedRegex` hands ICU the text as UTF-16: matches on text beyond ASCII (accents, characters
/// outside the BMP, combining marks), on empty text and at line starts are those of the pattern.
@Suite struct BoundedRegexTextTests {
    @Test func matchesOnAnyText() throws {
        let cases: [(pattern: String, text: String, found: Bool)] = [
            ("caf\u{e9}$", "un caf\u{e9}", true),
            ("^.{3}$", "a😀b", true),              // one character outside the BMP is one `.`
            ("^.{4}$", "a😀b", false),
            ("e\u{301}", "cafe\u{301}", true),
            ("x", "", false),
            ("^$", "", true),
            ("(^|[\\r\\n])# ", "text\n# heading", true),
            ("(^|[\\r\\n])# ", "text # not a heading", false),
            ("</?(?i:b|br)(\\s[^<>]*)?/?>", "Build <B>failed</B>", true),
            ("\\p{Lu}", "\u{e9}\u{c9}", true),
        ]
        for c in cases {
            #expect(try BoundedRegex(c.pattern).matches(c.text) == c.found, "\(c.pattern) on \(c.text)")
        }
    }

    @Test func catastrophicPatternRunsOutOfSteps() throws {
        let text = String(repeating: "a", count: 40) + "!"
        #expect(try BoundedRegex("^(a+)+$").firstMatch(in: text) == .tooCostly)
    }
}
