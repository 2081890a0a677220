import CardlintReading

/// Builds the node tree of a card from its JSON, guided by the catalog.
///
/// Unknown types stay in the tree as nodes with `spec == nil` and their raw JSON; of their
/// properties only `fallback` is followed (a renderer that does not know a type renders none
/// of its children). Iterative, so depth is bounded only by the JSON reader's limit.
public enum CardBuilder {
    /// With `source` (the document `json` was derived from, e.g. a host's card after fallback), each
    /// node's pointer is where its JSON sits in `source` (found by its position), so findings point
    /// into the document the author wrote: a fallback element at `/body/0/fallback`, a card replaced
    /// by its `fallbackText` at `/fallbackText`. Nodes with no position in `source` keep their own.
    public static func build(_ json: JSONValue, catalog: Catalog, source: JSONValue? = nil) -> Card {
        build(json, catalog: catalog, sourcePointers: source.map(pointersByRange) ?? [:])
    }

    /// `build(_:catalog:source:)` with the source's `pointersByRange` in hand: a card that several
    /// hosts each change by fallback has its table made once, not once per host.
    public static func build(_ json: JSONValue, catalog: Catalog, sourcePointers: [SourceRange: String]) -> Card {
        struct Pending { var json: JSONValue; var pointer: String; var parent: Int?; var slot: String
                         var expected: SlotKind; var depth: Int; var inFallback: Bool }
        var queue = [Pending(json: json, pointer: "", parent: nil, slot: "", expected: .card, depth: 0, inFallback: false)]
        var nodes: [CardNode] = []
        // Room for a usual card's nodes up front, not one growth step each doubling.
        queue.reserveCapacity(32)
        nodes.reserveCapacity(32)
        // Breadth-first keeps sibling order. Every queued entry becomes one node, in queue order, so
        // a node's id is its queue index and its children are the entries it queues.
        while nodes.count < queue.count {
            let id = nodes.count
            // The entry moved out of the queue (an empty one left in its place): its JSON, pointer and
            // slot go to the node without a copy, and the queue frees nothing of them.
            var p = Pending(json: JSONValue(.null), pointer: "", parent: nil, slot: "", expected: .card, depth: 0, inFallback: false)
            swap(&p, &queue[id])
            let type = typeName(p.json, expected: p.expected, catalog: catalog)
            let spec = type.flatMap { catalog.spec($0) }
            // The entries this node queues are its children: one run of queue indices.
            let firstChild = queue.count
            var found = MemberProperties()
            var requires: Int32 = -1, idMember: Int32 = -1, labelFor: Int32 = -1
            // The properties `requires`, `id` and `labelFor` in the node's table (`MemberNames`).
            let named = MemberNames(spec)
            if case .object(let members) = p.json.kind {
                // Members read in place: no copy of each member (its key and value) per step.
                members.withUnsafeBufferPointer { ms in
                    for k in ms.indices {
                        let key = ms[k].key
                        let slots: [SlotKind]
                        // The property table (a byte hash, the spec read in place), not the dictionary.
                        // Each member's index is kept for the rules (`CardNode.memberProperties`).
                        let index = spec?.propertyTable.index(of: key)
                        if requires < 0, named.isRequires(key, index) { requires = Int32(k) }
                        if idMember < 0, named.isID(key, index) { idMember = Int32(k) }
                        if labelFor < 0, named.isLabelFor(key, index) { labelFor = Int32(k) }
                        if spec != nil { found.append(index) }
                        if let i = index, let table = spec?.propertyTable {
                            slots = table.childSlots[i]
                        } else if key == "fallback" {
                            slots = [p.expected == .selectAction ? .action : p.expected]
                        } else {
                            continue
                        }
                        guard !slots.isEmpty else { continue }
                        let childFallback = p.inFallback || key == "fallback"
                        switch ms[k].value.kind {
                        case .object:
                            if let slot = slots.first {
                                queue.append(Pending(json: ms[k].value, pointer: JSONPointer.appending(p.pointer, key), parent: id,
                                                     slot: key, expected: slot, depth: p.depth + 1, inFallback: childFallback))
                            }
                        case .array(let items):
                            // Each item's pointer written whole: the array's own pointer is not made.
                            let escaped = JSONPointer.escape(key)
                            for (i, item) in items.enumerated() {
                                let isString = item.string != nil
                                guard item.isObject || (isString && slots.contains(.inline)) else { continue }
                                queue.append(Pending(json: item, pointer: JSONPointer.appending(p.pointer, escaped: escaped, i), parent: id, slot: key,
                                                     expected: slot(for: item, among: slots), depth: p.depth + 1, inFallback: childFallback))
                            }
                        default:
                            continue
                        }
                    }
                }
            }
            let pointer = sourcePointers.isEmpty ? p.pointer : sourcePointers[p.json.range] ?? p.pointer
            nodes.append(CardNode(id: id, parent: p.parent, children: Array(firstChild..<queue.count), json: p.json, pointer: pointer, type: type,
                                  spec: spec, slot: p.slot, expected: p.expected, depth: p.depth, inFallback: p.inFallback,
                                  memberProperties: found, requiresMember: requires, idMember: idMember, labelForMember: labelFor))
        }
        return Card(root: json, nodes: nodes)
    }

    /// The pointer of every value of `root` by its source range. Values without a position are left
    /// out, and so are ranges several values share (the copies a template's `$data` makes of one
    /// place): their findings keep the expanded card's pointers.
    public static func pointersByRange(_ root: JSONValue) -> [SourceRange: String] {
        var out: [SourceRange: String] = [:]
        var shared: Set<SourceRange> = []
        var stack: [(JSONValue, String)] = [(root, "")]
        while let (v, p) = stack.popLast() {
            if v.range != .unknown, !shared.contains(v.range) {
                if out[v.range] == nil { out[v.range] = p } else { out[v.range] = nil; shared.insert(v.range) }
            }
            switch v.kind {
            case .object(let members): for m in members.reversed() { stack.append((m.value, JSONPointer.appending(p, m.key))) }
            case .array(let items): for (i, item) in items.enumerated().reversed() { stack.append((item, JSONPointer.appending(p, i))) }
            default: continue
            }
        }
        return out
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
        if case .named(let n) = expected, catalog.spec(n)?.hasTypeProperty == true { return n }
        if let t = json["type"]?.string { return t }
        switch expected {
        case .card: return "AdaptiveCard"
        case .named(let n): return n
        case .inline: return "TextRun"
        default: return nil
        }
    }
}
