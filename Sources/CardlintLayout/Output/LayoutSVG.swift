import CardlintReading
import CardlintModel

/// A node to mark on a wireframe: findings drawn in red with a numbered badge.
public struct WireframeMark: Sendable, Hashable {
    public var nodeID: Int
    /// Numbers of the findings on the node (as numbered in the report's findings list); may be empty.
    public var numbers: [Int]
    /// A short label, e.g. the rule ids.
    public var label: String
    /// `error`, `warning` or `note`: the badge colour.
    public var severity: String

    public init(nodeID: Int, numbers: [Int] = [], label: String, severity: String = "error") {
        self.nodeID = nodeID; self.numbers = numbers; self.label = label; self.severity = severity
    }
}

/// Draws a `LayoutTree` as an SVG wireframe: a box per node styled by kind (containers dashed,
/// images crossed, buttons and inputs filled), text lines as light bars with their first words,
/// hit areas dashed in violet, layout flags (clipped, truncated, overflowing) in amber, and marked
/// nodes outlined in red with a numbered badge. Every string from the card is escaped, and the
/// output contains no script, event handler, link or external reference.
public enum LayoutSVG {
    /// Margin around the card, in points, where badges and labels may overhang.
    static let margin = 10.0

    /// - Parameters:
    ///   - highlights: node id → label (e.g. a rule id) to mark.
    public static func render(_ tree: LayoutTree, _ card: Card, highlights: [Int: String] = [:]) -> String {
        render(tree, card, marks: highlights.keys.sorted().compactMap { id in
            highlights[id].map { WireframeMark(nodeID: id, label: $0) }
        })
    }

    /// Draws the tree with `marks` (badges are placed in `marks` order, so keep it deterministic).
    public static func render(_ tree: LayoutTree, _ card: Card, marks: [WireframeMark]) -> String {
        let m = margin
        let extent = contentSize(tree)
        let w = extent.width + 2 * m, h = extent.height + 2 * m
        var o = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(w))\" height=\"\(n(h))\""
        o += " viewBox=\"\(n(-m)) \(n(-m)) \(n(w)) \(n(h))\" font-family=\"system-ui,-apple-system,Segoe UI,Roboto,sans-serif\""
        o += " role=\"img\" aria-label=\"" + escape("Wireframe of the card at \(tree.viewportName), \(tree.typeScaleName)") + "\">\n"
        o += "<style>" + style + "</style>\n"
        o += body(tree, card, marks: marks)
        return o + "</svg>\n"
    }

    /// Several wireframes side by side, each under its label, top-aligned.
    public static func sheet(_ panels: [(label: String, tree: LayoutTree, card: Card, marks: [WireframeMark])]) -> String {
        let gap = 24.0, head = 22.0, m = margin
        var x = 0.0, height = 0.0
        var inner = ""
        for p in panels {
            let extent = contentSize(p.tree)
            let w = extent.width + 2 * m, h = extent.height + 2 * m
            inner += "<text class=\"cap\" x=\"\(n(x + m))\" y=\"15\">" + escape(p.label) + "</text>\n"
            inner += "<svg x=\"\(n(x))\" y=\"\(n(head))\" width=\"\(n(w))\" height=\"\(n(h))\" viewBox=\"\(n(-m)) \(n(-m)) \(n(w)) \(n(h))\">\n"
            inner += body(p.tree, p.card, marks: p.marks) + "</svg>\n"
            x += w + gap
            height = max(height, h + head)
        }
        let width = max(1, x - gap)
        var o = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(max(1, height)))\""
        o += " viewBox=\"0 0 \(n(width)) \(n(max(1, height)))\" font-family=\"system-ui,-apple-system,Segoe UI,Roboto,sans-serif\">\n"
        o += "<style>" + style + ".cap{font-size:13px;font-weight:600;fill:#3c4352}</style>\n"
        return o + inner + "</svg>\n"
    }

    /// The card's size, grown to show content drawn past its edges (at most twice the card's size).
    static func contentSize(_ tree: LayoutTree) -> Size {
        var w = max(1, tree.size.width), h = max(1, tree.size.height)
        for case let b? in tree.boxes {
            for r in [b.frame, b.hitArea ?? b.frame, b.text?.frame ?? b.frame] where r.maxX.isFinite && r.maxY.isFinite {
                w = max(w, r.maxX); h = max(h, r.maxY)
            }
        }
        return Size(width: min(w, 2 * max(1, tree.size.width)), height: min(h, 2 * max(1, tree.size.height)))
    }

    static func n(_ d: Double) -> String { LayoutFormat.number(d) }

    /// XML-escapes text and attribute values (also `=` and `:`); replaces characters XML 1.0 forbids.
    public static func escape(_ s: String) -> String { MarkupEscape.escape(s, MarkupEscape.svg) }
}
