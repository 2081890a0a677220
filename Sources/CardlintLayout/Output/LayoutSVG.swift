import CardlintModel

/// Draws a `LayoutTree` as an SVG wireframe: node boxes, text lines as text, hit areas dashed, and
/// highlighted nodes outlined in red with their label. Every string from the card is escaped.
public enum LayoutSVG {
    /// - Parameters:
    ///   - highlights: node id → label (e.g. a rule id) to mark.
    public static func render(_ tree: LayoutTree, _ card: Card, highlights: [Int: String] = [:]) -> String {
        let w = LayoutFormat.number(max(1, tree.size.width)), h = LayoutFormat.number(max(1, tree.size.height))
        var o = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        o += " font-family=\"sans-serif\">\n"
        o += "<style>.box{fill:none;stroke:#8a8a8a;stroke-width:0.5}.act{fill:#e6f4ea;stroke:#1e8e3e}"
        o += ".inp{fill:#fef7e0;stroke:#b06000}.hit{fill:none;stroke:#a142f4;stroke-dasharray:3 2}"
        o += ".hl{fill:none;stroke:#d93025;stroke-width:2}.hlt{fill:#d93025;font-size:10px}"
        o += ".flag{fill:#fce8e6;stroke:#d93025}.txt{fill:#202124}</style>\n"
        o += "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
        for id in tree.boxes.indices {
            guard let b = tree.boxes[id], b.frame.width > 0 || b.frame.height > 0 else { continue }
            let node = id < card.nodes.count ? card.nodes[id] : nil
            var cls = "box"
            if node?.kind == .action { cls = "act" } else if node?.kind == .input { cls = "inp" }
            if b.flags.contains(.clipped) || b.flags.contains(.truncated) || b.flags.contains(.overflowsHorizontally) { cls = "flag" }
            o += "<g data-node=\"\(id)\"><title>" + escape(tree.types[id] ?? "") + " " + escape(node?.pointer ?? "") + "</title>"
            o += rect(b.frame, cls) + "</g>\n"
            if let t = b.label { o += lines(t) }
            if let t = b.text { o += lines(t) }
            if let r = b.hitArea { o += rect(r, "hit") + "\n" }
            for r in b.extraHitAreas { o += rect(r, "hit") + "\n" }
        }
        for id in highlights.keys.sorted() {
            guard let b = tree[id], let label = highlights[id] else { continue }
            o += rect(b.frame, "hl") + "\n"
            o += "<text class=\"hlt\" x=\"\(LayoutFormat.number(b.frame.x))\" y=\"\(LayoutFormat.number(max(10, b.frame.y - 2)))\">"
            o += escape(label) + "</text>\n"
        }
        return o + "</svg>\n"
    }

    static func rect(_ r: Rect, _ cls: String) -> String {
        "<rect class=\"\(cls)\" x=\"\(LayoutFormat.number(r.x))\" y=\"\(LayoutFormat.number(r.y))\" width=\""
            + "\(LayoutFormat.number(max(0, r.width)))\" height=\"\(LayoutFormat.number(max(0, r.height)))\"/>"
    }

    static func lines(_ t: LaidText) -> String {
        var o = ""
        for (i, line) in t.lines.enumerated() {
            let baseline = t.frame.y + Double(i) * t.lineHeight + t.lineHeight * 0.8
            o += "<text class=\"txt\" x=\"\(LayoutFormat.number(t.frame.x))\" y=\"\(LayoutFormat.number(baseline))\""
            o += " font-size=\"\(LayoutFormat.number(t.fontSize))\" textLength=\"\(LayoutFormat.number(max(1, line.width)))\""
            o += " lengthAdjust=\"spacingAndGlyphs\">" + escape(t.text(of: line)) + "</text>\n"
        }
        return o
    }

    /// XML-escapes text and attribute values; drops characters XML 1.0 forbids.
    public static func escape(_ s: String) -> String {
        var o = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": o += "&amp;"
            case "<": o += "&lt;"
            case ">": o += "&gt;"
            case "\"": o += "&quot;"
            case "'": o += "&#39;"
            default:
                let v = u.value
                if v < 0x20 && v != 0x9 && v != 0xA && v != 0xD { o += "\u{FFFD}" }
                else if v == 0xFFFE || v == 0xFFFF { o += "\u{FFFD}" }
                else { o.unicodeScalars.append(u) }
            }
        }
        return o
    }
}
