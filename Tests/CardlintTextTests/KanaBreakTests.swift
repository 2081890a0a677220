import Testing
@testable import CardlintText

/// ICU's root (strict) line breaking forbids a break before small kana and 'ー'; browsers (CSS
/// `line-break: auto`) and the native text stacks allow it, so text without a language is broken
/// with ICU's `normal` rules.
@Suite struct KanaBreakTests {
    @Test func textWithoutALanguageUsesNormalRules() {
        #expect(ICUBreakers.lineLocale("") == "@lb=normal")
        #expect(ICUBreakers.lineLocale("ja") == "ja")
        #expect(ICUBreakers.lineLocale("en-US") == "en-US")
    }

    @Test(arguments: ["", "ja"])
    func aBreakIsAllowedBeforeSmallKanaAndTheLengthMark(_ locale: String) {
        // ち ょ っ と コ ー ヒ ー
        let text = Array("ちょっとコーヒー".utf16)
        let positions = Set(ICUBreakers().lineBreaks(text, locale: locale).positions.map(Int.init))
        #expect(positions.isSuperset(of: [1, 2, 5]), "\(positions.sorted())")
    }

    /// The ICU id `@lb=normal` (cheap to open) breaks as the BCP 47 tag `und-u-lb-normal` does.
    @Test func theICUIdBreaksAsTheTag() {
        for text in ["ちょっとコーヒー", "Approve the re-submitted report (today)", "東京タワー、ちょっと見て！"] {
            let utf16 = Array(text.utf16)
            #expect(ICUBreakers().lineBreaks(utf16, locale: "").positions
                    == ICUBreakers().lineBreaks(utf16, locale: "und-u-lb-normal").positions, "\(text)")
        }
    }

    @Test func latinTextBreaksAsBefore() {
        let text = Array("Approve the re-submitted report (today)".utf16)
        let positions = ICUBreakers().lineBreaks(text, locale: "").positions.map(Int.init)
        #expect(positions == [8, 12, 15, 25, 32, 39])
    }
}
