/// Values that tools other than Adaptive Cards templating fill in, written inside card JSON:
/// the `${{ENV_NAME}}` build-time placeholders of Microsoft's Teams and Agents toolkits (replaced
/// from `env/.env.*` when the app is built) and Power Automate's `@{…}` expressions (evaluated by
/// the flow before it posts the card), and the `%Widget_Template/Title%` resource keys that Dev Home
/// widget providers replace with localized strings before the widget host sees the card
/// (microsoft/devhome `Resources.ReplaceIdentifers`: "all identifiers are wrapped with '%'"). None is a
/// template binding: cardlint treats each as an opaque value (unknown, like an unbound binding),
/// never as a syntax error.
public enum ExternalPlaceholders {
    public enum Kind: Sendable, Equatable { case toolkit, powerAutomate, resourceKey }

    /// The end (exclusive) of a `%Key_Name/Part%` resource key starting at `i` (its first `%`), or
    /// nil: letters, digits, `_`, `.`, `/` and `-`, starting with a letter, holding a `_` or `/` (so
    /// "50% to 60%" and "%d%" are not keys).
    public static func resourceKeyEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        guard i + 3 < b.count, b[i] == 0x25, (b[i + 1] | 0x20) >= 0x61, (b[i + 1] | 0x20) <= 0x7A else { return nil }
        var j = i + 1, joined = false
        while j < b.count, isName(b[j]) || b[j] == 0x2F {
            if b[j] == 0x5F || b[j] == 0x2F { joined = true }
            j += 1
        }
        guard joined, j < b.count, b[j] == 0x25 else { return nil }
        return j + 1
    }

    /// The end (exclusive) of a `${{NAME}}` placeholder starting at `i` (its `$`), or nil: a name of
    /// letters, digits, `_`, `.` or `-`, optionally padded with spaces, between `${{` and `}}`.
    public static func toolkitEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        guard i + 3 < b.count, b[i] == 0x24, b[i + 1] == 0x7B, b[i + 2] == 0x7B else { return nil }
        var j = i + 3
        while j < b.count, b[j] == 0x20 { j += 1 }
        let nameStart = j
        while j < b.count, isName(b[j]) { j += 1 }
        guard j > nameStart else { return nil }
        while j < b.count, b[j] == 0x20 { j += 1 }
        guard j + 1 < b.count, b[j] == 0x7D, b[j + 1] == 0x7D else { return nil }
        return j + 2
    }

    /// The end (exclusive) of a Power Automate `@{…}` expression starting at `i` (its `@`), or nil
    /// (quotes and nested braces skipped; unclosed = nil).
    public static func powerAutomateEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        guard i + 2 < b.count, b[i] == 0x40, b[i + 1] == 0x7B, b[i + 2] != 0x7D else { return nil }
        // Workflow Definition Language strings are single-quoted.
        return PreviewBindings.closingBrace(b, from: i + 2, quotes: [0x27])
    }

    static func isName(_ c: UInt8) -> Bool {
        (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x2E || c == 0x2D
    }

    /// Every placeholder in `bytes`, in order: its kind and byte range. Only `$`, `@` and `%` start
    /// one: eight bytes without any of them are passed over at once (`nextStart`).
    public static func find(_ bytes: [UInt8]) -> [(kind: Kind, range: Range<Int>)] {
        bytes.withUnsafeBufferPointer { b in
            var out: [(Kind, Range<Int>)] = []
            var i = 0
            while i + 1 < b.count {
                i = nextStart(b, from: i)
                guard i + 1 < b.count else { break }
                if b[i] == 0x24, let e = toolkitEnd(b, at: i) {
                    out.append((.toolkit, i..<e)); i = e
                } else if b[i] == 0x40, let e = powerAutomateEnd(b, at: i) {
                    out.append((.powerAutomate, i..<e)); i = e
                } else if b[i] == 0x25, let e = resourceKeyEnd(b, at: i) {
                    out.append((.resourceKey, i..<e)); i = e
                } else {
                    i += 1
                }
            }
            return out
        }
    }

    /// The first position at or after `i` that holds `$`, `%` or `@` (or a position of the last
    /// seven bytes, read one at a time by the caller). A word's bytes equal to `$` or `%` (0x24, 0x25:
    /// equal once bit 0 is set) or to `@` become zero bytes; the usual zero-byte test flags them, and
    /// its lowest flag is the first (a borrow runs upwards only from a zero byte).
    static func nextStart(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        var i = start
        while i + 8 <= b.count {
            let w = UInt64(littleEndian: UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self))
            let dollarOrPercent = (w | ones) ^ (0x25 &* ones), at = w ^ (0x40 &* ones)
            let zero = ((dollarOrPercent &- ones) & ~dollarOrPercent | (at &- ones) & ~at) & high
            if zero != 0 { return i + zero.trailingZeroBitCount >> 3 }
            i += 8
        }
        return i
    }

    /// Whether `s` holds a placeholder (a cheap byte test first).
    public static func contains(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { b in
            var i = 0
            while i + 1 < b.count {
                if b[i] == 0x24, toolkitEnd(b, at: i) != nil { return true }
                if b[i] == 0x40, powerAutomateEnd(b, at: i) != nil { return true }
                if b[i] == 0x25, resourceKeyEnd(b, at: i) != nil { return true }
                i += 1
            }
            return false
        }
    }
}

/// The literal part of a text whose values are unknown.
public enum UnknownText {
    /// `s` without its unknown values: `${…}` bindings, `${{NAME}}` placeholders, Power Automate
    /// `@{…}` expressions, `%Resource_Key%` keys and preview-syntax `{name}` bindings (what the text
    /// is when every value is empty).
    public static func literalPart(_ s: String) -> String {
        let bytes = Array(s.utf8)
        let preview = PreviewBindings.ranges(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { b in
            var i = 0, p = 0
            while i < b.count {
                while p < preview.count, preview[p].upperBound <= i { p += 1 }
                if p < preview.count, preview[p].lowerBound == i { i = preview[p].upperBound; continue }
                if b[i] == 0x24, i + 1 < b.count, b[i + 1] == 0x7B {
                    i = ExternalPlaceholders.toolkitEnd(b, at: i) ?? PreviewBindings.skipBinding(b, from: i + 2)
                } else if b[i] == 0x40, let e = ExternalPlaceholders.powerAutomateEnd(b, at: i) {
                    i = e
                } else if b[i] == 0x25, let e = ExternalPlaceholders.resourceKeyEnd(b, at: i) {
                    i = e
                } else {
                    out.append(b[i]); i += 1
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
