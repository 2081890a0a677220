/// A text cut into grapheme clusters with widths and line-break opportunities: the input of `LineFiller`.
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
    /// Width of each cluster in em; multiplied by `size` to get points.
    var widths: [Float]
    var size: Double
    /// Whitespace-only clusters hang past the line end: they do not count toward a line's width.
    var isSpace: [Bool]
    /// `BreakKind` raw value for each cluster.
    var breakAfter: [UInt8]
    /// Width of "…" in points, for truncation.
    var ellipsisWidth: Double

    @inline(__always) func width(_ i: Int) -> Double { Double(widths[i]) * size }

    func utf16Start(ofCluster i: Int) -> Int { i == 0 ? 0 : Int(clusterEnds[i - 1]) }

    /// Width of the whole text on one line (hard breaks drawn as nothing), trailing whitespace excluded.
    var singleLineWidth: Double {
        var running = 0.0, width = 0.0
        for i in 0..<widths.count {
            running += self.width(i)
            if !isSpace[i] { width = running }
        }
        return width
    }
}
