import CICU

/// Segments simple text without ICU's iterators, giving exactly what `PreparedText(icu:)` gives
/// (`SimpleSegmenterTests` compares the two on many thousands of strings).
///
/// Simple text is made only of characters that are their own grapheme cluster and whose UAX #14
/// line-breaking class is one of a few handled here: letters of the Latin, Greek and Cyrillic
/// blocks and some ASCII symbols (AL), CJK ideographs and emoticons (ID), digits (NU), space
/// (SP), `\n` (LF), `, . : ;` (IS), `! ?` (EX), straight and (in some languages) curly quotes
/// (QU), `-` (HY), `( [` (OP) and `) ]` (CP). A pair of classes whose break the rules below do
/// not settle for certain (`!` or `.` before a digit, `)(`, …), a locale with extensions
/// (`-u-lb-strict`) or any other character sends the text to ICU.
enum SimpleSegmenter {
    // Line-breaking classes of admitted characters.
    static let letter: UInt8 = 0, digit: UInt8 = 1, space: UInt8 = 2, newline: UInt8 = 3, infix: UInt8 = 4
    static let exclamation: UInt8 = 5, quote: UInt8 = 6, hyphen: UInt8 = 7, open: UInt8 = 8, close: UInt8 = 9
    /// ID: CJK ideographs and emoticons (flags from ICU).
    static let ideograph: UInt8 = 11
    /// Context before the first character.
    static let start: UInt8 = 10
    static let other: UInt8 = 255

    // `Segmentation.BreakKind` raw values, and `undecided` for "ask ICU".
    static let none: UInt8 = 0, allowed: UInt8 = 1, hard: UInt8 = 2, undecided: UInt8 = 3

