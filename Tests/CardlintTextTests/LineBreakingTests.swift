import Testing
@testable import CardlintText

@Suite struct LineBreakingTests {
    let m: ICUTextMeasurer
    init() throws { m = try makeMeasurer() }

    @Test func englishWrapsAtSpacesAndFitsTheWidth() {
        let text = "Please review the attached contract before Friday afternoon"
        let l = m.layout(text, style: style(), maxWidth: 150, wrapping: TextWrapping(wrap: true))
        #expect(l.lines.count >= 3)
        #expect(l.lines.allSatisfy { $0.width <= 150 })
        #expect(!l.brokeInsideWord && !l.truncated && l.hiddenUTF16Count == 0)
        // Every line but the last ends after a space: no word is cut.
        for line in l.lineTexts(text).dropLast() { #expect(line.hasSuffix(" ")) }
        #expect(l.lineTexts(text).joined() == text)
        #expect(l.unconstrainedLineCount == l.lines.count)
        #expect(abs(l.naturalWidth - m.width(of: text, style: style())) < 0.001)
    }

    @Test func germanCompoundWiderThanTheLineBreaksInsideTheWord() {
        let text = "Donaudampfschifffahrtsgesellschaftskapitän"
        let l = m.layout(text, style: style(), maxWidth: 120, wrapping: TextWrapping(wrap: true))
        #expect(l.brokeInsideWord)
        #expect(l.lines.count >= 3)
        #expect(l.lines.allSatisfy { $0.width <= 120 })
        #expect(l.lineTexts(text).joined() == text)
    }

    @Test func shortWordsDoNotBreakInside() {
        let l = m.layout("Approve the request", style: style(), maxWidth: 70, wrapping: TextWrapping(wrap: true))
        #expect(!l.brokeInsideWord)
        #expect(l.lineTexts("Approve the request") == ["Approve ", "the ", "request"])
    }

    @Test func chineseWithoutSpacesBreaksBetweenIdeographs() {
        let text = "您的请求有新评论请查看详细信息"
        let l = m.layout(text, style: style(locale: "zh-Hans"), maxWidth: 16 * 5.5, wrapping: TextWrapping(wrap: true))
        #expect(!l.brokeInsideWord)
        #expect(l.lines.count == 3)
        // Each ideograph is one em: five fit in 5.5 em.
        #expect(l.lineTexts(text) == ["您的请求有", "新评论请查", "看详细信息"])
        #expect(abs(l.lines[0].width - 80) < 0.001)
    }

    @Test func thaiBreaksAtDictionaryWordBoundaries() {
        let text = "ภาษาไทยเป็นภาษาที่สวยงามมาก"
        let l = m.layout(text, style: style(locale: "th"), maxWidth: 80, wrapping: TextWrapping(wrap: true))
        #expect(l.lines.count >= 2)
        #expect(!l.brokeInsideWord)
        let wordEnds = Set(TextAnalysis.words(in: text, locale: "th").map(\.upperBound))
        for line in l.lines.dropLast() { #expect(wordEnds.contains(line.utf16Range.upperBound)) }
        #expect(l.lineTexts(text).joined() == text)
    }

    @Test func arabicWrapsBetweenWords() {
        let text = "يرجى تأكيد عنوان بريدك الإلكتروني قبل يوم الجمعة"
        let l = m.layout(text, style: style(locale: "ar"), maxWidth: 120, wrapping: TextWrapping(wrap: true))
        #expect(l.lines.count >= 2)
        #expect(!l.brokeInsideWord)
        for line in l.lineTexts(text).dropLast() { #expect(line.hasSuffix(" ")) }
        #expect(l.lines.allSatisfy { $0.width <= 120 })
    }

    @Test func hardLineBreaksAreRespected() {
        let text = "Line one\nLine two\r\nLine three"
        let l = m.layout(text, style: style(), maxWidth: 1000, wrapping: TextWrapping(wrap: true))
        #expect(l.lines.count == 3)
        #expect(l.lineTexts(text) == ["Line one\n", "Line two\r\n", "Line three"])
        #expect(abs(l.lines[0].width - m.width(of: "Line one", style: style())) < 0.001)
    }

    @Test func trailingSpacesDoNotCount() {
        #expect(m.width(of: "Submit   ", style: style()) == m.width(of: "Submit", style: style()))
        let l = m.layout("Submit   ", style: style(), maxWidth: m.width(of: "Submit", style: style()),
                         wrapping: TextWrapping(wrap: true))
        #expect(l.lines.count == 1)
    }

    @Test func emptyTextHasNoLines() {
        let l = m.layout("", style: style(), maxWidth: 100, wrapping: TextWrapping(wrap: true, maxLines: 2))
        #expect(l.lines.isEmpty && l.width == 0 && !l.truncated)
    }
}
