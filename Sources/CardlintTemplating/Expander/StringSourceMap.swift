import CardlintReading

/// Maps a UTF-8 offset inside a decoded JSON string back to a byte offset in the source,
/// accounting for escapes (`\n`, `\"`, `\u00e9`, surrogate pairs).
enum StringSourceMap {
    static func sourceOffset(_ decoded: Int, node: SourceRange, source: SourceFile) -> Int {
        let bytes = source.bytes
        guard node.start < node.end, node.end <= bytes.count, bytes[node.start] == 0x22 else { return node.start }
        var i = node.start + 1
        var count = 0
        let end = node.end - 1
        while count < decoded, i < end {
            if bytes[i] == 0x5C, i + 1 < end {
                if bytes[i + 1] == 0x75, let (scalar, used) = unicodeEscape(bytes, i, end) {
                    count += UTF8.width(scalar)
                    i += used
                } else {
                    count += 1
                    i += 2
                }
            } else {
                count += 1
                i += 1
            }
        }
        return i
    }

    static func sourceRange(_ decoded: Range<Int>, node: SourceRange, source: SourceFile) -> SourceRange {
        let s = sourceOffset(decoded.lowerBound, node: node, source: source)
        let e = sourceOffset(decoded.upperBound, node: node, source: source)
        return SourceRange(start: s, end: max(s, e))
    }

    private static func hex4(_ b: [UInt8], _ at: Int, _ end: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var v: UInt32 = 0
        for k in 0..<4 {
            let c = b[at + k]
            switch c {
            case 0x30...0x39: v = v * 16 + UInt32(c - 0x30)
            case 0x41...0x46: v = v * 16 + UInt32(c - 0x37)
            case 0x61...0x66: v = v * 16 + UInt32(c - 0x57)
            default: return nil
            }
        }
        return v
    }

    private static func unicodeEscape(_ b: [UInt8], _ i: Int, _ end: Int) -> (Unicode.Scalar, Int)? {
        guard let hi = hex4(b, i + 2, end) else { return nil }
        if hi >= 0xD800, hi < 0xDC00, i + 12 <= end, b[i + 6] == 0x5C, b[i + 7] == 0x75, let lo = hex4(b, i + 8, end),
           lo >= 0xDC00, lo < 0xE000, let s = Unicode.Scalar(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)) {
            return (s, 12)
        }
        return Unicode.Scalar(hi).map { ($0, 6) }
    }
}
