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
    /// The card's nodes (their types and parents, for outlines and JSON): the card's own array,
    /// shared (arrays of each node's type and parent were made and freed element by element per card).
    public let nodes: [CardNode]
    /// Each node's box flags (`LayoutFlags.rawValue`; 0 without a box), for quick filtering.
    public let nodeFlags: [UInt16]
    /// The texts' strings (`LaidText.stringIndex`), lines (`LaidText.lineRange`) and the boxes' extra
    /// hit areas (`LayoutBox.extraHitAreaRange`): read them with `string(of:)`, `lines(of:)` and
    /// `extraHitAreas(of:)`.
    public let strings: [String]
    public let lines: [TextLine]
    public let rects: [Rect]

    public init(boxes: [LayoutBox?], size: Size, viewportName: String, typeScaleName: String,
                nodes: [CardNode] = [], strings: [String] = [], lines: [TextLine] = [],
                rects: [Rect] = []) {
        self.boxes = boxes; self.size = size; self.viewportName = viewportName
        self.typeScaleName = typeScaleName; self.nodes = nodes
        self.strings = strings; self.lines = lines; self.rects = rects
        // Read in place: `boxes.map` copied each box out of the array to read its flags.
        nodeFlags = boxes.withUnsafeBufferPointer { b in b.indices.map { b[$0]?.flags.rawValue ?? 0 } }
    }


    public subscript(id: Int) -> LayoutBox? { id >= 0 && id < boxes.count ? boxes[id] : nil }

    /// The type name of node `id` (nil: none, or a tree made without the card's nodes).
    public func type(of id: Int) -> String? { id >= 0 && id < nodes.count ? nodes[id].type : nil }

    /// The parent of node `id`.
    public func parent(of id: Int) -> Int? { id >= 0 && id < nodes.count ? nodes[id].parent : nil }

    /// The string a text shows lines of.
    public func string(of t: LaidText) -> String { strings[t.stringIndex] }

    /// A text's shown lines, from the measurer.
    public func lines(of t: LaidText) -> ArraySlice<TextLine> { lines[t.lineRange] }

    /// A box's further targets: rating stars, carousel arrows and page dots.
    public func extraHitAreas(of b: LayoutBox) -> ArraySlice<Rect> { rects[b.extraHitAreaRange] }

    /// The text of one of a text's lines.
    public func text(of line: TextLine, in t: LaidText) -> String {
        let u = strings[t.stringIndex].utf16
        let lo = min(max(0, line.utf16Range.lowerBound), u.count)
        let hi = min(max(lo, line.utf16Range.upperBound), u.count)
        let a = u.index(u.startIndex, offsetBy: lo), b = u.index(u.startIndex, offsetBy: hi)
        return String(u[a..<b]) ?? ""
    }

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
        // One empty slot per node, appended (`Array(repeating:count:)` copied an empty box into each
        // slot through the box's outlined copy); the engine writes the boxes in place and does not
        // outlive the call.
        var boxes: [LayoutBox?] = []
        boxes.reserveCapacity(input.card.nodes.count)
        for _ in input.card.nodes.indices { boxes.append(nil) }
        var store = TextStore(texts: input.textCount)
        let height = boxes.withUnsafeMutableBufferPointer { buffer in
            withUnsafeMutablePointer(to: &store) { store in
                let engine = Engine(input: input, context: context, measurer: measurer, boxes: BoxTable(buffer), store: store)
                return input.card.nodes.isEmpty ? 0 : engine.layoutCard(0, x: 0, y: 0, width: width, style: nil)
            }
        }
        return LayoutTree(boxes: boxes, size: Size(width: width, height: height),
                          viewportName: context.viewport.name, typeScaleName: context.typeScale.name,
                          nodes: input.card.nodes, strings: store.strings, lines: store.lines,
                          rects: store.rects)
    }
}

extension LayoutTree {
    /// Whether any box shows a problem that grows with the type scale (clipped or truncated text,
    /// horizontal overflow, words broken, content scrolling sideways).
    public var hasGrowthProblems: Bool {
        // Read from the flags by node (the boxes' flags, made with the tree), not by copying each box.
        let growth: LayoutFlags = [.clipped, .truncated, .overflowsHorizontally, .brokeInsideWord, .scrollsHorizontally]
        return nodeFlags.contains { $0 & growth.rawValue != 0 }
    }
}
