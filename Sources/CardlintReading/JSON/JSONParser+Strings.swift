extension JSONParserCore {
    /// Parses a string starting at the opening quote; leaves `i` after the closing quote.
    mutating func parseString() throws(JSONFailure) -> String {
        let open = i
        i += 1
        let contentStart = i
        let n = buf.count
        while true {
            guard i < n else { throw error("unterminated string: missing closing '\"'", at: open) }
            let b = buf[i]
            if b == 0x22 { break }
            if b == 0x5C { return try parseEscapedString(open: open, contentStart: contentStart) }
            if b < 0x20 { throw controlCharacter(b) }
            if b >= 0x80 {
                guard let length = UTF8Validation.sequenceLength(buf, i) else { throw invalidUTF8(i) }
                i &+= length
                continue
            }
            i &+= 1
        }
        let end = i
        i &+= 1
        return String(decoding: UnsafeBufferPointer(rebasing: buf[contentStart..<end]), as: UTF8.self)
    }

    /// The rest of a string that has escapes, from its first backslash: decoded into `scratch`.
    mutating func parseEscapedString(open: Int, contentStart: Int) throws(JSONFailure) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buf[contentStart..<i]))
        while i < buf.count {
            let b = buf[i]
            if b == 0x22 {
                i += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if b < 0x20 { throw controlCharacter(b) }
            if b >= 0x80 {
                guard let n = UTF8Validation.sequenceLength(buf, i) else { throw invalidUTF8(i) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buf[i..<(i + n)]))
                i += n
                continue
            }
            if b != 0x5C { scratch.append(b); i += 1; continue }
            let escStart = i
            i += 1
            guard i < buf.count else { break }
            switch buf[i] {
            case 0x22: scratch.append(0x22)
            case 0x5C: scratch.append(0x5C)
            case 0x2F: scratch.append(0x2F)
            case 0x62: scratch.append(0x08)
            case 0x66: scratch.append(0x0C)
            case 0x6E: scratch.append(0x0A)
            case 0x72: scratch.append(0x0D)
            case 0x74: scratch.append(0x09)
            case 0x75:
                i += 1
                var scalar = try hex4(escStart)
                if (0xD800...0xDBFF).contains(scalar) {
                    guard i + 1 < buf.count, buf[i] == 0x5C, buf[i + 1] == 0x75 else {
                        throw error("lone high surrogate \\u\(String(scalar, radix: 16, uppercase: true)) in string escape", at: escStart, length: 6)
                    }
                    let lowStart = i
                    i += 2
                    let low = try hex4(lowStart)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error("high surrogate escape not followed by a low surrogate", at: lowStart, length: 6)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw error("lone low surrogate \\u\(String(scalar, radix: 16, uppercase: true)) in string escape", at: escStart, length: 6)
                }
                appendUTF8(scalar)
                continue
            default:
                throw error("invalid escape '\\\(describe(i).trimmingQuotes)' in string", at: escStart, length: 2)
            }
            i += 1
        }
        throw error("unterminated string: missing closing '\"'", at: open)
    }

    mutating func hex4(_ escStart: Int) throws(JSONFailure) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < buf.count else { throw error("incomplete \\u escape", at: escStart, length: 2) }
            let b = buf[i]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw error("invalid \\u escape: expected 4 hex digits", at: escStart, length: i - escStart + 1)
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    mutating func appendUTF8(_ s: UInt32) {
        switch s {
        case 0..<0x80: scratch.append(UInt8(s))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (s >> 6))); scratch.append(UInt8(0x80 | (s & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (s >> 12))); scratch.append(UInt8(0x80 | ((s >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (s & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | (s >> 18))); scratch.append(UInt8(0x80 | ((s >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((s >> 6) & 0x3F))); scratch.append(UInt8(0x80 | (s & 0x3F)))
        }
    }
}
