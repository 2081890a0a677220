@testable import CardlintRules
import Testing

/// `DescriptiveText.isVague` (which rules most texts out by the length of their normalized form)
/// answers as the normalizing path does.
@Suite struct DescriptiveTextFastPathTests {
    typealias F = A11yFixture

    static let configs = [
        "{property: title, vague: [click here, click, here, more, more information, see more, go]}",
        "{property: altText, urls: true, vague: [image, img, alt text, photo, \"\u{00E9}t\u{00E9}\", \"\u{212A}elvin\"]}",
        "{property: text, markdown-links: true, urls: true, vague: [read more, here, \"a\", \(String(repeating: "x", count: 70))]}",
    ]

    /// Texts built from pieces that exercise case, punctuation, spacing, Markdown and non-ASCII text.
    static func texts() -> [String] {
        let pieces = ["click", "HERE", "More", "  ", " ", "!", "...", "\t", "\n", "\u{0B}", "*", "[x](u)", "-", "1.", "img",
                      "é", "É", "\u{212A}", "elvin", "東京", "😀", "e\u{0301}", "\u{00A0}", "www.", "http://a.b", "x", "Photo",
                      "alt", "text", "information", "se", "e", "go", String(repeating: "x", count: 70), "a", "ß", "\u{0600}"]
        var out = pieces
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) % n }
        for _ in 0..<6000 {
            var s = ""
            for _ in 0..<(1 + next(5)) { s += pieces[next(pieces.count)] }
            out.append(s)
        }
        return out
    }

    @Test func fastPathAgreesWithNormalizing() throws {
        let texts = Self.texts()
        var vagueCount = 0
        for yaml in Self.configs {
            let f = try F.function(DescriptiveText.self, yaml)
            for t in texts where !t.hasTemplateBinding && !(f.urls && DescriptiveText.isTrimmedURL(t)) {
                let fast = f.isVague(t)
                #expect(fast == f.isVagueNormalizing(t), "\(yaml): \(t.debugDescription)")
                if fast { vagueCount += 1 }
            }
        }
        #expect(vagueCount > 50)  // the texts do reach vague phrases
    }

    @Test func lengthIsExactForASCIIAndABoundOtherwise() {
        for t in Self.texts() where MarkdownText.isAlreadyPlain(t) {
            let (length, exact, first) = DescriptiveText.normalizedLength(t)
            let n = DescriptiveText.normalize(t).utf8.count
            if exact, n > 0 { #expect(first == DescriptiveText.normalize(t).utf8.first, "\(t.debugDescription)") }
            if exact { #expect(length == n, "\(t.debugDescription)") } else { #expect(length <= n, "\(t.debugDescription)") }
        }
    }
}

/// The text a `markdown-links` finding names: the first vague link text in order, else (with `urls`)
/// the first vague bare address, else none.
@Suite struct DescriptiveTextOrderTests {
    typealias F = A11yFixture

    @Test func firstVagueLinkThenFirstVagueAddress() throws {
        let f = try F.function(DescriptiveText.self, "{property: text, markdown-links: true, urls: true, vague: [here, more]}")
        let cases: [(String, String?)] = [
            ("See [the plan](https://a.example) or [here](https://b.example) or [more](https://c.example).", "here"),
            ("[More](https://c.example) and [here](https://b.example)", "More"),
            ("[the plan](https://a.example) at https://x.example and https://y.example", "https://x.example"),
            ("[here](https://b.example) at https://x.example", "here"),
            ("[the plan](https://a.example) and [the budget](https://b.example)", nil),
            ("No links at all.", nil),
        ]
        for (text, named) in cases {
            let json = "{\"type\": \"AdaptiveCard\", \"version\": \"1.5\", \"body\": [{\"type\": \"TextBlock\", \"text\": \(String(reflecting: text))}]}"
            let card = try F.card(json)
            let results = F.results(f, card, try F.node(card, "TextBlock"))
            #expect(results.map { $0.values["text"] } == (named.map { [$0] } ?? []), "\(text)")
        }
    }
}
