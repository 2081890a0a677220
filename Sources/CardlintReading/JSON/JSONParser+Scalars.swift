extension JSONParserCore {
    /// Parses a string starting at the opening quote; leaves `i` after the closing quote.
    mutating func parseString() throws(ReadingDiagnostic) -> String {
        let open = i
        i += 1
        let contentStart = i
        // Fast path: no escapes.
        while i < buf.count {
            let b = buf[i]
            if b == 0x22 {
                let s = String(decoding: UnsafeBufferPointer(rebasing: buf[contentStart..<i]), as: UTF8.self)
                i += 1
                return s
            }
            if b == 0x5C { break }
            if b < 0x20 { throw controlCharacter(b) }
            if b >= 0x80 {
                guard let n = UTF8Validation.sequenceLength(buf, i) else { throw invalidUTF8(i) }
                i += n
                continue
            }
            i += 1
        }
        guard i < buf.count else { throw error("unterminated string: missing closing '\"'", at: open) }
        // Slow path: decode escapes into a scratch buffer.
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

    func controlCharacter(_ b: UInt8) -> ReadingDiagnostic {
        error("control character 0x\(String(b, radix: 16, uppercase: true)) must be escaped in a JSON string", at: i)
    }

    mutating func hex4(_ escStart: Int) throws(ReadingDiagnostic) -> UInt32 {
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

    /// Parses a number per RFC 8259's grammar; leaves `i` after it.
    mutating func parseNumber() throws(ReadingDiagnostic) -> Double {
        let start = i
        var negative = false
        if buf[i] == 0x2D {
            negative = true
            i += 1
            guard i < buf.count, isDigit(buf[i]) else {
                if i < buf.count, buf[i] == 0x49 { throw error("-Infinity is not JSON", at: start) }
                throw error("expected a digit after '-'", at: i)
            }
        }
        var mantissa: UInt64 = 0
        var digits = 0
        if buf[i] == 0x30 {
            i += 1
            if i < buf.count, isDigit(buf[i]) { throw error("leading zeros are not allowed in JSON numbers", at: start, length: i - start + 1) }
        } else {
            while i < buf.count, isDigit(buf[i]) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(buf[i] - 0x30) }
                digits += 1
                i += 1
            }
        }
        var isInteger = true
        if i < buf.count, buf[i] == 0x2E {
            isInteger = false
            i += 1
            guard i < buf.count, isDigit(buf[i]) else { throw error("expected a digit after '.'", at: i) }
            while i < buf.count, isDigit(buf[i]) { i += 1 }
        }
        if i < buf.count, buf[i] == 0x65 || buf[i] == 0x45 {
            isInteger = false
            i += 1
            if i < buf.count, buf[i] == 0x2B || buf[i] == 0x2D { i += 1 }
            guard i < buf.count, isDigit(buf[i]) else { throw error("expected a digit in the exponent", at: i) }
            while i < buf.count, isDigit(buf[i]) { i += 1 }
        }
        if isInteger, digits <= 15 {
            let d = Double(mantissa)
            return negative ? -d : d
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buf[start..<i]), as: UTF8.self)
        return Double(text) ?? (negative ? -.infinity : .infinity)
    }

    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}

extension String {
    var trimmingQuotes: String {
        var s = Substring(self)
        if s.first == "'" { s = s.dropFirst() }
        if s.last == "'" { s = s.dropLast() }
        return String(s)
    }
}

/// UTF-8 validation with the offset of the first bad byte (overlongs, surrogates, > U+10FFFF rejected).
public enum UTF8Validation {
    /// The length of the valid multi-byte sequence starting at `i`, or nil when it is invalid.
    @inline(__always)
    static func sequenceLength(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        let b = buf[i]
        var need = 0
        var min: UInt32 = 0
        var cp: UInt32 = 0
        switch b {
        case 0xC2...0xDF: need = 1; cp = UInt32(b & 0x1F); min = 0x80
        case 0xE0...0xEF: need = 2; cp = UInt32(b & 0x0F); min = 0x800
        case 0xF0...0xF4: need = 3; cp = UInt32(b & 0x07); min = 0x10000
        default: return nil
        }
        guard i + need < buf.count else { return nil }
        for k in 1...need {
            let c = buf[i + k]
            guard c & 0xC0 == 0x80 else { return nil }
            cp = cp << 6 | UInt32(c & 0x3F)
        }
        if cp < min || cp > 0x10FFFF || (0xD800...0xDFFF).contains(cp) { return nil }
        return need + 1
    }

    public static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buf -> Int? in
            var i = 0
            let n = buf.count
            while i < n {
                // ASCII fast path, 8 bytes at a time.
                if i + 8 <= n {
                    let w = UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if w & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
                }
                if buf[i] < 0x80 { i += 1; continue }
                guard let length = sequenceLength(buf, i) else { return i }
                i += length
            }
            return nil
        }
    }
}
