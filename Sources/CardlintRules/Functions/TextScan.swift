/// Byte and scalar tests that let check functions skip `Character`-level work (grapheme breaking,
/// Unicode property look-ups, allocation) when the answer is certain, with the same result.
enum TextScan {
    /// Whether a space followed by `u` forms one `Character` (a combining mark, a zero-width joiner,
    /// an emoji modifier…): the space is then not a separate whitespace character.
    static func joinsSpace(_ u: Unicode.Scalar) -> Bool {
        if u.value < 0x300 { return false }  // Basic Latin and Latin-1/Extended: base characters only
        var pair = " "
        pair.unicodeScalars.append(u)
        return pair.count == 1
    }

    /// Whether `s` holds the byte `byte` (read in place, not through the UTF-8 view).
    static func contains(_ s: String, byte: UInt8) -> Bool {
        var s = s
        return s.withUTF8 { $0.contains(byte) }
    }

    /// Whether every byte of `s` is ASCII.
    static func isASCII(_ s: String) -> Bool {
        s.utf8.allSatisfy { $0 < 0x80 }
    }
}

extension TextScan {
    /// ASCII whitespace: tab, line feed, vertical tab, form feed, carriage return, space.
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }

    /// ASCII punctuation and symbols: every printable byte that is not a letter, a digit or a space.
    static func isPunctuationOrSymbol(_ b: UInt8) -> Bool {
        (b >= 0x21 && b <= 0x2F) || (b >= 0x3A && b <= 0x40) || (b >= 0x5B && b <= 0x60) || (b >= 0x7B && b <= 0x7E)
    }

    /// For ASCII text, what `lowercased()`, trimming whitespace, punctuation and symbols from both ends
    /// and collapsing whitespace runs to one space gives (nil for other text). In ASCII every
    /// `Character` is one byte, except CR LF, which is whitespace like its two bytes.
    static func normalizedASCII(_ s: String) -> String? {
        var start = -1, end = 0, count = 0, changes = false
        var previousSpace = false
        for b in s.utf8 {
            guard b < 0x80 else { return nil }
            if !isSpace(b) && !isPunctuationOrSymbol(b) {
                if start < 0 { start = count }
                end = count + 1
            }
            if b >= 0x41 && b <= 0x5A { changes = true }
            if isSpace(b) && (b != 0x20 || previousSpace) { changes = true }
            previousSpace = isSpace(b)
            count += 1
        }
        guard start >= 0 else { return "" }
        if !changes, start == 0, end == count { return s }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var pendingSpace = false
        for b in s.utf8.dropFirst(start).prefix(end - start) {
            if isSpace(b) { pendingSpace = true; continue }
            if pendingSpace { out.append(0x20); pendingSpace = false }
            out.append(b >= 0x41 && b <= 0x5A ? b + 32 : b)
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension TextScan {
    /// `a.lowercased() == b.lowercased()`, without allocating when both are ASCII.
    static func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
        guard isASCII(b) else { return a.lowercased() == b.lowercased() }
        return equalIgnoringCase(a, asciiText: b)
    }

    /// Whether `list` holds a value equal to `s` ignoring case (`lowercased()` on both sides).
    static func contains(_ list: [String], ignoringCase s: String) -> Bool {
        guard isASCII(s) else {
            let lowered = s.lowercased()
            return list.contains { $0.lowercased() == lowered }
        }
        return list.contains { equalIgnoringCase($0, asciiText: s) }
    }

    /// `equalIgnoringCase` for an ASCII `b`: a value that matches it byte for byte up to ASCII case is
    /// ASCII too; other ASCII values differ, and only non-ASCII ones need lowering (the Kelvin sign).
    private static func equalIgnoringCase(_ a: String, asciiText b: String) -> Bool {
        if a.utf8.count == b.utf8.count, a.utf8.elementsEqual(b.utf8, by: { x, y in
            x == y || ((x | 0x20) == (y | 0x20) && (97...122).contains(x | 0x20))
        }) { return true }
        return !isASCII(a) && a.lowercased() == b.lowercased()
    }
}

extension TextScan {
    /// `s.allSatisfy(\.isWhitespace)`. An ASCII byte other than whitespace starts a character that is
    /// not whitespace (nothing joins it to a whitespace character before it), so it decides at once.
    static func isBlank(_ s: String) -> Bool {
        for b in s.utf8 {
            if b >= 0x80 { return s.allSatisfy(\.isWhitespace) }
            if !isSpace(b) { return false }
        }
        return true
    }
}

extension TextScan {
    /// Whether `s` has a `Character` that `isNewline`: LF, VT, FF, CR, NEL, U+2028 or U+2029 (each
    /// always starts a character, but for LF after CR, which is one with it).
    static func hasNewline(_ s: String) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for b in s.utf8 {
            if (0x0A...0x0D).contains(b) { return true }
            if previous == 0xC2, b == 0x85 { return true }
            if beforePrevious == 0xE2, previous == 0x80, b == 0xA8 || b == 0xA9 { return true }
            beforePrevious = previous
            previous = b
        }
        return false
    }
}

extension TextScan {
    /// Whether the first or the last `Character` of `s` may be whitespace: false when both end bytes are
    /// ASCII and not whitespace (a character ending in such a byte cannot start with whitespace).
    static func mayEndInWhitespace(_ s: String) -> Bool {
        guard let first = s.utf8.first, let last = s.utf8.last else { return false }
        if first < 0x80, last < 0x80, !isSpace(first), !isSpace(last) { return false }
        return s.first?.isWhitespace == true || s.last?.isWhitespace == true
    }
}

extension TextScan {
    /// Whether `split(whereSeparator: \.isWhitespace).joined(separator: " ")` leaves `s` unchanged, for
    /// text that neither starts nor ends with a whitespace character: its only whitespace is single
    /// spaces that are characters of their own.
    static func isCollapsed(_ s: Substring) -> Bool {
        var previousSpace = false
        for u in s.unicodeScalars {
            if u == " " {
                if previousSpace { return false }
                previousSpace = true
                continue
            }
            if u.isASCII ? isSpace(UInt8(u.value)) : u.properties.isWhitespace || (previousSpace && joinsSpace(u)) { return false }
            previousSpace = false
        }
        return true
    }
}
