@testable import CardlintText

/// The line filler as first written: a walk over every cluster, summing point widths as it goes.
/// `FillIndexTests` compares `LineFiller` (binary searches over em prefix sums) with it.
struct ClusterWalkFiller {
    var ends: [Int32], widths: [Float], isSpace: [Bool], breakAfter: [UInt8], size: Double, ellipsis: Double

    var utf16Count: Int { ends.last.map(Int.init) ?? 0 }
    func width(_ i: Int) -> Double { Double(widths[i]) * size }
    func start(_ i: Int) -> Int { i == 0 ? 0 : Int(ends[i - 1]) }

    func layout(maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
        let n = widths.count
        guard n > 0 else {
            return TextLayout(lines: [], width: 0, naturalWidth: 0, unconstrainedLineCount: 0, truncated: false,
                              hiddenUTF16Count: 0, brokeInsideWord: false)
        }
        let limit = max(maxWidth, 0)
        if !wrapping.wrap {
            let whole = prefix(0, n, .infinity)
            let truncated = whole.width > limit + LineFiller.tolerance
            var hidden = 0
            if truncated {
                let cut = prefix(0, n, limit - ellipsis)
                hidden = utf16Count - (cut.end > 0 ? Int(ends[cut.end - 1]) : 0)
            }
            return TextLayout(lines: [TextLine(utf16Range: 0..<utf16Count, width: whole.width)], width: whole.width,
                              naturalWidth: whole.width, unconstrainedLineCount: 1, truncated: truncated,
                              hiddenUTF16Count: hidden, brokeInsideWord: false)
        }
        let keep = (wrapping.maxLines ?? 0) > 0 ? wrapping.maxLines! : Int.max
        let spans = fill(limit)
        let natural = fill(.infinity).map(\.width).max() ?? 0
        var lines = spans.prefix(keep).map { TextLine(utf16Range: start($0.start)..<($0.end > $0.start ? Int(ends[$0.end - 1]) : start($0.start)), width: $0.width) }
        var width = lines.map(\.width).max() ?? 0
        var hidden = 0, truncated = false
        if spans.count > keep {
            let last = spans[keep - 1]
            let cut = prefix(last.start, last.end, limit - ellipsis)
            let shownEnd = cut.end > last.start ? Int(ends[cut.end - 1]) : start(last.start)
            lines[keep - 1] = TextLine(utf16Range: start(last.start)..<shownEnd, width: cut.width + ellipsis)
            width = max(lines.dropLast().map(\.width).max() ?? 0, cut.width + ellipsis)
            hidden = utf16Count - (cut.end > 0 ? Int(ends[cut.end - 1]) : 0)
            truncated = true
        }
        return TextLayout(lines: lines, width: width, naturalWidth: natural, unconstrainedLineCount: spans.count,
                          truncated: truncated, hiddenUTF16Count: hidden, brokeInsideWord: spans.contains(where: \.broke))
    }

    func prefix(_ from: Int, _ to: Int, _ limit: Double) -> (end: Int, width: Double) {
        var running = 0.0, fitEnd = from, fitWidth = 0.0
        for i in from..<to {
            running += width(i)
            if !isSpace[i] {
                if running > limit + LineFiller.tolerance { break }
                fitEnd = i + 1; fitWidth = running
            }
        }
        return (fitEnd, fitWidth)
    }

    func fill(_ maxWidth: Double) -> [(start: Int, end: Int, width: Double, broke: Bool)] {
        var out: [(start: Int, end: Int, width: Double, broke: Bool)] = []
        var start = 0
        while start < widths.count {
            var running = 0.0, width = 0.0, lastBreak = -1, widthAtBreak = 0.0, end = -1, endWidth = 0.0, broke = false
            var i = start
            while i < widths.count {
                if isSpace[i] {
                    running += self.width(i)
                } else {
                    let candidate = running + self.width(i)
                    if candidate > maxWidth + LineFiller.tolerance && i > start {
                        if lastBreak >= start { end = lastBreak + 1; endWidth = widthAtBreak } else { end = i; endWidth = width; broke = true }
                        break
                    }
                    running = candidate; width = candidate
                }
                if breakAfter[i] == Segmentation.BreakKind.hard.rawValue { end = i + 1; endWidth = width; break }
                if breakAfter[i] == Segmentation.BreakKind.allowed.rawValue { lastBreak = i; widthAtBreak = width }
                i += 1
            }
            if end < 0 { end = widths.count; endWidth = width }
            out.append((start, end, endWidth, broke))
            start = end
        }
        return out
    }
}
