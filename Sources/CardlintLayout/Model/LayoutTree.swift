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
    /// Each node's box flags (`LayoutFlags.rawValue`; 0 without a box), for quick filtering.
    public let nodeFlags: [UInt16]
    /// Where the box array goes when the tree dies (the card's next layouts reuse it), if anywhere.
    private let spares: BoxSpares?

    public convenience init(boxes: [LayoutBox?], size: Size, viewportName: String, typeScaleName: String,
                            types: [String?], parents: [Int?]) {
        self.init(boxes: boxes, size: size, viewportName: viewportName, typeScaleName: typeScaleName,
                  types: types, parents: parents, spares: nil)
    }

    init(boxes: [LayoutBox?], size: Size, viewportName: String, typeScaleName: String,
         types: [String?], parents: [Int?], spares: BoxSpares?) {
        self.boxes = boxes; self.size = size; self.viewportName = viewportName
        self.typeScaleName = typeScaleName; self.types = types; self.parents = parents
        self.spares = spares
        nodeFlags = boxes.map { $0?.flags.rawValue ?? 0 }
    }

    deinit { spares?.give(boxes) }

    public subscript(id: Int) -> LayoutBox? { id >= 0 && id < boxes.count ? boxes[id] : nil }

    /// Ids of the nodes that were laid out, in document (id) order.
    public var laidOutIDs: [Int] { boxes.indices.filter { boxes[$0] != nil } }
}

/// The layout stage: a pure function of the card, the context and the text measurer.
public enum Layout {
    /// Lays `card` out at `context.viewport.effectiveCardWidth`.
    public static func compute(card: Card, context: LayoutContext, measurer: any TextMeasurer) -> LayoutTree {
        compute(prepare(card), context: context, measurer: measurer)
    }

    /// The context-independent part of laying out `card`, to share between many `compute` calls.
    public static func prepare(_ card: Card) -> LayoutInput { LayoutInput(card: card) }

    /// Lays a prepared card out at `context.viewport.effectiveCardWidth`.
    public static func compute(_ input: LayoutInput, context: LayoutContext, measurer: any TextMeasurer) -> LayoutTree {
        let width = context.viewport.effectiveCardWidth
        // One empty slot per node. A dead layout of the card gives its array (a slot per node
        // already), emptied here and its text objects kept for this layout's texts; else appends,
        // which stay in code specialised for the box type.
        var boxes = input.spares.take()
        let pool = TextPool()
        if boxes.count == input.card.nodes.count {
            pool.harvest(&boxes)
        } else {
            boxes.removeAll(keepingCapacity: true)
            boxes.reserveCapacity(input.card.nodes.count)
            for _ in input.card.nodes.indices { boxes.append(nil) }
        }
        // The engine writes the boxes in place and does not outlive the call.
        let height = boxes.withUnsafeMutableBufferPointer { buffer in
            let engine = Engine(input: input, context: context, measurer: measurer, boxes: BoxTable(buffer), pool: pool)
            return input.card.nodes.isEmpty ? 0 : engine.layoutCard(0, x: 0, y: 0, width: width, style: nil)
        }
        return LayoutTree(boxes: boxes, size: Size(width: width, height: height),
                          viewportName: context.viewport.name, typeScaleName: context.typeScale.name,
                          types: input.types, parents: input.parents, spares: input.spares)
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
