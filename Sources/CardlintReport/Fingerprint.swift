import CardlintReading
import CardlintRules

/// Stable, line-independent identities for findings.
public enum Fingerprint {
    /// The key of partial fingerprints in SARIF (v2: the node's identity instead of its JSON pointer,
    /// the path relative to the repository root instead of the working directory).
    public static let sarifKey = "cardlint/v2"

    /// The `cardlint/v2` fingerprint: FNV-1a 64 of rule id, normalised path, the node's anchor
    /// (`NodeIdentity`; the JSON pointer as it is when no anchor is given) and normalised message
    /// (NUL-separated), as 16 lowercase hex digits. Moving a finding to another line keeps it.
    public static func cardlint(_ finding: Finding, path: String, anchor: String? = nil) -> String {
        hex(value(finding, path: path, anchor: anchor))
    }

    /// The `cardlint/v2` fingerprint as a number.
    static func value(_ finding: Finding, path: String, anchor: String? = nil) -> UInt64 {
        value(finding, normalisedPath: normalisedPath(path), anchor: anchor)
    }

    /// `value(_:path:)` with the path already normalised (`normalisedPath`: once per file).
    static func value(_ finding: Finding, normalisedPath path: String, anchor: String? = nil) -> UInt64 {
        var h = FNV1a()
        h.add(finding.ruleID)
        h.add(0)
        h.add(path)
        h.add(0)
        h.add(anchor ?? finding.pointer)
        h.add(0)
        return normalise(finding.shownMessage, after: h).value
    }

    /// The path a file's fingerprints use: its `identityPath` (relative to the repository root),
    /// else its path as reported, normalised.
    static func path(of report: FileReport) -> String {
        normalisedPath(report.identityPath ?? report.path)
    }

    /// The fingerprints of every finding of `report`, in its order: keyed on the identity path and
    /// each node's anchor, so neither the working directory nor edits elsewhere in the card change them.
    static func values(of report: FileReport) -> [UInt64] {
        let path = path(of: report), anchors = NodeIdentity.anchors(of: report)
        return report.findings.indices.map { value(report.findings[$0], normalisedPath: path, anchor: anchors[$0]) }
    }

    /// FNV-1a, 64-bit (`FNV1a`).
    public static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var h = FNV1a()
        for b in bytes { h.add(b) }
        return h.value
    }

    /// Zero-padded lowercase hex.
    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// Forward slashes, no leading `./`.
    public static func normalisedPath(_ path: String) -> String {
        // The usual case, no copy: the bytes read in place (the UTF-8 view walked byte by byte cost
        // more than the rest of a file's fingerprints).
        var bytes = path
        if !bytes.withUTF8({ $0.contains(0x5C) }), !path.hasPrefix("./") { return path }
        var p = String(path.map { $0 == "\\" ? "/" : $0 })
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p
    }

    /// Unicode White_Space at or above 0x80: the property's whole list there (no property
    /// lookup per character; `FingerprintNormaliseTests` checks it against
    /// `properties.isWhitespace` for every scalar).
    static func isWhitespaceAboveASCII(_ v: UInt32) -> Bool {
        switch v {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// `hash` fed with `message` normalised: runs of Unicode White_Space become one space (none at
    /// the start or end), a number (a digit, then digits and dots) becomes `#`. Measured values
    /// (ratios, widths) may drift without the finding becoming a different one.
    private static func normalise(_ message: String, after hash: FNV1a) -> FNV1a {
        var message = message
        return message.withUTF8 { b in
            var sink = hash
            var inNumber = false, pendingSpace = false, started = false
            var i = 0
            while i < b.count {
                let c = b[i]
                if c < 0x80 {  // ASCII: no property lookup, no multi-byte copy
                    i += 1
                    if c == 0x20 || c &- 0x09 < 5 { pendingSpace = started; inNumber = false; continue }
                    let isDigit = c &- 0x30 < 10
                    if inNumber, isDigit || c == UInt8(ascii: ".") { continue }
                    if pendingSpace { sink.add(0x20); pendingSpace = false }
                    started = true
                    inNumber = isDigit
                    sink.add(isDigit ? UInt8(ascii: "#") : c)
                    guard !isDigit else { continue }
                    // The ASCII that follows a word character and is copied as it is (not
                    // White_Space, not a digit; a dot outside a number), without the states.
                    // (`:`…DEL, letters and most punctuation, in one range test before the others.)
                    while i < b.count {
                        let d = b[i]
                        guard d &- 0x3A < 0x46 || (d < 0x80 && d != 0x20 && d &- 0x09 >= 5 && d &- 0x30 >= 10) else { break }
                        sink.add(d)
                        i += 1
                    }
                    continue
                }
                // Unicode White_Space, or a character copied whole (never a digit or a dot).
                let start = i
                let (scalar, length) = b.scalar(at: i)
                i += length
                if isWhitespaceAboveASCII(scalar) { pendingSpace = started; inNumber = false; continue }
                if pendingSpace { sink.add(0x20); pendingSpace = false }
                started = true
                inNumber = false
                for k in start..<i { sink.add(b[k]) }
            }
            return sink
        }
    }
}
