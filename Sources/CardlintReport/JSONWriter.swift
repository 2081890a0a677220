import CardlintReading
/// A JSON tree written with sorted object keys, so output is stable byte for byte.
enum JSONNode: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])
    /// Text written as is: placeholders that streamed reports splice or resolve later.
    case raw(String)

    /// `.string` or `.null`.
    static func optional(_ s: String?) -> JSONNode { s.map(JSONNode.string) ?? .null }
    static func optional(_ i: Int?) -> JSONNode { i.map(JSONNode.int) ?? .null }
    static func strings(_ a: [String]) -> JSONNode { .array(a.map(JSONNode.string)) }

    /// Pretty-printed with two-space indentation, keys sorted by code point, no trailing newline.
    func serialized(indent: Int = 0) -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): JSONNode.quote(s, into: &out)
        case .raw(let s): out += s
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            // UTF-8 byte order is code-point order.
            let keys = members.keys.map { ($0, Array($0.utf8)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
            for (i, key) in keys.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                JSONNode.quote(key, into: &out)
                out += ": "
                members[key]?.write(into: &out, indent: indent + 1)
                out += i + 1 < keys.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    static func quote(_ s: String, into out: inout String) { JSONString.appendQuoted(s, into: &out) }
}
