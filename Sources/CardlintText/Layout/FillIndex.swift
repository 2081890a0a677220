/// What line filling needs to know about a segmented text at any size and width, worked out once per text.
///
/// Line widths come from prefix sums of the clusters' em widths. Em widths are `Float`s, so their
/// sums in a `Double` are exact for any realistic text (a `Float` has 24 significant bits; a
/// `Double` holds the sum of any number of them below 2¹⁸ em without rounding). The width of
/// clusters `[a, b)` is therefore `(prefix[b] - prefix[a]) × size`, the same whatever the line's
/// start, and a line's end can be found by binary search instead of a walk over every cluster.
/// A reference: a segmentation made per layout call shares it with one retain.
final class FillIndex: Sendable {
    /// `prefix[i]`: em width of clusters `[0, i)`; `count + 1` entries.
    let prefix: [Double]
    /// Four entries per cluster `i` (one allocation, read together): the last cluster at or before
    /// `i` that is not whitespace (or -1), the first at or after `i` that is not whitespace (or the
    /// count), the first at or after `i` after which a line must end (or the count), and the last
    /// at or before `i` after which a line may end (or -1).
    private let marks: [Int32]
    let count: Int

    init(widths: [Float], isSpace: [Bool], breakAfter: [UInt8]) {
        let n = min(widths.count, isSpace.count, breakAfter.count)
        let hard = Segmentation.BreakKind.hard.rawValue, allowed = Segmentation.BreakKind.allowed.rawValue
        count = n
        prefix = Self.prefixSums(widths, n)
        marks = [Int32](unsafeUninitializedCapacity: 4 * n) { m, made in
            var ink: Int32 = -1, allow: Int32 = -1
            for i in 0..<n {
                if !isSpace[i] { ink = Int32(i) }
                if breakAfter[i] == allowed { allow = Int32(i) }
                m[4 * i] = ink
                m[4 * i + 3] = allow
            }
            var nextInk = Int32(n), nextHard = Int32(n)
            for i in stride(from: n - 1, through: 0, by: -1) {
                if !isSpace[i] { nextInk = Int32(i) }
                if breakAfter[i] == hard { nextHard = Int32(i) }
                m[4 * i + 1] = nextInk
                m[4 * i + 2] = nextHard
            }
            made = 4 * n
        }
    }

    /// The index of the same segmentation (`isSpace`, `breakAfter`) with other widths (another
    /// face): the marks depend on the segmentation only, so `other`'s are shared. `widths` must
    /// have one entry per cluster of `other` (`count`), and `other` must have been made from the
    /// same segmentation, its arrays all `count` long.
    init(widths: [Float], marksOf other: FillIndex) {
        precondition(widths.count == other.count, "one width per cluster")
        count = other.count
        prefix = Self.prefixSums(widths, count)
        marks = other.marks
    }

    private static func prefixSums(_ widths: [Float], _ n: Int) -> [Double] {
        [Double](unsafeUninitializedCapacity: n + 1) { p, made in
            var sum = 0.0
            p[0] = 0
            // Advances are never negative; a negative one is read as 0 so prefix sums only grow.
            for i in 0..<n { sum += Double(max(0, widths[i])); p[i + 1] = sum }
            made = n + 1
        }
    }

    /// The last cluster at or before `i` that is not whitespace, or -1.
    @inline(__always) func lastInk(_ i: Int) -> Int { Int(marks[4 * i]) }
    /// The first cluster at or after `i` that is not whitespace, or `count`.
    @inline(__always) func nextInk(_ i: Int) -> Int { Int(marks[4 * i + 1]) }
    /// The first cluster at or after `i` after which a line must end, or `count`.
    @inline(__always) func nextHard(_ i: Int) -> Int { Int(marks[4 * i + 2]) }
    /// The last cluster at or before `i` after which a line may end, or -1.
    @inline(__always) func lastAllowed(_ i: Int) -> Int { Int(marks[4 * i + 3]) }

    /// Em width of the whole text on one line, trailing whitespace excluded.
    var singleLineEm: Double {
        guard count > 0 else { return 0 }
        let last = lastInk(count - 1)
        return last >= 0 ? prefix[last + 1] : 0
    }
}
