import CardlintTestSupport
import Testing
@testable import CardlintText

/// `SimpleSegmenter` gives exactly what ICU gives, field by field, wherever it answers: every admitted
/// character at every position of short strings, every short string over one character per class (and
/// near misses), and random longer strings, in the locales cards use.
@Suite struct SimpleSegmenterTests {
    static let locales = ["", "en", "en-US", "en_US", "fr", "de", "es", "it", "pt", "nl", "ru", "pl", "sv", "fi", "el",
                          "ja", "zh", "zh-Hans", "zh-Hant", "yue", "ko", "th", "ar-EG", "he", "hi", "tr", "jp", "qq",
                          "english", "EN", "ja-u-lb-loose", "en-u-lb-strict"]

    /// Every character the fast path admits but CJK ideographs (`everyIdeographInContext`), and the edges of their block.
    static let admitted: [Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [0x0A...0x0A, 0x20...0x7E, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x52F, 0x2010...0x201F,
                                             0x4DFE...0x4E01, 0x9FFE...0xA001, 0x1F5FE...0x1F651]
        return ranges.joined().compactMap(Unicode.Scalar.init).filter {
            $0.value < 0x80 ? SimpleSegmenter.asciiClasses[Int($0.value)] != SimpleSegmenter.other
                            : SimpleSegmenter.nonASCIIClass($0.value) != SimpleSegmenter.other
        }
    }()

    /// One character per class, a few of them twice, and characters just outside the admitted set.
    static let representatives: [String] = ["a", "é", "5", " ", "\n", ",", "!", "'", "’", "-", "(", ")", "東", "😀"]
    static let nearMisses: [String] = ["\r", "\t", "\u{A0}", "/", "+", "%", "$", "|", "{", "}", "\u{301}", "\u{2014}",
                                       "\u{2010}", "\u{2026}", "\u{AD}", "\u{200B}", "\u{483}", "\u{37E}", "\u{387}",
                                       "\u{B7}", "\u{D7}", "\u{A7}", "«", "¿", "\u{3001}", "\u{3002}", "ー", "あ", "ぁ",
                                       "\u{1F3FB}", "\u{FE0F}", "\u{200D}", "\u{1F5FF}", "\u{1F650}", "\u{4DFF}", "\u{A000}"]

    /// Compares the fast path with ICU on `text`; returns whether the fast path answered.
    static func check(_ text: String, locale: String, _ breakers: ICUBreakers, _ failures: inout [String]) -> Bool {
        guard let fast = SimpleSegmenter.prepare(text, locale: locale) else { return false }
        let icu = PreparedText(icu: text, locale: locale, breakers: breakers)
        if fast.utf16Count != icu.utf16Count || fast.scalars != icu.scalars || fast.flags != icu.flags
            || fast.clusterScalarStart != icu.clusterScalarStart || fast.clusterEnds != icu.clusterEnds
            || fast.breakAfter != icu.breakAfter || fast.isSpace != icu.isSpace {
            failures.append("\(locale): \(text.debugDescription) fast \(fast.breakAfter) icu \(icu.breakAfter)")
        }
        return true
    }

    @Test func localesWithExtensionsOrOtherQuotesAreLeftToICU() {
        for (locale, usable, curly) in [("", true, true), ("en-US", true, true), ("fi", true, true), ("zh", true, false),
                                        ("zh-Hant", true, false), ("english", true, false), ("enx", true, false),
                                        ("ja-u-lb-loose", false, false), ("de@lb=strict", false, false), ("x-a", false, false),
                                        ("en-x", false, false)] {
            let support = SimpleSegmenter.localeSupport(locale)
            #expect(support.usable == usable && support.curlyQuotes == curly, "\(locale)")
        }
    }

    @Test func everyAdmittedCharacterAtEveryPosition() {
        let breakers = ICUBreakers()
        var failures: [String] = [], answered = 0
        let templates = ["a", "ab c", "1 2", "x (y) z", "a, b!", "it's \"q\"", "a-b 1-2", " a\nb  ", "(a) (b)", "x.y z!w"]
        for template in templates {
            let chars = Array(template.unicodeScalars)
            for position in chars.indices {
                for c in Self.admitted {
                    var s = chars
                    s[position] = c
                    if Self.check(String(String.UnicodeScalarView(s)), locale: "", breakers, &failures) { answered += 1 }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ, e.g. \(failures.prefix(5))")
        #expect(answered > 30_000)
    }

    @Test func everyIdeographInContext() {
        let breakers = ICUBreakers()
        var failures: [String] = [], answered = 0
        for c in (0x4E00...0x9FFF).compactMap(Unicode.Scalar.init).map(String.init) {
            for s in ["a\(c)(b)\(c)", "\(c)\(c)! \(c)'"] where Self.check(s, locale: "", breakers, &failures) { answered += 1 }
        }
        #expect(failures.isEmpty, "\(failures.count) differ, e.g. \(failures.prefix(5))")
        #expect(answered == 2 * 0x5200)
    }

    @Test(arguments: locales) func everyShortStringOverTheClasses(_ locale: String) {
        let breakers = ICUBreakers()
        var failures: [String] = [], answered = 0
        let alphabet = Self.representatives + ["\r", "/"]
        var strings = [""]
        for _ in 0..<4 {
            strings = strings.flatMap { s in alphabet.map { s + $0 } }
            for s in strings where Self.check(s, locale: locale, breakers, &failures) { answered += 1 }
        }
        #expect(Self.check("", locale: locale, breakers, &failures) == !locale.contains("-u-"))
        #expect(failures.isEmpty, "\(failures.count) differ, e.g. \(failures.prefix(5))")
        #expect(answered > (locale.contains("-u-") ? -1 : 10_000))
    }

    @Test(arguments: locales) func randomLongerStrings(_ locale: String) {
        let breakers = ICUBreakers()
        var failures: [String] = [], answered = 0
        var rng = SplitMix(seed: 0x5EED ^ UInt64(locale.utf8.count))
        let admitted = Self.admitted.map(String.init)
        let pieces = Self.representatives + ["  ", "   ", "word", "Grüße", "Москва", "Ελλάδα", "42", "3.5", "e.g.", "(see)",
                                             "東京", "Ж", ".", "]"]
        for round in 0..<3_000 {
            var s = ""
            let length = Int(rng.next() % 24)
            for _ in 0..<length {
                switch rng.next() % 10 {
                case 0..<5: s += pieces[Int(rng.next() % UInt64(pieces.count))]
                case 5..<9: s += admitted[Int(rng.next() % UInt64(admitted.count))]
                default: s += round % 7 == 0 ? Self.nearMisses[Int(rng.next() % UInt64(Self.nearMisses.count))] : " "
                }
            }
            if Self.check(s, locale: locale, breakers, &failures) { answered += 1 }
            if Self.check(" " + s + "  ", locale: locale, breakers, &failures) { answered += 1 }
        }
        #expect(failures.isEmpty, "\(failures.count) differ, e.g. \(failures.prefix(5))")
        #expect(answered > (locale.contains("-u-") ? -1 : 2_000))
    }
}
