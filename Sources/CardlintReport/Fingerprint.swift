import CardlintRules

/// Stable, line-independent identities for findings.
public enum Fingerprint {
    /// The `cardlint/v1` fingerprint: FNV-1a 64 of rule id, normalised path, JSON pointer and
    /// normalised message, as 16 lowercase hex digits. Moving a finding to another line keeps it.
    public static func cardlint(_ finding: Finding, path: String) -> String {
        let key = [finding.ruleID, normalisedPath(path), finding.pointer, normalisedMessage(finding.message)]
            .joined(separator: "\u{0}")
        return hex(fnv1a64(Array(key.utf8)))
    }

    /// FNV-1a, 64-bit.
    public static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    /// Zero-padded lowercase hex.
    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// Forward slashes, no leading `./`.
    public static func normalisedPath(_ path: String) -> String {
        if !path.utf8.contains(0x5C), !path.hasPrefix("./") { return path }  // the usual case: no copy
        var p = String(path.map { $0 == "\\" ? "/" : $0 })
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p
    }

    /// Whitespace collapsed, numbers replaced by `#`: measured values (ratios, widths) may drift
    /// without the finding becoming a different one.
    static func normalisedMessage(_ message: String) -> String {
        var out = ""
        var inNumber = false, pendingSpace = false
        for u in message.unicodeScalars {
            // Unicode White_Space; ASCII answered without a property lookup.
            let space = u.value < 0x80 ? u.value == 0x20 || (0x09...0x0D).contains(u.value) : u.properties.isWhitespace
            if space { pendingSpace = !out.isEmpty; inNumber = false; continue }
            let isDigit = ("0"..."9").contains(u)
            if inNumber, isDigit || u == "." { continue }
            if pendingSpace { out += " "; pendingSpace = false }
            if isDigit { out += "#"; inNumber = true; continue }
            inNumber = false
            out.unicodeScalars.append(u)
        }
        return out
    }
}
