import Testing
@testable import CardlintText

@Suite struct FixedAdvanceMeasurerTests {
    let m = FixedAdvanceMeasurer(advance: 0.5)

    @Test func eachGraphemeIsAdvanceTimesSize() {
        #expect(m.width(of: "abcd", style: style(size: 10)) == 20)
        #expect(m.width(of: "e\u{301}👨‍👩‍👧", style: style(size: 10)) == 10)
    }

    @Test func breaksAtSpacesAndNewlines() {
        let l = m.layout("aaaa bbbb cc\ndd", style: style(size: 10), maxWidth: 30, wrapping: TextWrapping(wrap: true))
        #expect(l.lineTexts("aaaa bbbb cc\ndd") == ["aaaa ", "bbbb ", "cc\n", "dd"])
        #expect(l.lines.map(\.width) == [20, 20, 10, 10])
    }

    @Test func maxLinesAndWrapFalse() {
        let l = m.layout("aaaa bbbb cccc", style: style(size: 10), maxWidth: 40, wrapping: TextWrapping(wrap: true, maxLines: 2))
        #expect(l.lines.count == 2 && l.truncated && l.unconstrainedLineCount == 3)
        #expect(l.lines[1].width <= 40)
        #expect(l.lineTexts("aaaa bbbb cccc") == ["aaaa ", "bbbb"])
        #expect(l.lines[1].width == 25)  // "bbbb…"
        #expect(l.hiddenUTF16Count == 5)
        let one = m.layout("aaaa bbbb cccc", style: style(size: 10), maxWidth: 45, wrapping: TextWrapping(wrap: false))
        #expect(one.lines.count == 1 && one.truncated && one.width == 70)
    }

    @Test func longWordBreaksInside() {
        let l = m.layout("abcdefghij", style: style(size: 10), maxWidth: 30, wrapping: TextWrapping(wrap: true))
        #expect(l.brokeInsideWord)
        #expect(l.lineTexts("abcdefghij") == ["abcdef", "ghij"])
    }
}
