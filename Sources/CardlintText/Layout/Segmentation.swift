/// A text cut into grapheme clusters with widths and line-break opportunities, at one font size:
/// the input of `LineFiller`. The per-text part (`FillIndex`, cluster ends) is shared, not copied.
struct Segmentation {
    enum BreakKind: UInt8 {
        case none = 0
        /// A line may end after this cluster.
        case allowed = 1
        /// A line must end after this cluster (`\n`, `\r\n`, U+2028, …).
        case hard = 2
    }

    var utf16Count: Int
    /// UTF-16 end offset of each cluster.
    var clusterEnds: [Int32]
    /// Em widths (as prefix sums) and break positions; multiplied by `size` to get points.
    let index: FillIndex
    var size: Double
    /// Width of "…" in points, for truncation.
    var ellipsisWidth: Double

    init(utf16Count: Int, clusterEnds: [Int32], index: FillIndex, size: Double, ellipsisWidth: Double) {
        self.utf16Count = utf16Count; self.clusterEnds = clusterEnds; self.index = index
        self.size = size; self.ellipsisWidth = ellipsisWidth
    }

    /// `widths`: each cluster's width in em; `isSpace`: whitespace-only clusters (they hang past the
    /// line end and do not count toward a line's width); `breakAfter`: `BreakKind` raw value per cluster.
    init(utf16Count: Int, clusterEnds: [Int32], widths: [Float], size: Double, isSpace: [Bool], breakAfter: [UInt8],
         ellipsisWidth: Double) {
        self.init(utf16Count: utf16Count, clusterEnds: clusterEnds,
                  index: FillIndex(widths: widths, isSpace: isSpace, breakAfter: breakAfter), size: size,
                  ellipsisWidth: ellipsisWidth)
    }

    /// Number of grapheme clusters.
    var count: Int { index.count }

    func utf16Start(ofCluster i: Int) -> Int { i == 0 ? 0 : Int(clusterEnds[i - 1]) }

    /// Width of the whole text on one line (hard breaks drawn as nothing), trailing whitespace excluded.
    var singleLineWidth: Double { index.singleLineEm * size }
}
