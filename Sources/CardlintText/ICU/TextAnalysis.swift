import CICU

/// Base direction of a paragraph (UAX #9 rules P2–P3: the first strong character decides).
public enum TextDirection: String, Sendable, Hashable {
    case ltr, rtl, neutral
}

/// Unicode text facts cardlint's rules need, answered by ICU.
public enum TextAnalysis {
    private static let pool = BreakerPool()

    /// The direction of the first strong character of `text`, or `.neutral` when it has none (digits, punctuation).
    public static func baseDirection(of text: String) -> TextDirection {
        let utf16 = Array(text.utf16)
        let direction = utf16.withUnsafeBufferPointer { cicu_base_direction($0.baseAddress, Int32($0.count)) }
        switch Int(direction) {
        case CICU_DIR_LTR: return .ltr
        case CICU_DIR_RTL: return .rtl
        default: return .neutral
        }
    }

    /// UTF-16 ranges of the words of `text` (letters, numbers, ideographs; dictionary-based for Thai, CJK, …).
    public static func words(in text: String, locale: String? = nil) -> [Range<Int>] {
        let utf16 = Array(text.utf16)
        let b = pool.with { $0.words(utf16, locale: locale ?? "") }
        var ranges: [Range<Int>] = []
        var start = 0
        for (p, status) in zip(b.positions, b.statuses) {
            if status & UInt8(CICU_STATUS_WORD) != 0 { ranges.append(start..<Int(p)) }
            start = Int(p)
        }
        return ranges
    }

    /// UTF-16 end offsets of the extended grapheme clusters of `text` (what a reader sees as characters).
    public static func graphemeBoundaries(of text: String) -> [Int] {
        let utf16 = Array(text.utf16)
        return pool.with { $0.graphemes(utf16) }.positions.map { Int($0) }
    }

    /// East Asian Width of a code point is Wide or Fullwidth (drawn one em wide in CJK fonts).
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let w = Int(cicu_east_asian_width(scalar.value))
        return w == CICU_EAW_WIDE || w == CICU_EAW_FULLWIDTH
    }

    /// A non-spacing or enclosing combining mark (drawn on the previous character, no advance).
    public static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        Int(cicu_char_flags(scalar.value)) & CICU_CHAR_COMBINING_MARK != 0
    }

    /// The code point has the Emoji_Presentation property (drawn as a colour emoji by default).
    public static func hasEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        Int(cicu_char_flags(scalar.value)) & CICU_CHAR_EMOJI_PRESENTATION != 0
    }
}
