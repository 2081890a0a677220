/// Card text held inside another file: bytes to parse as JSON, and where each of their bytes came
/// from in the container file, so that a finding in the card is shown at its place in the container.
public struct EmbeddedText: Sendable {
    /// The card's JSON text.
    public var bytes: [UInt8]
    /// For each byte of `bytes` (and one past the end): its offset in the container file. Empty
    /// when the text is the container's own bytes at the same offsets (an object in the file, or
    /// HTML around a script blanked out).
    public var offsets: [Int]

    public init(bytes: [UInt8], offsets: [Int]) { self.bytes = bytes; self.offsets = offsets }

    /// The container offset of a card-text offset.
    public func containerOffset(_ i: Int) -> Int {
        guard !offsets.isEmpty else { return i }
        return offsets[max(0, min(i, offsets.count - 1))]
    }

    /// A range of the card text as a range of the container.
    public func containerRange(_ r: SourceRange) -> SourceRange {
        guard !offsets.isEmpty else { return r }
        let s = containerOffset(r.start)
        return SourceRange(start: s, end: max(s, containerOffset(r.end)))
    }

    /// The text of a JSON string token `token` (quotes included) of `file`, decoded, with each
    /// decoded byte mapped to the escape or character it came from: `\n`, `\"`, `\uXXXX` (and
    /// surrogate pairs) map every byte they produce to the backslash, so a column counts code
    /// points of the container line. `outer` composes with the map of a string inside a string.
    public static func decodeString(_ file: [UInt8], token: SourceRange, outer: EmbeddedText? = nil) -> EmbeddedText? {
        guard token.start >= 0, token.end <= file.count, token.end - token.start >= 2, file[token.start] == 0x22 else { return nil }
        var out: [UInt8] = [], map: [Int] = []
        out.reserveCapacity(token.end - token.start)
        map.reserveCapacity(token.end - token.start)
        var i = token.start + 1
        let end = token.end - 1
        func at(_ k: Int) -> Int { outer?.containerOffset(k) ?? k }
        while i < end {
            let b = file[i]
            guard b == 0x5C, i + 1 < end else { out.append(b); map.append(at(i)); i += 1; continue }
            let e = file[i + 1]
            var produced: [UInt8]
            var width = 2
            switch e {
            case UInt8(ascii: "n"): produced = [0x0A]
            case UInt8(ascii: "t"): produced = [0x09]
            case UInt8(ascii: "r"): produced = [0x0D]
            case UInt8(ascii: "b"): produced = [0x08]
            case UInt8(ascii: "f"): produced = [0x0C]
            case UInt8(ascii: "u"):
                guard let hi = hex4(file, i + 2, end) else { return nil }
                width = 6
                var scalar = hi
                if (0xD800..<0xDC00).contains(hi), i + 12 <= end, file[i + 6] == 0x5C, file[i + 7] == UInt8(ascii: "u"),
                   let lo = hex4(file, i + 8, end), (0xDC00..<0xE000).contains(lo) {
                    scalar = 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                    width = 12
                }
                produced = Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            default: produced = [e]  // \" \\ \/
            }
            for p in produced { out.append(p); map.append(at(i)) }
            i += width
        }
        map.append(at(end))
        return EmbeddedText(bytes: out, offsets: map)
    }

