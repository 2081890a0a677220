/// A text segmented and measured in one face: what `PreparedRun` carries for `ICUTextMeasurer`.
/// A reference, so handing a run on costs one retain rather than one per array.
final class PreparedEntry: Sendable {
    let text: PreparedText
    let ellipsisEm: Double
    /// The cluster widths (`widths`, in em) as line filling reads them at every size and width.
    let index: FillIndex
    /// `sibling`: an entry of the same segmentation (`text`) in another face, whose index
    /// lends the marks (which do not depend on the face).
    init(text: PreparedText, widths: [Float], ellipsisEm: Double, sibling: PreparedEntry? = nil) {
        self.text = text; self.ellipsisEm = ellipsisEm
        let n = widths.count
        if let other = sibling?.index, other.count == n, text.isSpace.count == n, text.breakAfter.count == n {
            index = FillIndex(widths: widths, marksOf: other)
        } else {
            index = FillIndex(widths: widths, isSpace: text.isSpace, breakAfter: text.breakAfter)
        }
    }
}
