@testable import CardlintRules
import CardlintTestSupport
import Testing

@Suite struct MarkdownTextTests {
    /// The links' spans as found before: a scan from each `[` (and its `(`) to the close at its depth.
    static func referenceSpans(_ chars: [Character]) -> [(open: Int, close: Int, end: Int)] {
        func closing(from start: Int, open: Character, close: Character) -> Int? {
            var depth = 0, i = start
            while i < chars.count {
                let c = chars[i]
                if c == "\\" { i += 2; continue }
                if c == "\n" { return nil }
                if c == open { depth += 1 } else if c == close {
                    if depth == 0 { return i }
                    depth -= 1
                }
                i += 1
            }
            return nil
        }
        var out: [(open: Int, close: Int, end: Int)] = []
        var i = 0
        while i < chars.count {
            if chars[i] == "\\" { i += 2; continue }
            guard chars[i] == "[", let close = closing(from: i + 1, open: "[", close: "]"), close + 1 < chars.count,
                  chars[close + 1] == "(", let end = closing(from: close + 2, open: "(", close: ")") else { i += 1; continue }
            out.append((i, close, end))
            i = end + 1
        }
        return out
    }

    /// Texts without a `[` byte are not cut into characters; a `[` joined with a combining mark is
    /// no link bracket either way.
    @Test func textWithoutABracketHasNoLinks() {
        #expect(MarkdownText.links(in: "plain text (with parens)").isEmpty)
        #expect(MarkdownText.links(in: "[\u{301}a](b)").isEmpty)
        #expect(MarkdownText.links(in: "see [a](b)") == [MarkdownText.Link(text: "a", url: "b")])
        #expect(MarkdownText.plain("no [link") == "no [link")
    }

    /// The byte test `ValueTypeMatcher.hasWhitespace` uses on ASCII text is `Character.isWhitespace`.
    @Test func asciiWhitespaceIsCharacterWhitespace() {
        for b in UInt8(0)..<0x80 {
            let s = "a" + String(UnicodeScalar(b)) + "b"
            #expect(ValueTypeMatcher.hasWhitespace(s) == s.contains(where: \.isWhitespace), "\(b)")
        }
        #expect(ValueTypeMatcher.hasWhitespace("a\r\nb"))
        #expect(ValueTypeMatcher.hasWhitespace("caf\u{e9}\u{a0}x"))
        #expect(!ValueTypeMatcher.hasWhitespace("https://example.com/\u{e9}"))
    }

    @Test func spansMatchTheScanFromEachBracket() {
        var rng = SplitMix(seed: 0x11_4C5)
        var links = 0
        for _ in 0..<3_000 {
            let chars = (0..<Int.random(in: 0..<40, using: &rng)).map { _ in Array("[[]](()\\\na").randomElement(using: &rng)! }
            let fast = MarkdownText.spans(chars), slow = Self.referenceSpans(chars)
            #expect(fast.map { [$0.open, $0.close, $0.end] } == slow.map { [$0.open, $0.close, $0.end] }, "\(String(chars).debugDescription)")
            links += slow.count
        }
        #expect(links > 100, "links found: \(links)")
    }
    @Test func findsLinksWithNestedBracketsAndSkipsEscapes() {
        let links = MarkdownText.links(in: "See [the [draft] notes](https://a/b_(1)) and \\[not](x), [**here**](https://c).")
        #expect(links.map(\.text) == ["the [draft] notes", "**here**"])
        #expect(links.map(\.url) == ["https://a/b_(1)", "https://c"])
    }

    @Test func unclosedOrBrokenLinksAreNotLinks() {
        #expect(MarkdownText.links(in: "[open](https://a").isEmpty)
        #expect(MarkdownText.links(in: "[text] (https://a)").isEmpty)
        #expect(MarkdownText.links(in: "[a\nb](u)").isEmpty)
    }

    @Test func plainDropsMarkersAndKeepsLinkText() {
        #expect(MarkdownText.plain("**Bold** _it_ [link](u)") == "Bold it link")
        #expect(MarkdownText.plain("- one\n- two\n1. three") == "one two three")
        #expect(MarkdownText.plain("** **").isEmpty)
        #expect(MarkdownText.plain("3.5 stars") == "3.5 stars")
    }
}

@Suite struct URLTextTests {
    @Test func recognisesAddressesButNotSentences() {
        #expect(MarkdownText.isURL("https://a.example/x?y=1"))
        #expect(MarkdownText.isURL("WWW.example.com"))
        #expect(!MarkdownText.isURL("https://"))
        #expect(!MarkdownText.isURL("see https://a.example"))
        #expect(!MarkdownText.isURL("Contoso.com"))
    }

    @Test func bareAddressesOutsideLinksOnly() {
        let s = "Go to (https://a.example/x). Or [https://b.example](https://b.example), or [docs](https://c.example)."
        #expect(MarkdownText.bareURLs(in: s) == ["https://a.example/x"])
    }
}
