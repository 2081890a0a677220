import CardlintReading

extension TemplateFunctions {
    static let conversion: [TemplateFunction] = [
        TemplateFunction("json", 1...1, .conversion) { a, _ in
            if a.value(0).array != nil || a.value(0).isObject { return a.value(0) }
            do {
                return try JSONParser.parse(try a.string(0)).value.reranged(.unknown)
            } catch let e as ReadingDiagnostic {
                throw EvalFailure("json() could not parse its text: \(e.message)", argument: 0)
            }
        },
        TemplateFunction("string", 1...2, .conversion) { a, _ in .string(a.text(0)) },
        TemplateFunction("jsonStringify", 1...1, .conversion) { a, _ in .string(a.value(0).jsonText) },
        TemplateFunction("int", 1...1, .conversion) { a, _ in
            guard let d = number(a.value(0)), d.isFinite else { throw a.fail(0, "a number or numeric text") }
            return .number(d.rounded(.towardZero))
        },
        TemplateFunction("float", 1...1, .conversion) { a, _ in
            guard let d = number(a.value(0)) else { throw a.fail(0, "a number or numeric text") }
            return .number(d)
        },
        TemplateFunction("bool", 1...1, .conversion) { a, _ in
            switch a.value(0).kind {
            case .bool(let b): return .bool(b)
            case .number(let d): return .bool(d != 0)
            case .string(let s): return .bool(s.lowercased() == "true" ? true : s.lowercased() == "false" ? false : !s.isEmpty)
            case .null: return .bool(false)
            default: return .bool(true)
            }
        },
        TemplateFunction("formatNumber", 2...3, .conversion) { a, _ in
            let digits = try a.int(1)
            guard (0...15).contains(digits) else { throw EvalFailure("formatNumber() takes 0 to 15 decimals", argument: 1) }
            return .string(grouped(try a.number(0), decimals: digits))
        },
        TemplateFunction("base64", 1...1, .conversion) { a, _ in .string(Base64.encode(Array(a.text(0).utf8))) },
        TemplateFunction("base64ToString", 1...1, .conversion) { a, _ in
            guard let bytes = Base64.decode(try a.string(0)) else { throw a.fail(0, "base64 text") }
            return .string(String(decoding: bytes, as: UTF8.self))
        },
        TemplateFunction("uriComponent", 1...1, .conversion) { a, _ in
            var out = ""
            for b in a.text(0).utf8 {
                if Base64.unreserved.contains(b) { out.unicodeScalars.append(UnicodeScalar(b)) } else {
                    out += "%" + String(b >> 4, radix: 16, uppercase: true) + String(b & 15, radix: 16, uppercase: true)
                }
            }
            return .string(out)
        },
        TemplateFunction("uriComponentToString", 1...1, .conversion) { a, _ in
            let s = Array(try a.string(0).utf8)
            var out: [UInt8] = [], i = 0
            while i < s.count {
                if s[i] == 0x25, i + 2 < s.count, let v = UInt8(String(decoding: s[i + 1...i + 2], as: UTF8.self), radix: 16) {
                    out.append(v); i += 3
                } else { out.append(s[i]); i += 1 }
            }
            return .string(String(decoding: out, as: UTF8.self))
        },
        TemplateFunction("isString", 1...1, .conversion) { a, _ in .bool(a.value(0).string != nil) },
        TemplateFunction("isInteger", 1...1, .conversion) { a, _ in .bool(a.value(0).number.map { $0 == $0.rounded() } ?? false) },
        TemplateFunction("isFloat", 1...1, .conversion) { a, _ in .bool(a.value(0).number.map { $0 != $0.rounded() } ?? false) },
        TemplateFunction("isArray", 1...1, .conversion) { a, _ in .bool(a.value(0).array != nil) },
        TemplateFunction("isObject", 1...1, .conversion) { a, _ in .bool(a.value(0).isObject) },
        TemplateFunction("isBoolean", 1...1, .conversion) { a, _ in .bool(a.value(0).bool != nil) },
        TemplateFunction("isDateTime", 1...1, .conversion, unknownWhen: "for date text not in the form 2018-03-15T13:00:00.000Z") { a, _ in
            // JavaScript accepts only that exact form; .NET parses more: other date text is unknown.
            guard let s = a.value(0).string else { return .bool(false) }
            if s.utf8.count == 24, s.hasSuffix("Z"), CivilTime.parse(s) != nil { return .bool(true) }
            if s.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) { throw EvalFailure.unknown("date text in another form") }
            return .bool(false)
        },
        TemplateFunction("getProperty", 1...2, .object, unknownWhen: "with one argument (a property of the whole memory)") { a, _ in
            guard a.count == 2 else { throw EvalFailure.unknown("getProperty() of the evaluation memory") }
            // A path read as the engine's memory reads it: dotted, each key ignoring case.
            var v: JSONValue? = a.value(0)
            for key in a.text(1).split(separator: ".", omittingEmptySubsequences: false) {
                v = v.flatMap { Evaluator.member($0, String(key)) }
            }
            return v
        },
        TemplateFunction("addProperty", 3...3, .object) { a, _ in try withProperty(a, replace: false) },
        TemplateFunction("setProperty", 3...3, .object) { a, _ in try withProperty(a, replace: true) },
        TemplateFunction("removeProperty", 2...2, .object) { a, _ in
            guard let m = a.value(0).members else { throw a.fail(0, "an object") }
            let key = try a.string(1)
            return JSONValue(.object(m.filter { $0.key != key }))
        },
        TemplateFunction("merge", 1...TemplateFunction.variadic, .object) { a, _ in
            var out: [JSONMember] = []
            for i in 0..<a.count {
                guard let m = a.value(i).members else { throw a.fail(i, "an object") }
                for member in m {
                    if let k = out.firstIndex(where: { $0.key == member.key }) { out[k] = member } else { out.append(member) }
                }
            }
            return JSONValue(.object(out))
        },
    ]

    static func number(_ v: JSONValue) -> Double? {
        switch v.kind {
        case .number(let d): return d
        case .string(let s): return Double(trimmed(s))
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    static func withProperty(_ a: Args, replace: Bool) throws -> JSONValue {
        guard var m = a.value(0).members else { throw a.fail(0, "an object") }
        let key = try a.string(1)
        if let k = m.firstIndex(where: { $0.key == key }) {
            guard replace else { throw EvalFailure("addProperty(): '\(key)' already exists", argument: 1) }
            m[k].value = a.value(2)
        } else {
            m.append(JSONMember(key: key, value: a.value(2)))
        }
        return JSONValue(.object(m))
    }

    /// en-US style: `1234567.891, 2` → `1,234,567.89`.
    static func grouped(_ x: Double, decimals: Int) -> String {
        guard x.isFinite else { return JSONValue.formatNumber(x) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return JSONValue.formatNumber(x) }
        let n = UInt64(scaled)
        let factor = UInt64(scale)
        let whole = String(n / factor)
        var groupedWhole = ""
        for (i, ch) in whole.enumerated() {
            if i > 0, (whole.count - i) % 3 == 0 { groupedWhole += "," }
            groupedWhole.append(ch)
        }
        var out = (x < 0 && n > 0 ? "-" : "") + groupedWhole
        if decimals > 0 {
            let frac = String(n % factor)
            out += "." + String(repeating: "0", count: decimals - frac.count) + frac
        }
        return out
    }
}

enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            let b0 = bytes[i], b1 = n > 1 ? bytes[i + 1] : 0, b2 = n > 2 ? bytes[i + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 3) << 4 | b1 >> 4)])
            out.append(n > 1 ? alphabet[Int((b1 & 15) << 2 | b2 >> 6)] : 0x3D)
            out.append(n > 2 ? alphabet[Int(b2 & 63)] : 0x3D)
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func decode(_ text: String) -> [UInt8]? {
        var bits = 0, count = 0
        var out: [UInt8] = []
        for c in text.utf8 where c != 0x3D {
            guard let v = alphabet.firstIndex(of: c) else { return nil }
            bits = (bits << 6 | v) & 0xFFFFFF
            count += 6
            if count >= 8 {
                count -= 8
                out.append(UInt8((bits >> count) & 0xFF))
            }
        }
        return out
    }
}
