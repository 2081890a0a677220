import Testing
@testable import CardlintText

@Suite struct TruncationTests {
    let m: ICUTextMeasurer
    init() throws { m = try makeMeasurer() }
    let text = "Your flight to Seattle has been delayed by 45 minutes because of weather at the destination"

    @Test func maxLinesCutsWithAnEllipsisThatFits() {
        let l = m.layout(text, style: style(), maxWidth: 160, wrapping: TextWrapping(wrap: true, maxLines: 2))
        let full = m.layout(text, style: style(), maxWidth: 160, wrapping: TextWrapping(wrap: true))
        #expect(l.lines.count == 2)
        #expect(l.truncated)
        #expect(l.unconstrainedLineCount == full.lines.count)
        #expect(l.unconstrainedLineCount > 2)
        #expect(l.lines.allSatisfy { $0.width <= 160 })
        let ellipsis = m.width(of: "…", style: style())
        let last = l.lines[1]
        let shown = l.lineTexts(text)[1].trimmingTrailingSpaces
        #expect(abs(last.width - (m.width(of: shown, style: style()) + ellipsis)) < 0.001)
        #expect(l.hiddenUTF16Count == text.utf16.count - last.utf16Range.upperBound)
        #expect(l.hiddenUTF16Count > 0)
    }

    @Test func maxLinesNotReachedIsNotTruncated() {
        let l = m.layout("Short text", style: style(), maxWidth: 300, wrapping: TextWrapping(wrap: true, maxLines: 2))
        #expect(!l.truncated && l.hiddenUTF16Count == 0 && l.lines.count == 1)
    }

    @Test func wrapFalseIsOneTruncatedLine() {
        let l = m.layout(text, style: style(), maxWidth: 200, wrapping: TextWrapping(wrap: false))
        #expect(l.lines.count == 1)
        #expect(l.truncated)
        #expect(l.width > 200)
        #expect(abs(l.width - l.naturalWidth) < 0.001)
        #expect(l.unconstrainedLineCount == 1)
        #expect(l.hiddenUTF16Count > 0 && l.hiddenUTF16Count < text.utf16.count)
    }

    @Test func wrapFalseThatFitsIsNotTruncated() {
        let l = m.layout("Approve", style: style(), maxWidth: 200, wrapping: TextWrapping(wrap: false))
        #expect(!l.truncated && l.hiddenUTF16Count == 0 && l.lines.count == 1)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
