import CardlintReading

/// Maps a UTF-8 offset inside a decoded JSON string back to a byte offset in the source,
/// accounting for escapes (`\n`, `\"`, `\u00e9`, surrogate pairs).
enum StringSourceMap {
    /// The escapes of one JSON string, found once: an offset is then a binary search away
    /// (scanning from the string's start for each offset made a string of a million bindings quadratic).
    struct Table {
        /// Each escape: decoded and source offsets before and after it.
        var escapes: [(decoded: Int, at: Int, decodedAfter: Int, after: Int)] = []
        /// The first content byte and the closing quote; nil when the node is not a string in the source.
        var start = 0, end = 0
        var isString = false

        init(node: SourceRange, source: SourceFile) {
            let bytes = source.bytes
            guard node.start < node.end, node.end <= bytes.count, bytes[node.start] == 0x22 else { return }
            isString = true
            start = node.start + 1
            end = node.end - 1
            WorkMeter.add(end - start + 1)
            var i = start, count = 0
            while i < end {
                guard bytes[i] == 0x5C, i + 1 < end else { count += 1; i += 1; continue }
                let (width, used) = bytes[i + 1] == 0x75 ? StringSourceMap.unicodeEscape(bytes, i, end).map { (UTF8.width($0.0), $0.1) } ?? (1, 2) : (1, 2)
                escapes.append((count, i, count + width, i + used))
                count += width
                i += used
            }
        }

        /// The source offset of decoded UTF-8 offset `decoded` (as `sourceOffset`; nil: the node's start).
        func offset(_ decoded: Int, node: SourceRange) -> Int {
            guard isString else { return node.start }
            guard decoded > 0 else { return start }
            // The last escape that starts before `decoded`.
            var lo = 0, hi = escapes.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if escapes[mid].decoded < decoded { lo = mid + 1 } else { hi = mid }
            }
            guard lo > 0 else { return min(start + decoded, end) }
            let e = escapes[lo - 1]
            if decoded <= e.decodedAfter { return e.after }
            return min(e.after + (decoded - e.decodedAfter), end)
        }
    }

    static func sourceOffset(_ decoded: Int, node: SourceRange, source: SourceFile) -> Int {
        Table(node: node, source: source).offset(decoded, node: node)
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

    fileprivate static func unicodeEscape(_ b: [UInt8], _ i: Int, _ end: Int) -> (Unicode.Scalar, Int)? {
        guard let hi = hex4(b, i + 2, end) else { return nil }
        if hi >= 0xD800, hi < 0xDC00, i + 12 <= end, b[i + 6] == 0x5C, b[i + 7] == 0x75, let lo = hex4(b, i + 8, end),
           lo >= 0xDC00, lo < 0xE000, let s = Unicode.Scalar(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)) {
            return (s, 12)
        }
        return Unicode.Scalar(hi).map { ($0, 6) }
    }
}
