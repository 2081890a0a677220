extension LayoutSVG {
    /// Red outlines for every mark, then badges (numbers) and labels on top, nudged so they do not overlap.
    static func drawMarks(_ tree: LayoutTree, _ marks: [WireframeMark]) -> String {
        // One badge size for every width, so a card's wireframes read alike when shown at one scale.
        let s = 1.4
        let m = margin
        let maxX = tree.size.width + m
        var outlines = "", badges = ""
        var placed: [Rect] = []
        for mark in marks {
            guard let b = tree[mark.nodeID] else { continue }
            let f = Rect(x: b.frame.x - 1, y: b.frame.y - 1, width: b.frame.width + 2, height: b.frame.height + 2)
            outlines += "<rect class=\"hl\" data-node=\"\(mark.nodeID)\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(0, f.width)))\""
            outlines += " height=\"\(n(max(0, f.height)))\" rx=\"2\"/>\n"
            let number = mark.numbers.map(String.init).joined(separator: ",")
            let h = 15 * s
            let pillW = number.isEmpty ? 0 : max(h, (Double(number.count) * 6.2 + 8) * s)
            let labelW = Double(mark.label.count) * 5.6 * s
            var r = Rect(x: min(max(-m, f.x - 4 * s), maxX - pillW - labelW - 4 * s), y: max(-m, f.y - h / 2),
                         width: pillW + labelW + 4 * s, height: h)
            r.x = max(-m, r.x)
            let startX = r.x
            var tries = 0
            while tries < 40, let hit = placed.first(where: { overlaps($0, r) }) {
                tries += 1
                if hit.maxX + 3 * s + r.width <= maxX { r.x = hit.maxX + 3 * s } else { r.x = startX; r.y = hit.maxY + 2 * s }
            }
            placed.append(r)
            badges += "<g class=\"mark\" data-node=\"\(mark.nodeID)\" data-severity=\"" + escape(mark.severity) + "\">"
            if !number.isEmpty {
                badges += "<rect class=\"bdg\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(pillW))\" height=\"\(n(h))\" rx=\"\(n(h / 2))\"/>"
                badges += "<text class=\"bn\" x=\"\(n(r.x + pillW / 2))\" y=\"\(n(r.y + h * 0.72))\" font-size=\"\(n(10 * s))\" text-anchor=\"middle\">"
                badges += escape(number) + "</text>"
            }
            if !mark.label.isEmpty {
                badges += "<text class=\"hlt\" x=\"\(n(r.x + pillW + 3 * s))\" y=\"\(n(r.y + h * 0.72))\" font-size=\"\(n(9.5 * s))\">"
                badges += escape(mark.label) + "</text>"
            }
            badges += "</g>\n"
        }
        return outlines + badges
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }
}