    static let asciiClasses: [UInt8] = {
        var t = [UInt8](repeating: other, count: 128)
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(c)] = letter }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(c)] = letter }
        for c in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(c)] = digit }
        for c in "#&*<=>@^_`~".utf8 { t[Int(c)] = letter }
        for c in ",.:;".utf8 { t[Int(c)] = infix }
        for c in "!?".utf8 { t[Int(c)] = exclamation }
        for c in "'\"".utf8 { t[Int(c)] = quote }
        for c in "([".utf8 { t[Int(c)] = open }
        for c in ")]".utf8 { t[Int(c)] = close }
        t[Int(UInt8(ascii: "-"))] = hyphen
        t[Int(UInt8(ascii: " "))] = space
        t[Int(UInt8(ascii: "\n"))] = newline
        return t
    }()

    /// The class of a code point above ASCII.
    @inline(__always) static func nonASCIIClass(_ c: UInt32) -> UInt8 {
        switch c {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F: letter                      // Latin-1 letters, Latin Extended-A/B
        case 0x386, 0x388...0x38A, 0x38C, 0x38E...0x3A1, 0x3A3...0x3CE: letter   // Greek letters
        case 0x400...0x481, 0x48A...0x52F: letter                                // Cyrillic (no combining marks)
        case 0x2018, 0x2019, 0x201C, 0x201D: quote
        case 0x4E00...0x9FFF, 0x1F600...0x1F64F: ideograph                       // CJK Unified Ideographs, emoticons
        default: other
        }
    }

    /// What may follow a character of class `a` followed by one of class `b` (UAX #14 rule numbers), or
    /// `undecided`. `before` is the class before `a`, `lastNonSpace` the last class other than space up to `a`.
    @inline(__always) static func rule(_ a: UInt8, _ b: UInt8, before: UInt8, lastNonSpace: UInt8) -> UInt8 {
        if a == newline { return hard }                                           // LB5
        if b == space || b == newline { return none }                            // LB6, LB7
        if b == infix || b == exclamation || b == close { return none }          // LB13 (even after spaces)
        if a == space {
            if lastNonSpace == open { return none }                              // LB14: OP SP* ×
            if lastNonSpace == quote && b == open { return none }                // LB15: QU SP* × OP
            return allowed                                                        // LB18
        }
        if a == open || a == quote || b == quote || b == hyphen { return none }  // LB14, LB19, LB21
        if (a == ideograph || b == ideograph) && a != hyphen { return allowed }   // LB31
        switch a {
        case letter, digit: return none                                           // LB28, LB23, LB25, LB30 (b: AL, NU, OP)
        case infix: return b == letter ? none : undecided                         // LB29
        case exclamation: return b == letter ? allowed : undecided                // LB31
        case close: return b == letter || b == digit ? none : undecided           // LB30
        case hyphen: return b == letter && (before == letter || before == digit) ? allowed : undecided  // LB31
        default: return undecided
        }
    }

    /// Languages whose line breaking treats curly quotes as QU (Chinese, for one, makes them OP and CL), as their
    /// letters packed into an integer (`packed`).
    static let curlyQuoteLanguages: [UInt32] = ["", "en", "fr", "de", "es", "it", "pt", "nl", "ru", "pl", "sv", "fi", "el"]
        .map { packed($0.utf8) }

    static func packed(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var v: UInt32 = 0
        for b in bytes { v = v << 8 | UInt32(b) }
        return v
    }

    /// Whether the fast path may segment text in `locale` (no extension such as `-u-lb-strict` or `@lb=…` that
    /// could tailor line breaking), and whether it may admit curly quotes there.
    static func localeSupport(_ locale: String) -> (usable: Bool, curlyQuotes: Bool) {
        var subtag = 0, first = true, language: UInt32 = 0
        for b in locale.utf8 {
            if b == UInt8(ascii: "-") || b == UInt8(ascii: "_") {
                if subtag == 1 { return (false, false) }
                first = false
                subtag = 0
            } else if b == UInt8(ascii: "@") || b == UInt8(ascii: "=") {
                return (false, false)
            } else {
                subtag += 1
                // Languages of more than three letters are not in the list: `.max` matches none.
                if first { language = subtag > 3 ? .max : language << 8 | UInt32(b) }
                if subtag > 3 { first = false }
            }
        }
        if subtag == 1 { return (false, false) }
        return (true, curlyQuoteLanguages.contains(language))
    }

    /// The segmentation of `text`, or nil when it is not simple.
    static func prepare(_ text: String, locale: String) -> PreparedText? {
        let support = localeSupport(locale)
        guard support.usable else { return nil }
        var text = text
        return text.withUTF8 { segment($0, curlyQuotes: support.curlyQuotes) }
    }

    private static func segment(_ bytes: UnsafeBufferPointer<UInt8>, curlyQuotes: Bool) -> PreparedText? {
        // Arrays are grown from `reserveCapacity` (specialised, cheaper than the generic uninitialised allocation);
        // the classes live on the stack.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { classes in
            segment(bytes, curlyQuotes: curlyQuotes, classes: classes)
        }
    }

    private static func segment(_ bytes: UnsafeBufferPointer<UInt8>, curlyQuotes: Bool,
                                classes: UnsafeMutableBufferPointer<UInt8>) -> PreparedText? {
        let n = bytes.count
        var scalars: [UInt32] = []
        scalars.reserveCapacity(n)
        var utf16Count = 0, count = 0
        let table = asciiClasses
        var i = 0
        while i < n {
            let b0 = bytes[i]
            let c: UInt32, k: UInt8
            if b0 < 0x80 {
                c = UInt32(b0); k = table[Int(b0)]; i += 1
            } else {
                if b0 < 0xE0 {
                    c = UInt32(b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F); i += 2
                } else if b0 < 0xF0 {
                    c = UInt32(b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F); i += 3
                    if !curlyQuotes && c < 0x2100 { return nil }
                } else {
                    c = UInt32(b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                        | UInt32(bytes[i + 3] & 0x3F)
                    i += 4; utf16Count += 1
                }
                k = nonASCIIClass(c)
            }
            if k == other { return nil }
            scalars.append(c)
            classes[count] = k
            count += 1
        }
        utf16Count += count
        var breakAfter: [UInt8] = []
        breakAfter.reserveCapacity(count)
        var before = start, lastNonSpace = start
        for j in 0..<max(count - 1, 0) {
            let a = classes[j]
            if a != space { lastNonSpace = a }
            let r = rule(a, classes[j + 1], before: before, lastNonSpace: lastNonSpace)
            if r == undecided { return nil }
            breakAfter.append(r)
            before = a
        }
        // The text end is not a break to take; after a final `\n` it is still a hard one.
        if count > 0 { breakAfter.append(classes[count - 1] == newline ? hard : none) }
        let whitespace = Int32(CICU_CHAR_WHITESPACE)
        var flags: [Int32] = [], isSpace: [Bool] = [], clusterScalarStart: [Int32] = [], clusterEnds: [Int32] = []
        flags.reserveCapacity(count); isSpace.reserveCapacity(count)
        clusterScalarStart.reserveCapacity(count + 1); clusterEnds.reserveCapacity(count)
        var end: Int32 = 0
        for j in 0..<count {
            let k = classes[j]
            flags.append(k == space || k == newline ? whitespace : k == ideograph ? cicu_char_flags(scalars[j]) : 0)
            isSpace.append(k == space || k == newline)
            clusterScalarStart.append(Int32(j))
            end += scalars[j] > 0xFFFF ? 2 : 1
            clusterEnds.append(end)
        }
        clusterScalarStart.append(Int32(count))
        return PreparedText(utf16Count: utf16Count, scalars: scalars, flags: flags, clusterScalarStart: clusterScalarStart,
                            clusterEnds: clusterEnds, breakAfter: breakAfter, isSpace: isSpace)
    }
}
