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

    /// ASCII tokens take a byte-by-byte path: it agrees with the character replacements on every
    /// token of up to 5 characters over `~ 0 1 / a`.
    @Test func asciiPathAgreesWithTheReplacements() {
        let alphabet: [Character] = ["~", "0", "1", "/", "a"]
        var tokens = [""]
        for _ in 0..<5 { tokens += tokens.filter { $0.count == tokens.last!.count }.flatMap { t in alphabet.map { t + String($0) } } }
        #expect(tokens.count == 1 + 5 + 25 + 125 + 625 + 3125)
        for t in tokens {
            #expect(JSONPointer.escape(t) == t.replacing("~", with: "~0").replacing("/", with: "~1"), "\(t)")
            #expect(JSONPointer.unescape(t) == t.replacing("~1", with: "/").replacing("~0", with: "~"), "\(t)")
        }
    }

    @Test func appendingAddsOneSegment() {
        #expect(JSONPointer.appending("", "body") == "/body")
        #expect(JSONPointer.appending("/body", "a/b") == "/body/a~1b")
        #expect(JSONPointer.appending("/body", 12) == "/body/12")
        #expect(JSONPointer.appending("/body", -1) == "/body/-1")
    }

    /// The pointer written byte by byte equals the interpolated one: heads of every length around
    /// the small-string limit (15 bytes) and non-ASCII, tokens that need escaping, every index size.
    @Test func appendingEqualsInterpolation() {
        let heads = (0...40).map { String(repeating: "/a", count: $0 / 2) + ($0 % 2 == 1 ? "/é" : "") } + ["", "/😀/~0"]
        let tokens = ["", "body", "a/b", "~", "é", "😀~/x", String(repeating: "k", count: 30)]
        let indexes = [0, 1, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min]
        for h in heads {
            for t in tokens { #expect(JSONPointer.appending(h, t) == "\(h)/\(JSONPointer.escape(t))") }
            for i in indexes { #expect(JSONPointer.appending(h, i) == "\(h)/\(i)") }
        }
    }
}
