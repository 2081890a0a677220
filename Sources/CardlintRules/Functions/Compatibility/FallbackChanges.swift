import CardlintModel

/// Lookups in a host's fallback changes (`RuleEnvironment.fallbackChanges`, in document order:
/// sorted by range start). A change's range is its node's range, so a node's change is found by
/// binary search, and an ancestor's by looking up each ancestor: O(depth · log changes) per node.
enum FallbackChanges {
    /// The change made to exactly this node, of one of `kinds`.
    static func change(at node: CardNode, _ kinds: Set<FallbackChange.Kind>, in changes: [FallbackChange]) -> FallbackChange? {
        guard !changes.isEmpty else { return nil }
        var lo = 0, hi = changes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if changes[mid].range.start < node.range.start { lo = mid + 1 } else { hi = mid }
        }
        while lo < changes.count, changes[lo].range.start == node.range.start {
            let c = changes[lo]
            if c.pointer == node.pointer, kinds.contains(c.kind) { return c }
            lo += 1
        }
        return nil
    }

    /// The change that removed the node or one of its ancestors (dropped, removed, forbidden where it
    /// stands, or the whole card not shown).
    static func loss(of node: CardNode, in card: Card, _ changes: [FallbackChange]) -> FallbackChange? {
        first(node, card, lossKinds, changes)
    }

    /// The change that affects the node at all: it or an ancestor replaced, dropped or removed, or the card replaced.
    static func affecting(_ node: CardNode, in card: Card, _ changes: [FallbackChange]) -> FallbackChange? {
        first(node, card, affectingKinds, changes)
    }

    /// Kind sets built once (a set literal at a call site is built on every call, even for no changes).
    static let removed: Set<FallbackChange.Kind> = [.removed]
    static let lossKinds: Set<FallbackChange.Kind> = [.dropped, .removed, .forbidden, .cardNotShown]
    static let affectingKinds: Set<FallbackChange.Kind> = [.replaced, .dropped, .removed, .forbidden, .cardReplacedByFallbackText, .cardNotShown]

    private static func first(_ node: CardNode, _ card: Card, _ kinds: Set<FallbackChange.Kind>, _ changes: [FallbackChange]) -> FallbackChange? {
        guard !changes.isEmpty else { return nil }
        if let c = change(at: node, kinds, in: changes) { return c }
        for a in card.ancestors(of: node) { if let c = change(at: a, kinds, in: changes) { return c } }
        return nil
    }
}
