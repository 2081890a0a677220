/// A token of the binding expression language.
struct ExprToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case number(Double)
        case string(String)
        case identifier(String)
        case punct(String)
        case end
    }
    var kind: Kind
    var range: Range<Int>
}

/// A syntax problem at a byte range inside the decoded string.
struct ExprSyntaxError: Error, Sendable {
    var message: String
    var range: Range<Int>
    var isLimit = false
}

/// Splits an expression (a slice of a decoded string's UTF-8 bytes) into tokens.
enum ExprLexer {
    static let twoCharPunct: Set<String> = ["==", "!=", "<=", ">=", "&&", "||"]
    static let oneCharPunct: Set<UInt8> = Set("+-*/%^<>!?:.,()[]{}".utf8)

    static func tokenize(_ bytes: [UInt8], from start: Int, to end: Int) throws(ExprSyntaxError) -> [ExprToken] {
        var tokens: [ExprToken] = []
        var i = start
        while i < end {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
            let s = i
            if isDigit(b) {
                while i < end, isDigit(bytes[i]) { i += 1 }
                if i + 1 < end, bytes[i] == 0x2E, isDigit(bytes[i + 1]) {
                    i += 1
                    while i < end, isDigit(bytes[i]) { i += 1 }
                }
                if i < end, bytes[i] == 0x65 || bytes[i] == 0x45 {
                    var j = i + 1
                    if j < end, bytes[j] == 0x2B || bytes[j] == 0x2D { j += 1 }
                    if j < end, isDigit(bytes[j]) {
                        i = j
                        while i < end, isDigit(bytes[i]) { i += 1 }
                    }
                }
                let text = String(decoding: bytes[s..<i], as: UTF8.self)
                guard let d = Double(text) else { throw ExprSyntaxError(message: "invalid number '\(text)'", range: s..<i) }
                tokens.append(ExprToken(kind: .number(d), range: s..<i))
            } else if b == 0x27 || b == 0x22 {
                tokens.append(try string(bytes, &i, end, quote: b))
            } else if isIdentStart(b) {
                while i < end, isIdentPart(bytes[i]) { i += 1 }
                tokens.append(ExprToken(kind: .identifier(String(decoding: bytes[s..<i], as: UTF8.self)), range: s..<i))
            } else if i + 1 < end, twoCharPunct.contains(String(decoding: bytes[i...i + 1], as: UTF8.self)) {
                tokens.append(ExprToken(kind: .punct(String(decoding: bytes[i...i + 1], as: UTF8.self)), range: i..<i + 2))
                i += 2
            } else if oneCharPunct.contains(b) {
                tokens.append(ExprToken(kind: .punct(String(UnicodeScalar(b))), range: i..<i + 1))
                i += 1
            } else {
                var e = i + 1
                while e < end, bytes[e] & 0xC0 == 0x80 { e += 1 }
                let ch = String(decoding: bytes[i..<e], as: UTF8.self)
                let hint = b == 0x3D ? " (use '==' to compare)" : (b == 0x26 || b == 0x7C ? " (use '&&' or '||')" : "")
                throw ExprSyntaxError(message: "unexpected character '\(ch)'\(hint)", range: i..<e)
            }
        }
        tokens.append(ExprToken(kind: .end, range: end..<end))
        return tokens
    }

    private static func string(_ bytes: [UInt8], _ i: inout Int, _ end: Int, quote: UInt8) throws(ExprSyntaxError) -> ExprToken {
        let s = i
        i += 1
        var out: [UInt8] = []
        while i < end {
            let c = bytes[i]
            if c == quote {
                i += 1
                return ExprToken(kind: .string(String(decoding: out, as: UTF8.self)), range: s..<i)
            }
            if c == 0x5C, i + 1 < end {
                let n = bytes[i + 1]
                switch n {
                case 0x6E: out.append(0x0A)
                case 0x74: out.append(0x09)
                case 0x72: out.append(0x0D)
                default: out.append(n)
                }
                i += 2
                continue
            }
            out.append(c)
            i += 1
        }
        throw ExprSyntaxError(message: "unterminated string literal", range: s..<end)
    }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) static func isIdentStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24 || b == 0x40 || b == 0x23 || b >= 0x80
    }
    @inline(__always) static func isIdentPart(_ b: UInt8) -> Bool { isIdentStart(b) || isDigit(b) }
}
