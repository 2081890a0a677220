import CardlintModel

/// The rendered children of every node of a card, grouped by slot: one array of ids for the whole
/// card, each node's groups a range of `groups`, each group a range of `ids`. Made once per card
/// (`LayoutInput`); an array of groups per node, each with an array of ids, was two allocations
/// per parent to make and to free on every lint.
struct KidTable {
    struct Group {
        var slot: Slot
        var start: Int
        var end: Int
    }

    /// Rendered children, by parent, then by slot (in order of the slot's first child), then in
    /// document order.
    private(set) var ids: [Int] = []
    private(set) var groups: [Group] = []
    /// The groups of node `i` are `groups[firstGroup[i]..<firstGroup[i + 1]]`.
    private(set) var firstGroup: [Int] = []

    init(_ card: Card, _ info: [NodeInfo]) {
        firstGroup.reserveCapacity(card.nodes.count + 1)
        card.nodes.withUnsafeBufferPointer { nodes in
            for n in nodes {
                let g0 = groups.count
                firstGroup.append(g0)
                // The node's slots in order of their first rendered child…
                for c in n.children where info[c].rendered {
                    let slot = info[c].slot
                    var known = false
                    for g in g0..<groups.count where groups[g].slot == slot { known = true; break }
                    if !known { groups.append(Group(slot: slot, start: 0, end: 0)) }
                }
                // …then each slot's children in document order.
                for g in g0..<groups.count {
                    groups[g].start = ids.count
                    for c in n.children where info[c].rendered && info[c].slot == groups[g].slot { ids.append(c) }
                    groups[g].end = ids.count
                }
            }
        }
        firstGroup.append(groups.count)
    }

    /// Rendered children of node `id` in `slot`, in document order.
    func children(_ id: Int, _ slot: Slot) -> ArraySlice<Int> {
        var g = firstGroup[id]
        let end = firstGroup[id + 1]
        while g < end {
            if groups[g].slot == slot { return ids[groups[g].start..<groups[g].end] }
            g += 1
        }
        return ids[0..<0]
    }
}
