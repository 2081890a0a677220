/// Makes text from a card safe to print in a terminal or a CI log: control characters are shown
/// as escapes instead of acting. A card string holding `\n::error::x` must not start a line that
/// GitHub Actions runs as a workflow command, ESC must not start a terminal sequence, and bidi
/// overrides must not reorder what a reviewer reads.
///
/// Escaped: C0 controls other than tab (LF → `\n`, CR → `\r`, others `\u{1B}`), DEL, C1 controls,
/// the line and paragraph separators U+2028/U+2029, and the bidi embedding, override and isolate
/// controls U+202A–U+202E and U+2066–U+2069. Tab is kept: it cannot start a line and code frames
/// align their carets with it.
public enum ControlEscape {
    @inline(__always) public static func needsEscape(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        if v < 0x20 { return v != 0x09 }
        if v < 0x7F { return false }
        return v <= 0x9F || v == 0x2028 || v == 0x2029 || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// How `u` is shown (only for scalars `needsEscape` accepts).
    public static func escaped(_ u: Unicode.Scalar) -> String {
        switch u {
        case "\n": "\\n"
        case "\r": "\\r"
        default: "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `s` with every such character escaped (`s` itself when it has none).
    public static func escape(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: needsEscape) else { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 8)
        for u in s.unicodeScalars {
            if needsEscape(u) { out += escaped(u) } else { out.unicodeScalars.append(u) }
        }
        return out
    }
}
