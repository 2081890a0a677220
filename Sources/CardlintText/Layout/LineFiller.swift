/// Greedy line filling shared by `ICUTextMeasurer` and `FixedAdvanceMeasurer`.
enum LineFiller {
    /// How much wider than its box a line may be and still fit, in points. Widths are sums of
    /// 32-bit em widths times the font size, so a line exactly as wide as its box can come out a
    /// few millionths of a point over; a hundredth of a point is far below anything drawn.
    static let tolerance = 0.01

    /// Clusters `[start, end)` on one line; `width` leaves out trailing whitespace.
    struct Span {
        var start: Int
        var end: Int
        var width: Double
    }

    /// `naturalWidth`: the text's widest line at unlimited width, when the caller already knows it.
    static func layout(_ s: Segmentation, maxWidth: Double, wrapping: TextWrapping, naturalWidth: Double? = nil) -> TextLayout {
        var lines: [TextLine] = []
        let laid = layout(s, maxWidth: maxWidth, wrapping: wrapping, naturalWidth: naturalWidth, into: &lines)
        return TextLayout(lines: lines, laid)
    }

    /// `layout(_:maxWidth:wrapping:naturalWidth:)` with the shown lines appended to `lines` (a
    /// layout's one array of lines, or a card's natural layouts): no array of its own per text.
    static func layout(_ s: Segmentation, maxWidth: Double, wrapping: TextWrapping, naturalWidth: Double? = nil,
                       into lines: inout [TextLine]) -> LaidLines {
        let n = s.count
        guard n > 0 else {
            return LaidLines(lineCount: 0, width: 0, naturalWidth: 0, unconstrainedLineCount: 0,
                             truncated: false, hiddenUTF16Count: 0, brokeInsideWord: false)
        }
        let limit = max(maxWidth, 0)
        if !wrapping.wrap { return singleLine(s, maxWidth: limit, into: &lines) }

        let keep = (wrapping.maxLines ?? 0) > 0 ? wrapping.maxLines! : Int.max
        let base = lines.count
        let f = fill(s, maxWidth: limit, keep: keep, into: &lines)
        // Without a line ended for want of width, the lines are the unlimited ones (`keep` 0:
        // counted and measured, none appended).
        let natural = f.wrapped ? naturalWidth ?? fill(s, maxWidth: .infinity, keep: 0, into: &lines).widest : f.widest
        var width = f.widestKept
        var hidden = 0
        var truncated = false
        if f.count > keep, let last = f.lastKept {
            let cut = prefix(s, from: last.start, to: last.end, fitting: limit - s.ellipsisWidth)
            let shown = Span(start: last.start, end: cut.end, width: cut.width + s.ellipsisWidth)
            lines[base + keep - 1] = TextLine(utf16Range: utf16Range(s, shown.start, shown.end), width: shown.width)
            width = max(f.widestBeforeLastKept, shown.width)
            hidden = s.utf16Count - s.utf16Start(ofCluster: cut.end)
            truncated = true
        }
        return LaidLines(lineCount: lines.count - base, width: width, naturalWidth: natural, unconstrainedLineCount: f.count,
                         truncated: truncated, hiddenUTF16Count: hidden, brokeInsideWord: f.broke)
    }

    /// `wrap: false`: the whole text on one line (hard breaks drawn as nothing), clipped by the box.
    private static func singleLine(_ s: Segmentation, maxWidth: Double, into lines: inout [TextLine]) -> LaidLines {
        let whole = prefix(s, from: 0, to: s.count, fitting: .infinity)
        var hidden = 0
        let truncated = whole.width > maxWidth + LineFiller.tolerance
        if truncated {
            let cut = prefix(s, from: 0, to: s.count, fitting: maxWidth - s.ellipsisWidth)
            hidden = s.utf16Count - s.utf16Start(ofCluster: cut.end)
        }
        lines.append(TextLine(utf16Range: 0..<s.utf16Count, width: whole.width))
        return LaidLines(lineCount: 1, width: whole.width, naturalWidth: whole.width, unconstrainedLineCount: 1,
                         truncated: truncated, hiddenUTF16Count: hidden, brokeInsideWord: false)
    }

