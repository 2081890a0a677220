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

        var (spans, broke, wrapped) = fill(s, maxWidth: limit)
        // Without a line ended for want of width, the lines are the unlimited ones.
        let natural = wrapped ? naturalWidth ?? fill(s, maxWidth: .infinity).spans.reduce(0) { max($0, $1.width) }
                              : spans.reduce(0) { max($0, $1.width) }
        let unconstrained = spans.count
        var hidden = 0
        var truncated = false
        if let maxLines = wrapping.maxLines, maxLines > 0, spans.count > maxLines {
            spans.removeSubrange(maxLines...)
            let last = spans[maxLines - 1]
            let cut = prefix(s, from: last.start, to: last.end, fitting: limit - s.ellipsisWidth)
            spans[maxLines - 1] = Span(start: last.start, end: cut.end, width: cut.width + s.ellipsisWidth)
            hidden = s.utf16Count - (cut.end > 0 ? Int(s.clusterEnds[cut.end - 1]) : 0)
            truncated = true
        }
        let lines = spans.map { TextLine(utf16Range: s.utf16Start(ofCluster: $0.start)..<utf16End(s, $0), width: $0.width) }
        return TextLayout(lines: lines, width: spans.reduce(0) { max($0, $1.width) }, naturalWidth: natural,
                          unconstrainedLineCount: unconstrained, truncated: truncated, hiddenUTF16Count: hidden,
                          brokeInsideWord: broke)
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

    /// Greedy filling: each line takes clusters up to the last break opportunity that fits; a word wider than the
    /// line is broken between grapheme clusters; hard breaks always end a line.
    /// `wrapped`: some line ended because the next cluster did not fit (not at a hard break or the end).
    static func fill(_ s: Segmentation, maxWidth: Double) -> (spans: [Span], brokeInsideWord: Bool, wrapped: Bool) {
        s.widths.withUnsafeBufferPointer { widths in
            s.isSpace.withUnsafeBufferPointer { isSpace in
                s.breakAfter.withUnsafeBufferPointer { breakAfter in
                    fill(widths, isSpace, breakAfter, size: s.size, maxWidth: maxWidth)
                }
            }
        }
    }

    /// The filling loop over the segmentation's arrays (read without bounds checks: all three have
    /// one entry per cluster).
    private static func fill(_ widths: UnsafeBufferPointer<Float>, _ isSpace: UnsafeBufferPointer<Bool>,
                             _ breakAfter: UnsafeBufferPointer<UInt8>, size: Double,
                             maxWidth: Double) -> (spans: [Span], brokeInsideWord: Bool, wrapped: Bool) {
        let n = min(widths.count, isSpace.count, breakAfter.count)
        let hard = Segmentation.BreakKind.hard.rawValue, allowed = Segmentation.BreakKind.allowed.rawValue
        var spans: [Span] = []
        spans.reserveCapacity(8)   // most texts take a few lines: one allocation instead of growing from empty
        var broke = false, wrapped = false
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
                        wrapped = true
                        if lastBreak >= start {
                            end = lastBreak + 1; endWidth = widthAtBreak
                        } else {
                            end = i; endWidth = width; broke = true
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
            spans.append(Span(start: start, end: end, width: endWidth))
            start = end
        }
        return (spans, broke, wrapped)
    }
}
