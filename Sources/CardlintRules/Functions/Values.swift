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

    /// A built-in message value for a node: type, id, pointer, slot, expected (nil for other names).
    static func base(_ node: CardNode, _ name: String) -> String? {
        switch name {
        case "type": node.type ?? "(no type)"
        case "id": node.elementID ?? "(no id)"
        case "pointer": node.pointer.isEmpty ? "/" : node.pointer
        case "slot": node.slot
        case "expected": node.expected.description
        default: nil
        }
    }

    static func quoteList(_ items: [String], limit: Int = 8) -> String {
        let shown = items.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return items.count > limit ? shown + ", …" : shown
    }
}
