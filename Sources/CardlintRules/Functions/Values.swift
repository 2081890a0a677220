import CardlintModel
import CardlintReading

/// Helpers shared by check functions.
enum Values {
    /// Present and non-blank: not null, not an empty/whitespace string, not an empty array/object.
    static func isPresent(_ v: JSONValue?) -> Bool {
        guard let v else { return false }
        switch v.kind {
        case .null: return false
        case .string(let s): return !TextScan.isBlank(s)
        case .array(let a): return !a.isEmpty
        case .object(let m): return !m.isEmpty
        default: return true
        }
    }

    /// A template binding we cannot evaluate (no sample data): rules skip such values.
    static func isUnresolvedBinding(_ v: JSONValue?) -> Bool {
        guard let s = v?.string else { return false }
        return s.hasTemplateBinding
    }

    static func text(_ v: JSONValue) -> String { PropertyCondition.text(v) }

    /// The built-in message values for a node: type, id, pointer.
    static func base(_ node: CardNode) -> [String: String] {
        ["type": node.type ?? "(no type)", "id": node.elementID ?? "(no id)", "pointer": node.pointer.isEmpty ? "/" : node.pointer,
         "slot": node.slot, "expected": node.expected.description]
    }

    static func quoteList(_ items: [String], limit: Int = 8) -> String {
        let shown = items.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return items.count > limit ? shown + ", …" : shown
    }
}
