/// A fake `TextMeasurer` for layout tests: every grapheme cluster is `advance × size` points wide (line feeds are
/// zero wide), lines may break after spaces and must break at `\n`. No ICU, no tables.
public struct FixedAdvanceMeasurer: TextMeasurer {
    /// Advance of one grapheme in em.
    public var advance: Double

    public init(advance: Double = 0.5) { self.advance = advance }

    public func layout(_ text: String, style: TextStyle, maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
        LineFiller.layout(segmentation(text, size: style.size), maxWidth: maxWidth, wrapping: wrapping)
    }

    public func width(of text: String, style: TextStyle) -> Double {
        segmentation(text, size: style.size).singleLineWidth
    }

    private func segmentation(_ text: String, size: Double) -> Segmentation {
        var ends: [Int32] = [], widths: [Float] = [], spaces: [Bool] = [], breaks: [UInt8] = []
        var offset: Int32 = 0
        for ch in text {
            offset += Int32(ch.utf16.count)
            ends.append(offset)
            let newline = ch.isNewline
            widths.append(newline ? 0 : Float(advance))
            spaces.append(ch.isWhitespace)
            breaks.append(newline ? Segmentation.BreakKind.hard.rawValue
                          : ch == " " ? Segmentation.BreakKind.allowed.rawValue : Segmentation.BreakKind.none.rawValue)
        }
        // A space directly before another space is not the break: break after the last one.
        for i in breaks.indices.dropLast() where breaks[i] == Segmentation.BreakKind.allowed.rawValue && spaces[i + 1] {
            breaks[i] = Segmentation.BreakKind.none.rawValue
        }
        if let last = breaks.indices.last { breaks[last] = Segmentation.BreakKind.none.rawValue }
        return Segmentation(utf16Count: Int(offset), clusterEnds: ends, widths: widths, size: size, isSpace: spaces,
                            breakAfter: breaks, ellipsisWidth: advance * size)
    }
}
