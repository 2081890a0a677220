import Testing
@testable import CardlintText

@Suite struct AnalysisTests {
    @Test(arguments: [("Hello", TextDirection.ltr), ("שלום עולם", .rtl), ("مرحبا", .rtl), ("123 !", .neutral),
                      ("", .neutral), ("123 שלום", .rtl), ("«Привет»", .ltr)])
    func baseDirection(text: String, expected: TextDirection) {
        #expect(TextAnalysis.baseDirection(of: text) == expected)
    }

    @Test func validTags() {
        let v = LanguageTag.validate("en-US")
        #expect(v.isValid && v.canonical == "en-US" && v.language == "en")
        #expect(LanguageTag.validate("EN-us").canonical == "en-US")
        #expect(LanguageTag.validate("zh-Hant-TW").isValid)
        #expect(LanguageTag.validate("iw").language == "he")
    }

    @Test func malformedTags() {
        for tag in ["english", "en_US", "", "en-", "123", "e", "en\u{0}", String(repeating: "en-", count: 100) + "US"] {
            #expect(!LanguageTag.validate(tag).isWellFormed, "\(tag)")
            #expect(!LanguageTag.validate(tag).isValid, "\(tag)")
        }
    }

    @Test func unknownLanguage() {
        let v = LanguageTag.validate("zz")
        #expect(v.isWellFormed && !v.isKnownLanguage && !v.isValid)
    }

    @Test func wordsAndGraphemes() {
        #expect(TextAnalysis.words(in: "Hello, world!").count == 2)
        #expect(TextAnalysis.graphemeBoundaries(of: "e\u{301}👨‍👩‍👧") == [2, 10])
        #expect("\u{301}".unicodeScalars.first.map(TextAnalysis.isCombiningMark) == true)
        #expect("😀".unicodeScalars.first.map(TextAnalysis.hasEmojiPresentation) == true)
        #expect("a".unicodeScalars.first.map(TextAnalysis.hasEmojiPresentation) == false)
    }
}
