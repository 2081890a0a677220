import CardlintReading

/// Builds the node tree of a card from its JSON, guided by the catalog.
///
/// Unknown types stay in the tree as nodes with `spec == nil` and their raw JSON; of their
/// properties only `fallback` is followed (a renderer that does not know a type renders none
/// of its children). Iterative, so depth is bounded only by the JSON reader's limit.
public enum CardBuilder {
    public static func build(_ json: JSONValue, catalog: Catalog) -> Card {
        struct Built { var parent: Int?; var children: [Int] = []; var json: JSONValue; var pointer: String; var type: String?
                       var spec: TypeSpec?; var slot: String; var expected: SlotKind; var depth: Int; var inFallback: Bool }
        var nodes: [Built] = []
        struct Pending { var json: JSONValue; var pointer: String; var parent: Int?; var slot: String
                         var expected: SlotKind; var depth: Int; var inFallback: Bool }
        var queue = [Pending(json: json, pointer: "", parent: nil, slot: "", expected: .card, depth: 0, inFallback: false)]
        var head = 0
        // Breadth-first keeps sibling order; children are appended to their parent as they are created.
        while head < queue.count {
            let p = queue[head]
            head += 1
            let type = typeName(p.json, expected: p.expected, catalog: catalog)
            let spec = type.flatMap { catalog.spec($0) }
            let id = nodes.count
            nodes.append(Built(parent: p.parent, json: p.json, pointer: p.pointer, type: type, spec: spec,
                               slot: p.slot, expected: p.expected, depth: p.depth, inFallback: p.inFallback))
            if let parent = p.parent { nodes[parent].children.append(id) }
            guard let members = p.json.members else { continue }
            for m in members {
                let slots: [SlotKind]
                if let prop = spec?.properties[m.key] {
                    slots = childSlots(prop.types)
                } else if m.key == "fallback" {
                    slots = [p.expected == .selectAction ? .action : p.expected]
                } else {
                    continue
                }
                guard !slots.isEmpty else { continue }
                let childFallback = p.inFallback || m.key == "fallback"
                let ptr = JSONPointer.appending(p.pointer, m.key)
                switch m.value.kind {
                case .object:
                    if let slot = slots.first {
                        queue.append(Pending(json: m.value, pointer: ptr, parent: id, slot: m.key,
                                             expected: slot, depth: p.depth + 1, inFallback: childFallback))
                    }
                case .array(let items):
                    for (i, item) in items.enumerated() {
                        let isString = item.string != nil
                        guard item.isObject || (isString && slots.contains(.inline)) else { continue }
                        queue.append(Pending(json: item, pointer: JSONPointer.appending(ptr, i), parent: id, slot: m.key,
                                             expected: slot(for: item, among: slots), depth: p.depth + 1, inFallback: childFallback))
                    }
                default:
                    continue
                }
            }
        }
        let final = nodes.enumerated().map { i, b in
            CardNode(id: i, parent: b.parent, children: b.children, json: b.json, pointer: b.pointer, type: b.type, spec: b.spec,
                     slot: b.slot, expected: b.expected, depth: b.depth, inFallback: b.inFallback)
        }
        return Card(root: json, nodes: final)
    }


    /// In a union of named types (`layouts: [Layout.Stack, Layout.Flow]`) the item's own `type` picks its slot.
    static func slot(for item: JSONValue, among slots: [SlotKind]) -> SlotKind {
        if slots.count > 1, let t = item["type"]?.string, slots.contains(.named(t)) { return .named(t) }
        return slots[0]
    }

    /// The node slots a property's types allow (arrays are unwrapped).
    static func childSlots(_ types: [ValueType]) -> [SlotKind] {
        var out: [SlotKind] = []
        for t in types {
            switch t {
            case .element: out.append(.element)
            case .action: out.append(.action)
            case .selectAction: out.append(.selectAction)
            case .inline: out.append(.inline)
            case .named(let n): out.append(n == "AdaptiveCard" ? .card : .named(n))
            case .array(let of): out += childSlots(of)
            default: break
            }
        }
        return out
    }

    static func typeName(_ json: JSONValue, expected: SlotKind, catalog: Catalog) -> String? {
        if json.string != nil, expected == .inline { return "TextRun" }
        // Some parts (AuthCardButton, DataGridColumn) have an ordinary property called `type`:
        // there the slot names the type, not the member.
        if case .named(let n) = expected, catalog.spec(n)?.properties["type"] != nil { return n }
        if let t = json["type"]?.string { return t }
        switch expected {
        case .card: return "AdaptiveCard"
        case .named(let n): return n
        case .inline: return "TextRun"
        default: return nil
        }
    }
}
