import CardlintLayout
import CardlintModel

/// The touch targets of a laid-out card, as WCAG 2.5.8 counts them.
enum LayoutTargets {
    /// A node's own targets: its `extraHitAreas` (rating stars, carousel arrows and dots) or its `hitArea`.
    /// Empty for nodes that are not targets of their own: inline `TextRun`s (WCAG's inline exception;
    /// their box is the whole paragraph, so their real extent is unknown), `selectAction` nodes (their
    /// owner holds the same area), actions not in their row, images of unknown size and zero-size areas.
    static func targets(of node: CardNode, in tree: LayoutTree) -> [Rect] {
        var out: [Rect] = []
        _ = forEachTarget(of: node, in: tree) { out.append($0); return false }
        return out
    }

    /// Calls `body` with each of a node's own targets (see `targets`) until it returns true; whether
    /// it did. No array is made.
    static func forEachTarget(of node: CardNode, in tree: LayoutTree, _ body: (Rect) -> Bool) -> Bool {
        let id = node.id
        guard node.slot != "selectAction", node.type != "TextRun", id >= 0, id < tree.boxes.count else { return false }
        // Fields read in place: a box is not copied for the three it needs.
        return tree.boxes.withUnsafeBufferPointer { boxes in
            guard let flags = boxes[id]?.flags, flags.isDisjoint(with: [.notInRow, .sizeUnknown]) else { return false }
            if let extra = boxes[id]?.extraHitAreaRange, !extra.isEmpty {
                return tree.rects[extra].contains { $0.width > 0 && $0.height > 0 && body($0) }
            }
            guard let hit = boxes[id]?.hitArea, hit.width > 0 && hit.height > 0 else { return false }
            return body(hit)
        }
    }

    /// Every target in the card, node by node in id order (O(nodes)).
    static func all(in tree: LayoutTree, card: Card) -> [(node: Int, rect: Rect)] {
        var out: [(node: Int, rect: Rect)] = []
        for n in card.nodes where tree[n.id] != nil {
            _ = forEachTarget(of: n, in: tree) { out.append((n.id, $0)); return false }
        }
        return out
    }

    /// The area a host that pads small controls (erratum `enforces-minimum-touch-target`) really
    /// makes tappable: grown around its centre to at least `minimum` in each dimension.
    static func padded(_ r: Rect, to minimum: Double) -> Rect {
        let w = max(r.width, minimum), h = max(r.height, minimum)
        return Rect(x: r.x - (w - r.width) / 2, y: r.y - (h - r.height) / 2, width: w, height: h)
    }
}
