import CardlintReading
import Testing

/// RFC 6901 escaping: `~` → `~0`, `/` → `~1`, compared as characters; `unescape` undoes it.
@Suite struct JSONPointerEscapeTests {
    @Test func escapesTildeAndSlash() {
        let cases = ["": "", "body": "body", "a/b": "a~1b", "a~b": "a~0b", "~1": "~01", "a/b~c": "a~1b~0c",
                     "é/": "é~1", "😀~": "😀~0",
                     // A combining mark makes `~` or `/` part of another character: left as written.
                     "~\u{0301}": "~\u{0301}", "/\u{0301}x": "/\u{0301}x"]
        for (token, escaped) in cases {
            #expect(JSONPointer.escape(token) == escaped, "\(token)")
            #expect(JSONPointer.unescape(escaped) == token, "\(escaped)")
        }
    }

    @Test func appendingAddsOneSegment() {
        #expect(JSONPointer.appending("", "body") == "/body")
        #expect(JSONPointer.appending("/body", "a/b") == "/body/a~1b")
        #expect(JSONPointer.appending("/body", 12) == "/body/12")
        #expect(JSONPointer.appending("/body", -1) == "/body/-1")
    }
}
