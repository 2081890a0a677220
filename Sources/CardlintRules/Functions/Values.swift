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

extension JSONValue {
    /// `self[key]` (the value of the first member named `key`, compared as `String`s are: canonically
    /// equivalent keys are the same key), with the members read in place: the subscript copied each
    /// member it passed (a selector's condition or a check reads a property of nearly every node).
    @inline(__always)
    func value(for key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        for i in members.indices where members[i].key == key { return members[i].value }
        return nil
    }
}
