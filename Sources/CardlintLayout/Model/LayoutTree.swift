import CardlintModel
import CardlintText

/// The result of laying out one card in one context: a box per node id. Immutable and shared by
/// reference (rules in every context read it without copying its arrays).
public final class LayoutTree: Sendable {
    /// Boxes indexed by node id; `nil` for nodes not laid out (hidden, fallback alternatives,
    /// inlines, collapsed content, unknown types).
    public let boxes: [LayoutBox?]
    /// The card's size (width = the card width the viewport gives).
    public let size: Size
    public let viewportName: String
    public let typeScaleName: String
    /// Node type names by id (for outlines and wireframes).
    public let types: [String?]
    /// Parent ids by node id.
    public let parents: [Int?]

    public init(boxes: [LayoutBox?], size: Size, viewportName: String, typeScaleName: String,
                types: [String?], parents: [Int?]) {
        self.boxes = boxes; self.size = size; self.viewportName = viewportName
        self.typeScaleName = typeScaleName; self.types = types; self.parents = parents
    }

    public subscript(id: Int) -> LayoutBox? { id >= 0 && id < boxes.count ? boxes[id] : nil }

    /// Ids of the nodes that were laid out, in document (id) order.
    public var laidOutIDs: [Int] { boxes.indices.filter { boxes[$0] != nil } }
}

/// The layout stage: a pure function of the card, the context and the text measurer.
public enum Layout {
    /// Lays `card` out at `context.viewport.effectiveCardWidth`.
    public static func compute(card: Card, context: LayoutContext, measurer: any TextMeasurer) -> LayoutTree {
        let engine = Engine(card: card, context: context, measurer: measurer)
        let width = context.viewport.effectiveCardWidth
        let height = card.nodes.isEmpty ? 0 : engine.layoutCard(0, x: 0, y: 0, width: width, style: nil)
        var types: [String?] = [], parents: [Int?] = []
        types.reserveCapacity(card.nodes.count)
        parents.reserveCapacity(card.nodes.count)
        card.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices { types.append(nodes[i].type); parents.append(nodes[i].parent) }
        }
        return LayoutTree(boxes: engine.boxes, size: Size(width: width, height: height),
                          viewportName: context.viewport.name, typeScaleName: context.typeScale.name,
                          types: types, parents: parents)
    }
}

extension LayoutTree {
    /// Whether any box shows a problem that grows with the type scale (clipped or truncated text,
    /// horizontal overflow, words broken, content scrolling sideways).
    public var hasGrowthProblems: Bool {
        let growth: LayoutFlags = [.clipped, .truncated, .overflowsHorizontally, .brokeInsideWord, .scrollsHorizontally]
        for case let box? in boxes where !box.flags.isDisjoint(with: growth) { return true }
        return false
    }
}
