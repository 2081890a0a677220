extension JSONParserCore {
    /// Parses a number per RFC 8259's grammar; leaves `i` after it.
    mutating func parseNumber() throws(JSONFailure) -> Double {
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
                if buf[i] < 0x80 { i += 1; continue }
                guard let length = sequenceLength(buf, i) else { return i }
                i += length
            }
            return nil
        }
    }
}
