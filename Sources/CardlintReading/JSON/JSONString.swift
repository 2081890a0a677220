/// JSON string literals: one escaper for every writer of JSON text (reports, layout JSON,
/// effective cards, expanded templates, rule examples).
public enum JSONString {
    /// Appends `s` as a JSON string literal: `"`, `\`, control characters, DEL and U+2028/U+2029
    /// are escaped (the last two so the output is also safe inside JavaScript).
    public static func appendQuoted(_ s: String, into out: inout String) {
        guard needsEscaping(s) else {
            out += "\""
            out += s
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        appendQuoted(s, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// `appendQuoted` into UTF-8 bytes.
    public static func appendQuoted(_ s: String, into out: inout [UInt8]) {
        out.append(0x22)
        var s = s
        s.withUTF8 { b in
            var start = 0
            while let i = firstEscape(in: b, from: start) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<i]))
                start = i + appendEscape(b, at: i, into: &out)
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: b[start...]))
        }
        out.append(0x22)
    }

    /// Whether `s` has a byte to escape: a control character, `"`, `\`, DEL, or U+2028/U+2029
    /// (E2 80 A8/A9). Other multi-byte characters (an em dash…) are copied as they are.
    static func needsEscaping(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { firstEscape(in: $0, from: 0) != nil }
    }

    /// Where the next character to escape starts (nil: `b` is copied as it is).
    public static func firstEscape(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var i = start
        while i < b.count {
            let c = b[i]
            // Most bytes are `]`…`~` (lowercase letters) or `#`…`[` (digits, capitals): two range
            // tests, before the tests of what is escaped.
            if c &- 0x5D < 0x22 || c &- 0x23 < 0x39 { i += 1; continue }
            if c < 0x20 || c == 0x22 || c == 0x5C || c == 0x7F { return i }
            if c == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0xA8 || b[i + 2] == 0xA9 { return i }
            i += 1
        }
        return nil
    }

    /// Appends the escape of the character at `i` (one `firstEscape` found); returns its byte count.
    private static func appendEscape(_ b: UnsafeBufferPointer<UInt8>, at i: Int, into out: inout [UInt8]) -> Int {
        out.append(0x5C)
        switch b[i] {
        case 0x22, 0x5C: out.append(b[i])
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0xE2:  // U+2028 / U+2029
            out.append(contentsOf: "u202".utf8)
            out.append(b[i + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
            return 3
        default:  // other control characters and DEL: \u00xx, lowercase hex
            out.append(contentsOf: "u00".utf8)
            for digit in [b[i] >> 4, b[i] & 0xF] { out.append(digit < 10 ? 0x30 + digit : 0x57 + digit) }
        }
        return 1
    }

    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, into: &out)
        return out
    }
}