    static func hex4(_ b: [UInt8], _ at: Int, _ end: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var v: UInt32 = 0
        for k in at..<(at + 4) {
            let c = b[k]
            let d: UInt8
            switch c {
            case 0x30...0x39: d = c - 0x30
            case 0x41...0x46: d = c - 0x41 + 10
            case 0x61...0x66: d = c - 0x61 + 10
            default: return nil
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    /// Workflow Definition Language expressions (`@{…}`) written where a JSON value goes (outside
    /// strings), as Power Automate cards hold them, replaced by a string of the same length: an
    /// opaque value, and every byte keeps its offset. Nil when there is none.
    public static func maskingBareExpressions(_ b: [UInt8]) -> [UInt8]? {
        var out = b, inString = false, changed = false, i = 0
        while i < b.count {
            let c = b[i]
            if inString {
                if c == 0x5C { i += 2; continue }
                if c == 0x22 { inString = false }
                i += 1; continue
            }
            if c == 0x22 { inString = true; i += 1; continue }
            if c == UInt8(ascii: "@"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "{") {
                var depth = 0, j = i + 1
                while j < b.count {
                    if b[j] == UInt8(ascii: "{") { depth += 1 } else if b[j] == UInt8(ascii: "}") { depth -= 1; if depth == 0 { break } }
                    j += 1
                }
                guard j < b.count else { return changed ? out : nil }
                // `@{expr}` → `"{expr"`: same length, a plain string with no quote or backslash inside.
                out[i] = 0x22; out[j] = 0x22
                for k in (i + 1)..<j where b[k] == 0x22 || b[k] == 0x5C || b[k] < 0x20 { out[k] = UInt8(ascii: "'") }
                changed = true
                i = j + 1; continue
            }
            i += 1
        }
        return changed ? out : nil
    }

    /// The JSON text of each `<script type="application/adaptivecard+json">` element of an HTML
    /// file (Outlook Actionable Messages), as the file's own bytes with everything outside the
    /// script's content blanked to spaces (line breaks kept): offsets need no map.
    public static func htmlScripts(_ b: [UInt8]) -> [EmbeddedText] {
        let lower = b.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        var out: [EmbeddedText] = []
        var from = 0
        while let open = ByteSearch.find(Array("<script".utf8), in: lower, from: from) {
            guard let tagEnd = ByteSearch.find([UInt8(ascii: ">")], in: lower, from: open) else { break }
            let tag = String(decoding: lower[open..<tagEnd], as: UTF8.self)
            from = tagEnd + 1
            guard tag.contains("application/adaptivecard+json"),
                  let close = ByteSearch.find(Array("</script".utf8), in: lower, from: from) else { continue }
            var text = [UInt8](repeating: 0x20, count: b.count)
            for k in b.indices where b[k] == 0x0A || b[k] == 0x0D { text[k] = b[k] }
            for k in from..<close { text[k] = b[k] }
            out.append(EmbeddedText(bytes: text, offsets: []))
            from = close
        }
        return out
    }

    /// The size in bytes of the JSON text in `range` written without insignificant whitespace
    /// (as a program serialises it to send; escapes are kept as written).
    public static func minifiedSize(_ b: [UInt8], _ range: SourceRange) -> Int {
        var n = 0, inString = false, i = max(0, range.start)
        let end = min(range.end, b.count)
        while i < end {
            let c = b[i]
            if inString {
                n += 1
                if c == 0x5C, i + 1 < end { n += 1; i += 2; continue }
                if c == 0x22 { inString = false }
            } else if c == 0x22 {
                inString = true; n += 1
            } else if c != 0x20, c != 0x0A, c != 0x0D, c != 0x09 {
                n += 1
            }
            i += 1
        }
        return n
    }

    /// The size of the JSON in `range` without insignificant whitespace, as UTF-16 bytes (two per
    /// code unit), leaving out the contents of strings that are base64 `data:` URLs: what Teams
    /// counts against a bot message's limit ("the entire message payload encoded as UTF-16 and
    /// doesn't include Base64 encoded images").
    public static func utf16SizeWithoutBase64Images(_ b: [UInt8], _ range: SourceRange) -> Int {
        var units = 0, i = max(0, range.start)
        let end = min(range.end, b.count)
        let dataPrefix = Array("data:".utf8), base64Marker = Array(";base64,".utf8)
        while i < end {
            let c = b[i]
            if c == 0x22 {
                // A string: find its end, then count it unless it is a base64 data URL.
                var j = i + 1
                while j < end, b[j] != 0x22 { j += b[j] == 0x5C ? 2 : 1 }
                let close = min(j, end)
                let isImage = close - (i + 1) > dataPrefix.count
                    && b[(i + 1)..<(i + 1 + dataPrefix.count)].map({ $0 | 0x20 }) == dataPrefix
                    && ByteSearch.find(base64Marker, in: Array(b[(i + 1)..<close])) != nil
                units += 2
                if !isImage {
                    for k in (i + 1)..<close { units += utf16Units(b[k]) }
                }
                i = close + 1
            } else {
                if c != 0x20, c != 0x0A, c != 0x0D, c != 0x09 { units += utf16Units(c) }
                i += 1
            }
        }
        return units * 2
    }

    /// UTF-16 code units a UTF-8 byte starts: one for ASCII and 2–3 byte leads, two for 4-byte
    /// leads (a surrogate pair), none for continuation bytes.
    static func utf16Units(_ c: UInt8) -> Int {
        switch c {
        case 0..<0x80: 1
        case 0x80..<0xC0: 0
        case 0xF0...: 2
        default: 1
        }
    }
}
