@testable import CardlintText
import CardlintTestSupport
import Testing

/// `LineFiller` finds each line by binary search over em prefix sums (`FillIndex`); the cluster walk
/// it replaced sums point widths cluster by cluster. Both must break every text at the same places,
/// flag the same cuts and give the same widths (up to the rounding of the two sums).
@Suite struct FillIndexTests {
    /// Clusters of words and spaces with break opportunities after spaces, some hard breaks, some
    /// zero-width clusters, some very wide ones (words longer than any line) and runs without breaks.
    static func text(_ rng: inout SplitMix) -> ClusterWalkFiller {
        let n = Int.random(in: 0...60, using: &rng)
        var t = ClusterWalkFiller(ends: [], widths: [], isSpace: [], breakAfter: [], size: [10, 14, 17.5, 31.3][Int.random(in: 0...3, using: &rng)],
                                  ellipsis: 0)
        t.ellipsis = 0.9 * t.size
        var offset: Int32 = 0
        for i in 0..<n {
            let roll = Int.random(in: 0..<100, using: &rng)
            let space = roll < 18
            offset += roll % 7 == 0 ? 2 : 1
            t.ends.append(offset)
            t.widths.append(roll < 3 ? 0 : roll > 97 ? Float.random(in: 4...12, using: &rng) : Float.random(in: 0.2...0.9, using: &rng))
            t.isSpace.append(space)
            let kind: Segmentation.BreakKind = space ? (roll < 2 ? .hard : .allowed) : roll == 50 ? .allowed : .none
            t.breakAfter.append(i == n - 1 && kind == .allowed ? Segmentation.BreakKind.none.rawValue : kind.rawValue)
        }
        return t
    }

    static func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
        return a.lines.map(\.utf16Range) == b.lines.map(\.utf16Range)
            && zip(a.lines, b.lines).allSatisfy { close($0.width, $1.width) }
            && close(a.width, b.width) && close(a.naturalWidth, b.naturalWidth)
            && a.unconstrainedLineCount == b.unconstrainedLineCount && a.truncated == b.truncated
            && a.hiddenUTF16Count == b.hiddenUTF16Count && a.brokeInsideWord == b.brokeInsideWord
    }

    @Test func binarySearchFillerEqualsClusterWalk() {
        var rng = SplitMix(seed: 42)
        var compared = 0, wrappedSomewhere = 0
        for _ in 0..<1_500 {
            let t = Self.text(&rng)
            let s = Segmentation(utf16Count: t.utf16Count, clusterEnds: t.ends, widths: t.widths, size: t.size,
                                 isSpace: t.isSpace, breakAfter: t.breakAfter, ellipsisWidth: t.ellipsis)
            // Widths at which a line exactly fits (each prefix's ink width), within the fit tolerance
            // below, clearly below and above, and arbitrary ones. (Not exactly at the tolerance: there
            // the two fillers' roundings may fall either way.)
            var widths: [Double] = [0, -3, .infinity, 1, 37.5, 120, 400]
            let tol = LineFiller.tolerance
            for end in stride(from: 1, through: t.widths.count, by: 3) {
                let w = t.prefix(0, end, .infinity).width
                widths += [w, w - tol / 2, w - 2 * tol, w + tol]
            }
            for width in widths {
                for wrapping in [TextWrapping(wrap: true), TextWrapping(wrap: true, maxLines: 1), TextWrapping(wrap: true, maxLines: 2),
                                 TextWrapping(wrap: false)] {
                    let fast = LineFiller.layout(s, maxWidth: width, wrapping: wrapping)
                    let slow = t.layout(maxWidth: width, wrapping: wrapping)
                    #expect(Self.same(fast, slow), "case \(compared): width \(width), \(wrapping), widths \(t.widths), breaks \(t.breakAfter)")
                    if fast.unconstrainedLineCount > 1 { wrappedSomewhere += 1 }
                    compared += 1
                }
            }
        }
        // The cases must exercise wrapping, breaking inside words and truncation, or the comparison proves little.
        #expect(compared > 50_000)
        #expect(wrappedSomewhere > compared / 4)
    }

    @Test func prefixSumsAndMarks() {
        let space = true, word = false
        let a = Segmentation.BreakKind.allowed.rawValue, h = Segmentation.BreakKind.hard.rawValue, z = Segmentation.BreakKind.none.rawValue
        // "ab c\nd" as clusters: a b ␠ c ⏎ d
        let x = FillIndex(widths: [0.5, 0.25, 0.375, 0.5, 0, 1], isSpace: [word, word, space, word, space, word], breakAfter: [z, z, a, z, h, z])
        #expect(x.prefix == [0, 0.5, 0.75, 1.125, 1.625, 1.625, 2.625])
        #expect((0..<6).map(x.lastInk) == [0, 1, 1, 3, 3, 5])
        #expect((0..<6).map(x.nextInk) == [0, 1, 3, 3, 5, 5])
        #expect((0..<6).map(x.nextHard) == [4, 4, 4, 4, 4, 6])
        #expect((0..<6).map(x.lastAllowed) == [-1, -1, 2, 2, 2, 2])
        #expect(x.singleLineEm == 2.625)
    }
}
