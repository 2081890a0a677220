import CICU

/// A string segmented once per (text, locale): its grapheme clusters, line-break opportunities and the facts per
/// code point that widths need. Widths for a face are computed from it (`ClusterWidths`).
struct PreparedText: Sendable {
    /// UTF-16 length of the source.
    var utf16Count: Int
    /// Code points of the source, in order.
    var scalars: [UInt32]
    /// `CICU_CHAR_*` flags per code point.
    var flags: [Int32]
    /// For each grapheme cluster: index of its first code point in `scalars` (plus a final sentinel).
    var clusterScalarStart: [Int32]
    /// For each grapheme cluster: UTF-16 offset of its end.
    var clusterEnds: [Int32]
    /// For each cluster: what may follow it (`Segmentation.BreakKind` raw value).
    var breakAfter: [UInt8]
    /// For each cluster: only whitespace (trailing whitespace hangs past the line end).
    var isSpace: [Bool]
}

extension PreparedText {
    /// Segments `text` with ICU's grapheme and line-break iterators.
    init(icu text: String, locale: String, breakers: ICUBreakers) {
        let utf16 = Array(text.utf16)
        var scalars: [UInt32] = []
        scalars.reserveCapacity(utf16.count)
        var scalarOffsets: [Int32] = []
        scalarOffsets.reserveCapacity(utf16.count)
        var offset: Int32 = 0
        for s in text.unicodeScalars {
            scalars.append(s.value)
            scalarOffsets.append(offset)
            offset += s.value > 0xFFFF ? 2 : 1
        }
        let flags = scalars.map { $0 < 0x80 ? PreparedText.asciiFlags($0) : cicu_char_flags($0) }

        let graphemes = breakers.graphemes(utf16)
        let lines = breakers.lineBreaks(utf16, locale: locale)
        var lineKind = [UInt8](repeating: 0, count: utf16.count + 1)
        for (p, status) in zip(lines.positions, lines.statuses) {
            lineKind[Int(p)] = status & UInt8(CICU_STATUS_HARD) != 0 ? Segmentation.BreakKind.hard.rawValue
                                                                    : Segmentation.BreakKind.allowed.rawValue
        }
        var clusterScalarStart: [Int32] = []
        clusterScalarStart.reserveCapacity(graphemes.positions.count + 1)
        var breakAfter: [UInt8] = []
        breakAfter.reserveCapacity(graphemes.positions.count)
        var isSpace: [Bool] = []
        isSpace.reserveCapacity(graphemes.positions.count)
        var si = 0
        for end in graphemes.positions {
            clusterScalarStart.append(Int32(si))
            var allSpace = true
            while si < scalars.count && scalarOffsets[si] < end {
                if flags[si] & Int32(CICU_CHAR_WHITESPACE) == 0 { allSpace = false }
                si += 1
            }
            isSpace.append(allSpace)
            breakAfter.append(lineKind[Int(end)])
        }
        clusterScalarStart.append(Int32(scalars.count))
        // A line-break opportunity inside a cluster cannot happen (UAX #14 keeps clusters whole); the text end is not
        // a break to take.
        if !breakAfter.isEmpty && breakAfter[breakAfter.count - 1] == Segmentation.BreakKind.allowed.rawValue {
            breakAfter[breakAfter.count - 1] = Segmentation.BreakKind.none.rawValue
        }
        self.init(utf16Count: utf16.count, scalars: scalars, flags: flags, clusterScalarStart: clusterScalarStart,
                  clusterEnds: graphemes.positions, breakAfter: breakAfter, isSpace: isSpace)
    }

    /// Flags of ASCII code points without calling ICU.
    @inline(__always) static func asciiFlags(_ c: UInt32) -> Int32 {
        switch c {
        case 0x09...0x0D, 0x20: Int32(CICU_CHAR_WHITESPACE)
        default: 0
        }
    }
}
