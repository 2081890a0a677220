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
        var json = JSONText(depth: indent)
        write(to: &json)
        return json.text
    }

    func write(to json: inout JSONText) {
        switch self {
        case .null: json.null()
        case .bool(let b): json.bool(b)
        case .int(let i): json.int(i)
        case .string(let s): json.string(s)
        case .raw(let s): json.raw(s)
        case .array(let items):
            json.openArray()
            for item in items {
                json.element()
                item.write(to: &json)
            }
            json.closeArray()
        case .object(let members):
            json.openObject()
            // UTF-8 byte order is code-point order.
            for key in members.keys.sorted(by: ReportModel.less) {
                json.key(escaping: key)
                members[key]?.write(to: &json)
            }
            json.closeObject()
        }
    }

    static func quote(_ s: String, into out: inout String) { JSONString.appendQuoted(s, into: &out) }
}
