@testable import CardlintRules
import CardlintTestSupport
import Testing

/// `ValueTypeMatcher.isURL` reads ASCII text as bytes: the same answers as its test by characters
/// (`isURLByCharacters`, what other text takes) on every kind of text.
@Suite struct URLFormatTests {
    static func referenceIsURL(_ s: String) -> Bool { ValueTypeMatcher.isURLByCharacters(s) }

    @Test func sameAnswersAsByCharacters() {
        let written = ["", "https://example.com/1.png", "HTTPS://x", "http://", "http:///", "hTtP://a", "https:/a", "httpx://a",
                       "htt://a", "data:image/png;base64,AAAA", "data:", "data:,", "Data:x,y", "data:\r\n,", "a:", "a:b", ":",
                       "Assets/logo.png", "a b", "https://a\tb", "x\r\ny", "mailto:a@b", "https:\u{301}//a", "data:\u{301},",
                       "h\u{e9}ttp://a", "https://caf\u{e9}.example", "\u{a0}https://a", "https://a\u{2003}", ",:", "1:2:3",
                       "HTTP://", "https://\u{301}", "ftp://a", "a\u{301}:b"]
        for s in written { #expect(ValueTypeMatcher.isURL(s) == Self.referenceIsURL(s), "\(s.debugDescription)") }
        var rng = SplitMix(seed: 0x55_2A1)
        let alphabet = Array("hHtTpPsSdaA:/,. \t\r\n-\u{e9}\u{301}\u{a0}x")
        var urls = 0
        for _ in 0..<20_000 {
            var s = ["", "http", "https", "data:", "HTTP:", "Https://"].randomElement(using: &rng)!
            for _ in 0..<Int.random(in: 0..<9, using: &rng) { s.append(alphabet.randomElement(using: &rng)!) }
            let expected = Self.referenceIsURL(s)
            #expect(ValueTypeMatcher.isURL(s) == expected, "\(s.debugDescription)")
            if expected { urls += 1 }
        }
        #expect(urls > 1_000)
    }
}
