/// A JSON value with the byte range it was read from.
///
/// Object members keep their source order and their key's own range. Values made by the template
/// expander carry the range of the template text they came from.
public struct JSONValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange = .unknown) {
        self.kind = kind
        self.range = range
    }

    public var isNull: Bool { if case .null = kind { return true }; return false }
    public var bool: Bool? { if case .bool(let b) = kind { return b }; return nil }
    public var number: Double? { if case .number(let d) = kind { return d }; return nil }
    public var string: String? { if case .string(let s) = kind { return s }; return nil }
    public var array: [JSONValue]? { if case .array(let a) = kind { return a }; return nil }
    public var members: [JSONMember]? { if case .object(let m) = kind { return m }; return nil }
    public var isObject: Bool { if case .object = kind { return true }; return false }

    /// The value of the first member named `key` (exact, case-sensitive match).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        for m in members where m.key == key { return m.value }
        return nil
    }

    /// The member named `key` (with its key range).
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        for m in members where m.key == key { return m }
        return nil
    }

    /// The JSON type name used in messages: `null`, `boolean`, `number`, `string`, `array`, `object`.
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var keyRange: SourceRange
    public var value: JSONValue
    public init(key: String, keyRange: SourceRange = .unknown, value: JSONValue) {
        self.key = key; self.keyRange = keyRange; self.value = value
    }
}

/// RFC 6901 JSON Pointer helpers.
public enum JSONPointer {
    public static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }
    public static func appending(_ pointer: String, _ token: String) -> String { pointer + "/" + escape(token) }
    public static func appending(_ pointer: String, _ index: Int) -> String { pointer + "/" + String(index) }
}

extension String {
    /// Whether the text contains a template binding `${` (a byte scan; no Foundation).
    public var hasTemplateBinding: Bool {
        var previousWasDollar = false
        for b in utf8 {
            if previousWasDollar, b == UInt8(ascii: "{") { return true }
            previousWasDollar = b == UInt8(ascii: "$")
        }
        return false
    }
}

/// JSON string literals: one escaper for every writer of JSON text (reports, layout JSON,
/// effective cards, expanded templates, rule examples).
public enum JSONString {
    /// Appends `s` as a JSON string literal: `"`, `\`, control characters, DEL and U+2028/U+2029
    /// are escaped (the last two so the output is also safe inside JavaScript).
    public static func appendQuoted(_ s: String, into out: inout String) {
        out += "\""
        if !needsEscaping(s) {
            out += s
            out += "\""
            return
        }
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F || u.value == 0x2028 || u.value == 0x2029 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }

    /// Whether `s` has a byte to escape: a control character, `"`, `\`, DEL, or U+2028/U+2029
    /// (E2 80 A8/A9). Other multi-byte characters (an em dash…) are copied as they are.
    static func needsEscaping(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { b in
            var i = 0
            while i < b.count {
                let c = b[i]
                if c < 0x20 || c == 0x22 || c == 0x5C || c == 0x7F { return true }
                if c == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0xA8 || b[i + 2] == 0xA9 { return true }
                i += 1
            }
            return false
        }
    }

    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, into: &out)
        return out
    }
}
