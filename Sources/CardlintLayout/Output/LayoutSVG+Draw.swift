import CardlintModel
import CardlintReading

extension LayoutSVG {
    /// The page's only stylesheet (class names are stable: tests and the HTML legend use them).
    public static let style = ".card{fill:#fff;stroke:#b9c0cc;stroke-width:1}"
        + ".grp{fill:none;stroke:#c5ccd8;stroke-width:.75;stroke-dasharray:3 2}"
        + ".el{fill:#f4f6f9;stroke:#c3c9d4;stroke-width:.75}"
        + ".img{fill:#eef1f6;stroke:#9aa5b5;stroke-width:.75}.imgx{stroke:#c6cdd8;stroke-width:.75}"
        + ".btn{fill:#e8f0fe;stroke:#1a73e8;stroke-width:1}.inp{fill:#fff;stroke:#7d8799;stroke-width:1}"
        + ".bar{fill:#e1e5ec}.w{fill:#475063}"
        + ".hit{fill:none;stroke:#8e44ef;stroke-width:1;stroke-dasharray:3 2}"
        + ".flag{fill:none;stroke:#e37400;stroke-width:1.5;stroke-dasharray:4 2}"
        + ".hl{fill:#d93025;fill-opacity:.06;stroke:#d93025;stroke-width:2}"
        + ".bdg{fill:#d93025}.bn{fill:#fff;font-weight:700}"
        + ".hlt{fill:#b3261e;font-weight:600;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}"

    /// How a node is drawn.
    enum Look: String { case card, grp, el, img, btn, inp, txt }

    static let imageTypes: Set<String> = ["Image", "Media", "Icon", "Chart.Donut", "Chart.Pie", "Chart.Gauge",
                                          "Chart.Line", "Chart.VerticalBar", "Chart.VerticalBar.Grouped",
                                          "Chart.HorizontalBar", "Chart.HorizontalBar.Stacked"]
    static let textTypes: Set<String> = ["TextBlock", "RichTextBlock", "CodeBlock", "Fact", "TextRun"]

    static func look(_ id: Int, _ type: String?, _ node: CardNode?) -> Look {
        if id == 0 || type == "AdaptiveCard" { return .card }
        if node?.kind == .action { return .btn }
        if node?.kind == .input { return .inp }
        if let type, imageTypes.contains(type) || type.hasPrefix("Chart.") { return .img }
        if let type, textTypes.contains(type) { return .txt }
        return (node?.children.isEmpty ?? true) ? .el : .grp
    }

    static let flagged: LayoutFlags = [.clipped, .truncated, .overflowsHorizontally]

    /// Everything inside the `<svg>` element.
    static func body(_ tree: LayoutTree, _ card: Card, marks: [WireframeMark]) -> String {
        var o = ""
        var overlay = ""
        for id in tree.boxes.indices {
            guard let b = tree.boxes[id], b.frame.width > 0 || b.frame.height > 0 else { continue }
            let node = id < card.nodes.count ? card.nodes[id] : nil
            let type = node?.type
            let look = look(id, type, node)
            o += "<g data-node=\"\(id)\"><title>" + escape([type ?? "?", node?.pointer ?? ""].filter { !$0.isEmpty }.joined(separator: " ")) + "</title>"
            switch look {
            case .txt: break
            case .card: o += rect(b.frame, "card", rx: 6)
            case .btn: o += rect(b.frame, "btn", rx: 4)
            case .inp: o += rect(b.frame, "inp", rx: 3)
            case .img:
                o += rect(b.frame, "img", rx: 2)
                let f = b.frame
                o += "<path class=\"imgx\" d=\"M\(n(f.x)) \(n(f.y))L\(n(f.maxX)) \(n(f.maxY))M\(n(f.maxX)) \(n(f.y))L\(n(f.x)) \(n(f.maxY))\"/>"
            case .grp, .el: o += rect(b.frame, look.rawValue, rx: 2)
            }
            o += "</g>\n"
            if let t = b.label { o += lines(t, tree) }
            if let t = b.text { o += lines(t, tree) }
            if let r = b.hitArea { overlay += rect(r, "hit", rx: 2) + "\n" }
            for r in tree.extraHitAreas(of: b) { overlay += rect(r, "hit", rx: 2) + "\n" }
            for r in flagFrames(b, children: node?.children ?? [], tree) {
                overlay += "<rect class=\"flag\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(max(0, r.width)))\""
                overlay += " height=\"\(n(max(0, r.height)))\" rx=\"2\"><title>" + escape(b.flags.names.joined(separator: ", ")) + "</title></rect>\n"
            }
        }
        return o + overlay + drawMarks(tree, marks)
    }

    /// Where to draw a box's layout flags: around its flagged texts, else around the box when no
    /// child carries the flag itself (a card is not outlined because one of its buttons overflows).
    static func flagFrames(_ b: LayoutBox, children: [Int], _ tree: LayoutTree) -> [Rect] {
        guard !b.flags.intersection(flagged).isEmpty else { return [] }
        let texts = [b.text, b.label].compactMap { $0 }.filter { !$0.flags.intersection(flagged).isEmpty }.map(\.frame)
        if !texts.isEmpty { return texts }
        if children.contains(where: { !(tree[$0]?.flags.intersection(flagged).isEmpty ?? true) }) { return [] }
        return [b.frame]
    }

    static func rect(_ r: Rect, _ cls: String, rx: Double = 0) -> String {
        "<rect class=\"\(cls)\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\""
            + (rx > 0 ? " rx=\"\(n(rx))\"" : "") + "/>"
    }

    /// Each line as a light bar with its own text: the line breaks are the layout's (the measured
    /// ones), and each line's text is drawn at the width the layout measured for it (`textLength`).
    /// Clipped and truncated text is cut at its box (a nested `<svg>` clips it, so a title cut at AX2
    /// is drawn cut); text that overflows is drawn past its box.
    static func lines(_ t: LaidText, _ tree: LayoutTree) -> String {
        var o = ""
        let lh = t.lineHeight > 0 ? t.lineHeight : t.fontSize * 1.3
        let barH = max(2, lh * 0.62)
        for (i, line) in tree.lines(of: t).enumerated() {
            let top = t.frame.y + Double(i) * lh + (lh - barH) / 2
            let width = max(2, t.flags.contains(.overflowsHorizontally) ? line.width : min(line.width, max(t.frame.width, 2)))
            o += "<rect class=\"bar\" x=\"\(n(t.frame.x))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(barH))\" rx=\"\(n(min(3, barH / 2)))\"/>"
            let words = tree.text(of: line, in: t).trimmingCharacters(in: .whitespacesAndNewlines)
            if !words.isEmpty, line.width >= 1 {
                let size = barH * 0.78
                o += "<svg x=\"\(n(t.frame.x))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(barH))\" overflow=\"hidden\">"
                o += "<text class=\"w\" x=\"0\" y=\"\(n(barH * 0.78))\" font-size=\"\(n(size))\" textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\">"
                o += escape(words) + "</text></svg>"
            }
            o += "\n"
        }
        return o
    }
}

private extension String {
    func trimmingCharacters(in set: CharacterKind) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}

enum CharacterKind {
    case whitespaces, whitespacesAndNewlines
    func contains(_ c: Character) -> Bool {
        switch self {
        case .whitespaces: c == " " || c == "\t"
        case .whitespacesAndNewlines: c.isWhitespace
        }
    }
}
