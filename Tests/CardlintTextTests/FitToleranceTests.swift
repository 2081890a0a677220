import Testing
@testable import CardlintText

/// Widths are sums of 32-bit em widths: a line exactly as wide as its box must fit it.
@Suite struct FitToleranceTests {
    let m: ICUTextMeasurer
    init() throws { m = try makeMeasurer() }

    @Test(arguments: ["Approve", "Expense report #1042", "Δ 12 % · 東京 ✓"])
    func aLineAsWideAsItsBoxFits(_ text: String) {
        let w = m.width(of: text, style: style())
        for box in [w, w - LineFiller.tolerance / 2] {
            let one = m.layout(text, style: style(), maxWidth: box, wrapping: TextWrapping(wrap: false))
            #expect(!one.truncated && one.hiddenUTF16Count == 0, "\(text) in \(box)")
            let wrapped = m.layout(text, style: style(), maxWidth: box, wrapping: TextWrapping(wrap: true))
            #expect(wrapped.lines.count == 1, "\(text) in \(box)")
        }
        // A hundredth of a point less than that is a real cut.
        let cut = m.layout(text, style: style(), maxWidth: w - 2 * LineFiller.tolerance, wrapping: TextWrapping(wrap: false))
        #expect(cut.truncated)
    }
}