    /// The longest run of clusters from `start` (at most to `end`) whose width, trailing spaces excluded, fits.
    private static func prefix(_ s: Segmentation, from start: Int, to end: Int, fitting limit: Double) -> (end: Int, width: Double) {
        guard start < end else { return (start, 0) }
        let x = s.index
        let over = firstInkOver(x, from: start, to: end, base: x.prefix[start], size: s.size, limit: limit + LineFiller.tolerance)
        guard over > start else { return (start, 0) }
        let k = x.lastInk(over - 1)
        guard k >= start else { return (start, 0) }
        return (k + 1, (x.prefix[k + 1] - x.prefix[start]) * s.size)
    }

    /// The first non-whitespace cluster in `[from, to)` at which the width from the line's start
    /// (`base`, in em) exceeds `limit`, or `to`. Prefix sums only grow, so this is a binary search.
    @inline(__always)
    static func firstInkOver(_ x: FillIndex, from: Int, to: Int, base: Double, size: Double, limit: Double) -> Int {
        guard from < to, (x.prefix[to] - base) * size > limit else { return to }
        var lo = from, hi = to - 1   // the answer is in [lo, hi]: the whole range exceeds at `to - 1`
        while lo < hi {
            let mid = (lo + hi) >> 1
            if (x.prefix[mid + 1] - base) * size > limit { hi = mid } else { lo = mid + 1 }
        }
        return min(x.nextInk(lo), to)
    }

    /// The UTF-16 offsets of clusters `[start, end)` (empty at the start's offset when `end <= start`).
    @inline(__always)
    private static func utf16Range(_ s: Segmentation, _ start: Int, _ end: Int) -> Range<Int> {
        let lo = s.utf16Start(ofCluster: start)
        return lo..<(end > start ? Int(s.clusterEnds[end - 1]) : lo)
    }

    /// What `fill` found besides the first `keep` lines: how many there are in all and their widths.
    struct Filled {
        /// Lines in all (also those past `keep`).
        var count = 0
        /// The widest line of all, of the kept lines, and of the kept lines before the last kept one.
        var widest = 0.0, widestKept = 0.0, widestBeforeLastKept = 0.0
        /// The last kept line's clusters, when lines follow it (it is the one `maxLines` cuts).
        var lastKept: Span?
        /// A word wider than its line was broken between clusters.
        var broke = false
        /// Some line ended because the next cluster did not fit (not at a hard break or the end).
        var wrapped = false
    }

    /// Greedy filling: each line takes clusters up to the last break opportunity that fits; a word wider than the
    /// line is broken between grapheme clusters; hard breaks always end a line. Only the first `keep` lines are
    /// appended to `lines` (0: just count and measure them). Each line is found by a binary search in the text's
    /// `FillIndex`.
    static func fill(_ s: Segmentation, maxWidth: Double, keep: Int, into lines: inout [TextLine]) -> Filled {
        let x = s.index, n = x.count, size = s.size, limit = maxWidth + LineFiller.tolerance
        var out = Filled()
        var lastKept: Span?
        var start = 0
        while start < n {
            let base = x.prefix[start]
            // Width of the line up to cluster `j`, trailing whitespace excluded.
            func ink(_ j: Int) -> Double {
                let k = x.lastInk(j)
                return k >= start ? (x.prefix[k + 1] - base) * size : 0
            }
            // The first cluster of a line is placed whatever its width.
            let over = firstInkOver(x, from: start + 1, to: n, base: base, size: size, limit: limit)
            let hard = x.nextHard(start)
            let end: Int, endWidth: Double
            if hard < over {
                end = hard + 1; endWidth = ink(hard)
            } else if over < n {
                out.wrapped = true
                let b = x.lastAllowed(over - 1)
                if b >= start {
                    end = b + 1; endWidth = ink(b)
                } else {
                    end = over; endWidth = ink(over - 1); out.broke = true
                }
            } else {
                end = n; endWidth = ink(n - 1)
            }
            if out.count < keep {
                lines.append(TextLine(utf16Range: utf16Range(s, start, end), width: endWidth))
                out.widestKept = max(out.widestKept, endWidth)
                if out.count < keep - 1 {
                    out.widestBeforeLastKept = max(out.widestBeforeLastKept, endWidth)
                } else {
                    lastKept = Span(start: start, end: end, width: endWidth)
                }
            } else if out.count == keep {
                // A line follows the last kept one: `maxLines` cuts the latter.
                out.lastKept = lastKept
            }
            out.widest = max(out.widest, endWidth)
            out.count += 1
            start = end
        }
        return out
    }
}
