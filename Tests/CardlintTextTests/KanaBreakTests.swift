import Testing
@testable import CardlintText

/// ICU's root (strict) line breaking forbids a break before small kana and 'ー'; browsers (CSS
/// `line-break: auto`) and the native text stacks allow it, so text without a language is broken
/// with ICU's `normal` rules.
@Suite struct KanaBreakTests {
    @Test func textWithoutALanguageUsesNormalRules() {
        #expect(ICUBreakers.lineLocale("") == "und-u-lb-normal")
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

    @Test func latinTextBreaksAsBefore() {
        let text = Array("Approve the re-submitted report (today)".utf16)
        let positions = ICUBreakers().lineBreaks(text, locale: "").positions.map(Int.init)
        #expect(positions == [8, 12, 15, 25, 32, 39])
    }
}
