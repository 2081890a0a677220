import CardlintModel

extension Engine {
    /// Table: column widths from `columns[].width` (number = weight, `"Npx"` = pixels, default weight 1)
    /// sharing the width left after pixel columns; each cell is a stack inset by half of
    /// `table.cellSpacing` on every side; a row is as tall as its tallest cell; rows follow each
    /// other. Pixel columns wider than the table set `overflowsHorizontally`.
    func layoutTable(_ id: Int, x: Double, y: Double, width: Double,
                              parentStyle: HostConfig.ContainerStyleName) -> Double {
        let rows = children(id, .rows)
        let defs = card.nodes[id].json["columns"]?.array ?? []
        var n = defs.count
        for r in rows { n = max(n, children(r, .cells).count) }
        var widths = [Double](repeating: 0, count: n)
        var fixed = 0.0, weights = 0.0
        for i in 0..<n {
            let v = i < defs.count ? defs[i]["width"] : nil
            if v?.string != nil, let px = Self.pixels(v) { widths[i] = px; fixed += px }
            else { weights += Self.weight(v?.number) }
        }
        let rest = max(0, width - fixed)
        for i in 0..<n {
            let v = i < defs.count ? defs[i]["width"] : nil
            if v?.string == nil || Self.pixels(v) == nil { widths[i] = weights > 0 ? rest * Self.weight(v?.number) / weights : 0 }
        }
        let inset = hc.tableCellSpacing / 2
        var cy = y
        var flags: LayoutFlags = fixed > width + 0.01 ? .overflowsHorizontally : []
        for r in rows {
            var cx = x, rowH = 0.0
            let cells = children(r, .cells)
            for (i, c) in cells.enumerated() where i < n {
                let (pad, st) = padding(c, parentStyle: parentStyle)
                let h = layoutStack(children(c, .items), x: cx + inset + pad, y: cy + inset + pad,
                                    width: max(0, widths[i] - 2 * inset - 2 * pad), style: st, padding: pad)
                rowH = max(rowH, h + 2 * inset + 2 * pad)
                let f: LayoutFlags = cx + widths[i] > x + width + 0.01 ? .overflowsHorizontally : []
                flags.formUnion(f)
                put(LayoutBox(nodeID: c, frame: Rect(x: cx, y: cy, width: widths[i], height: 0), flags: f))
                cx += widths[i]
            }
            for c in cells { boxes[c]?.frame.height = rowH }
            put(LayoutBox(nodeID: r, frame: Rect(x: x, y: cy, width: width, height: rowH)))
            cy += rowH
        }
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: cy - y), flags: flags))
        return cy - y
    }
}
