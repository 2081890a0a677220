import CardlintReading

extension JSONValue {
    static func number(_ d: Double) -> JSONValue { JSONValue(.number(d)) }
    static func string(_ s: String) -> JSONValue { JSONValue(.string(s)) }
    static func bool(_ b: Bool) -> JSONValue { JSONValue(.bool(b)) }
    static var null: JSONValue { JSONValue(.null) }
    static func array(_ a: [JSONValue]) -> JSONValue { JSONValue(.array(a)) }

    /// The text a value becomes inside a longer string: numbers without a needless `.0`,
    /// `null` as empty text, arrays and objects as compact JSON.
    var templateText: String {
        switch kind {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return Self.formatNumber(d)
        case .string(let s): return s
        case .array, .object: return jsonText
        }
    }

    static func formatNumber(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        // Whole numbers print in full, as JavaScript prints them (ticks are 18 digits).
        if d == d.rounded(), abs(d) < 9e18 { return String(Int64(d)) }
        return String(d)
    }

    /// Compact JSON text of the value.
    var jsonText: String {
        var out = ""
        writeJSON(into: &out)
        return out
    }

    func writeJSON(into out: inout String) {
        switch kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += d.isFinite ? Self.formatNumber(d) : "null"
        case .string(let s): Self.writeQuoted(s, into: &out)
        case .array(let items):
            out += "["
            for (i, v) in items.enumerated() {
                if i > 0 { out += "," }
                v.writeJSON(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { out += "," }
                Self.writeQuoted(m.key, into: &out)
                out += ":"
                m.value.writeJSON(into: &out)
            }
            out += "}"
        }
    }

    static func writeQuoted(_ s: String, into out: inout String) { JSONString.appendQuoted(s, into: &out) }

    /// Adaptive Expressions truthiness: only `false`, `null` and undefined are false.
    var isTruthy: Bool {
        switch kind {
        case .null: false
        case .bool(let b): b
        default: true
        }
    }

    /// A copy where this value and everything inside it carries `range`.
    func reranged(_ range: SourceRange) -> JSONValue {
        switch kind {
        case .array(let items): return JSONValue(.array(items.map { $0.reranged(range) }), range: range)
        case .object(let members):
            return JSONValue(.object(members.map { JSONMember(key: $0.key, keyRange: range, value: $0.value.reranged(range)) }), range: range)
        default: return JSONValue(kind, range: range)
        }
    }

    /// Number of JSON values in the tree (this one included).
    var nodeCount: Int {
        switch kind {
        case .array(let items): return items.reduce(1) { $0 + $1.nodeCount }
        case .object(let members): return members.reduce(1) { $0 + $1.value.nodeCount }
        default: return 1
        }
    }
}
