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

    /// The value of the first member named `key` (compared as `String`s are: case-sensitive, and
    /// canonically equivalent keys are the same key). The members are read in place (a loop over
    /// them copied each member it passed) and the lookup is inlinable: the rules read a property of
    /// nearly every node this way.
    @inlinable
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        for i in members.indices where members[i].key == key { return members[i].value }
        return nil
    }

    /// The member named `key` (with its key range).
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        for m in members where m.key == key { return m }
        return nil
    }

    /// Whether both hold the same JSON value, wherever they were read (ranges are not compared;
    /// object members in any order; recursion as deep as the reader's nesting limit).
    public func hasSameContent(as other: JSONValue) -> Bool {
        switch (kind, other.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameContent(as: $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.allSatisfy { m in
                b.first { $0.key == m.key }.map { $0.value.hasSameContent(as: m.value) } ?? false
            }
        default: return false
        }
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

extension String {
    /// Whether the text contains a template binding: `${` or a binding of the templating preview
    /// (`{name}`, `{$root.a.b}`; see `PreviewBindings`). Such a value is unknown before expansion
    /// (or shown literally by hosts), so rules neither measure nor type-check it.
    public var hasTemplateBinding: Bool {
        var s = self
        return s.withUTF8 { b in
            var i = 0
            while i + 1 < b.count {
                if b[i] == UInt8(ascii: "$"), b[i + 1] == UInt8(ascii: "{") { return true }
                if b[i] == UInt8(ascii: "{"), PreviewBindings.end(b, at: i) != nil { return true }
                // A Power Automate expression: the flow fills it in (ExternalPlaceholders).
                if b[i] == UInt8(ascii: "@"), ExternalPlaceholders.powerAutomateEnd(b, at: i) != nil { return true }
                // A Dev Home resource key, replaced with a localized string before the host sees it.
                if b[i] == UInt8(ascii: "%"), ExternalPlaceholders.resourceKeyEnd(b, at: i) != nil { return true }
                i += 1
            }
            return false
        }
    }
}

/// Bindings of the templating preview (2019): `{name}`, `{$root.issue.url}`, `{items[0].title}`,
/// `{$root['a-b']}`, `{if(x >= 0, 'good', 'attention')}` — a `{`, an optional `$`, a path (letters,
/// digits, `_ . [ ] $`, quoted keys) with calls in parentheses, and `}`; not after a `$`, an `@` or
/// another `{` (`${…}`, Power Automate's `@{…}` and the `{{DATE(…)}}` text functions are not preview bindings).
public enum PreviewBindings {
    /// The byte ranges of preview bindings in `bytes`.
    public static func ranges(_ bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { b in
            var out: [Range<Int>] = []
            var i = 0
            while i < b.count {
                if b[i] == UInt8(ascii: "$"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "{") {
                    i = skipBinding(b, from: i + 2)  // the inside of `${…}` is an expression
                } else if b[i] == UInt8(ascii: "@"), let e = ExternalPlaceholders.powerAutomateEnd(b, at: i) {
                    i = e  // a Power Automate expression, not a preview binding
                } else if b[i] == UInt8(ascii: "{"), let e = end(b, at: i) {
                    out.append(i..<e); i = e
                } else {
                    i += 1
                }
            }
            return out
        }
    }

    /// Past the `}` that closes a `${` whose inside starts at `i` (nested braces and quotes skipped).
    static func skipBinding(_ b: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        closingBrace(b, from: i, quotes: [UInt8(ascii: "'"), UInt8(ascii: "\"")]) ?? b.count
    }

    /// Past the `}` that closes an expression whose inside starts at `i`, nested braces and strings in
    /// `quotes` skipped; nil when it is never closed.
    static func closingBrace(_ b: UnsafeBufferPointer<UInt8>, from i: Int, quotes: [UInt8]) -> Int? {
        var j = i, depth = 0
        var quote: UInt8 = 0
        while j < b.count {
            let c = b[j]
            j += 1
            if quote != 0 {
                if c == quote { quote = 0 }
            } else if quotes.contains(c) {
                quote = c
            } else if c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "}") {
                if depth == 0 { return j }
                depth -= 1
            }
        }
        return nil
    }

    /// The end (exclusive) of a preview binding starting at `i` (a `{`), or nil.
    public static func end(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        if i > 0, b[i - 1] == UInt8(ascii: "$") || b[i - 1] == UInt8(ascii: "{") || b[i - 1] == UInt8(ascii: "@") { return nil }
        var j = i + 1
        if j < b.count, b[j] == UInt8(ascii: "$") { j += 1 }
        guard j < b.count, isStart(b[j]) else { return nil }
        var depth = 0
        var quote: UInt8 = 0
        while j < b.count, j - i < 1000 {
            let c = b[j]
            j += 1
            if quote != 0 {
                if c == quote { quote = 0 }
            } else if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
                quote = c
            } else if c == UInt8(ascii: "(") {
                depth += 1
            } else if c == UInt8(ascii: ")") {
                guard depth > 0 else { return nil }
                depth -= 1
            } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "}") {
                guard depth == 0, c == UInt8(ascii: "}") else { return nil }
                return j
            } else if depth == 0, !isPath(c) {
                return nil
            }
        }
        return nil
    }

    static func isStart(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == 0x5F }
    static func isPath(_ c: UInt8) -> Bool {
        isStart(c) || (c >= 0x30 && c <= 0x39) || c == 0x2E || c == 0x5B || c == 0x5D || c == 0x27 || c == 0x24
    }
}
