/// Greedy line filling shared by `ICUTextMeasurer` and `FixedAdvanceMeasurer`.
enum LineFiller {
    /// Clusters `[start, end)` on one line; `width` leaves out trailing whitespace.
    struct Span {
        var start: Int
        var end: Int
        var width: Double
    }

    /// `naturalWidth`: the text's widest line at unlimited width, when the caller already knows it.
    static func layout(_ s: Segmentation, maxWidth: Double, wrapping: TextWrapping, naturalWidth: Double? = nil) -> TextLayout {
        let n = s.widths.count
        guard n > 0 else {
            return TextLayout(lines: [], width: 0, naturalWidth: 0, unconstrainedLineCount: 0,
                              truncated: false, hiddenUTF16Count: 0, brokeInsideWord: false)
        }
        let limit = max(maxWidth, 0)
        if !wrapping.wrap { return singleLine(s, maxWidth: limit) }

        let keep = (wrapping.maxLines ?? 0) > 0 ? wrapping.maxLines! : Int.max
        var f = fill(s, maxWidth: limit, keep: keep)
        // Without a line ended for want of width, the lines are the unlimited ones.
        let natural = f.wrapped ? naturalWidth ?? fill(s, maxWidth: .infinity, keep: 0).widest : f.widest
        var width = f.widestKept
        var hidden = 0
        var truncated = false
        if f.count > keep, let last = f.lastKept {
            let cut = prefix(s, from: last.start, to: last.end, fitting: limit - s.ellipsisWidth)
            let shown = Span(start: last.start, end: cut.end, width: cut.width + s.ellipsisWidth)
            f.lines[keep - 1] = TextLine(utf16Range: s.utf16Start(ofCluster: shown.start)..<utf16End(s, shown), width: shown.width)
            width = max(f.widestBeforeLastKept, shown.width)
            hidden = s.utf16Count - (cut.end > 0 ? Int(s.clusterEnds[cut.end - 1]) : 0)
            truncated = true
        }
        return TextLayout(lines: f.lines, width: width, naturalWidth: natural, unconstrainedLineCount: f.count,
                          truncated: truncated, hiddenUTF16Count: hidden, brokeInsideWord: f.broke)
    }

    /// `wrap: false`: the whole text on one line (hard breaks drawn as nothing), clipped by the box.
    private static func singleLine(_ s: Segmentation, maxWidth: Double) -> TextLayout {
        let whole = prefix(s, from: 0, to: s.widths.count, fitting: .infinity)
        var hidden = 0
        let truncated = whole.width > maxWidth + 1e-9
        if truncated {
            let cut = prefix(s, from: 0, to: s.widths.count, fitting: maxWidth - s.ellipsisWidth)
            hidden = s.utf16Count - (cut.end > 0 ? Int(s.clusterEnds[cut.end - 1]) : 0)
        }
        let line = TextLine(utf16Range: 0..<s.utf16Count, width: whole.width)
        return TextLayout(lines: [line], width: whole.width, naturalWidth: whole.width, unconstrainedLineCount: 1,
                          truncated: truncated, hiddenUTF16Count: hidden, brokeInsideWord: false)
    }

    /// The longest run of clusters from `start` (at most to `end`) whose width, trailing spaces excluded, fits.
    private static func prefix(_ s: Segmentation, from start: Int, to end: Int, fitting limit: Double) -> (end: Int, width: Double) {
        var running = 0.0, width = 0.0, fitEnd = start, fitWidth = 0.0
        for i in start..<end {
            running += s.width(i)
            if !s.isSpace[i] {
                if running > limit + 1e-9 { break }
                width = running
                fitEnd = i + 1
                fitWidth = width
            }
        }
        return (fitEnd, fitWidth)
    }

    private static func utf16End(_ s: Segmentation, _ span: Span) -> Int {
        span.end > span.start ? Int(s.clusterEnds[span.end - 1]) : s.utf16Start(ofCluster: span.start)
    }

    /// What `fill` found: the first `keep` lines, how many there are in all and their widths.
    struct Filled {
        var lines: [TextLine] = []
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
    /// made (0: just count and measure them).
    static func fill(_ s: Segmentation, maxWidth: Double, keep: Int) -> Filled {
        s.widths.withUnsafeBufferPointer { widths in
            s.isSpace.withUnsafeBufferPointer { isSpace in
                s.breakAfter.withUnsafeBufferPointer { breakAfter in
                    s.clusterEnds.withUnsafeBufferPointer { ends in
                        fill(widths, isSpace, breakAfter, ends, size: s.size, maxWidth: maxWidth, keep: keep)
                    }
                }
            }
        }
    }

    /// The filling loop over the segmentation's arrays (read without bounds checks: all four have
    /// one entry per cluster).
    private static func fill(_ widths: UnsafeBufferPointer<Float>, _ isSpace: UnsafeBufferPointer<Bool>,
                             _ breakAfter: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<Int32>, size: Double,
                             maxWidth: Double, keep: Int) -> Filled {
        let n = min(widths.count, isSpace.count, breakAfter.count, ends.count)
        let hard = Segmentation.BreakKind.hard.rawValue, allowed = Segmentation.BreakKind.allowed.rawValue
        var out = Filled()
        var lastKept: Span?
        // Most texts take a few lines: one allocation instead of growing from empty.
        out.lines.reserveCapacity(min(keep, 8))
        var start = 0
        while start < n {
            var running = 0.0, width = 0.0
            var lastBreak = -1, widthAtBreak = 0.0
            var end = -1, endWidth = 0.0
            var i = start
            while i < n {
                let w = Double(widths[i]) * size
                if isSpace[i] {
                    running += w
                } else {
                    let candidate = running + w
                    if candidate > maxWidth + 1e-9 && i > start {
                        out.wrapped = true
                        if lastBreak >= start {
                            end = lastBreak + 1; endWidth = widthAtBreak
                        } else {
                            end = i; endWidth = width; out.broke = true
                        }
                        break
                    }
                    running = candidate; width = candidate
                }
                let kind = breakAfter[i]
                if kind == hard { end = i + 1; endWidth = width; break }
                if kind == allowed { lastBreak = i; widthAtBreak = width }
                i += 1
            }
            if end < 0 { end = n; endWidth = width }
            if out.count < keep {
                let lo = start == 0 ? 0 : Int(ends[start - 1])
                out.lines.append(TextLine(utf16Range: lo..<(end > start ? Int(ends[end - 1]) : lo), width: endWidth))
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
