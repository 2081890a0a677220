import CardlintModel

extension Engine {
    /// Table: column widths from `columns[].width` (number = weight, `"Npx"` = pixels, default weight 1)
    /// sharing the width left after pixel columns and the gaps between cells; each cell is a stack
    /// padded as `cellBoxModel` says; a row is as tall as its tallest cell. Pixel columns wider
    /// than the table set `overflowsHorizontally`.
    func layoutTable(_ id: Int, x: Double, y: Double, width: Double,
                              parentStyle: HostConfig.ContainerStyleName) -> Double {
        let rows = children(id, .rows)
        let defs = card.nodes[id].json["columns"]?.array ?? []
        var n = defs.count
        for r in rows { n = max(n, children(r, .cells).count) }
        let model = cellBoxModel(id)
        var widths = [Double](repeating: 0, count: n)
        var isPixel = [Bool](repeating: false, count: n)
        var fixed = 0.0, weights = 0.0
        for i in 0..<n {
            let v = i < defs.count ? defs[i]["width"] : nil
            if v?.string != nil, let px = Self.pixels(v) { widths[i] = px; isPixel[i] = true; fixed += px }
            else { weights += Self.weight(v?.number) }
        }
        let inner = width - model.border
        let rest = max(0, inner - fixed - model.gap * Double(max(0, n - 1)))
        for i in 0..<n where !isPixel[i] {
            let v = i < defs.count ? defs[i]["width"] : nil
            widths[i] = weights > 0 ? rest * Self.weight(v?.number) / weights : 0
        }
        var cy = y + model.border
        var flags: LayoutFlags = fixed > inner + 0.01 ? .overflowsHorizontally : []
        for (k, r) in rows.enumerated() {
            if k > 0 { cy += model.gap }
            var cx = x + model.border, rowH = 0.0
            let cells = children(r, .cells)
            for (i, c) in cells.enumerated() where i < n {
                if i > 0 { cx += model.gap }
                let (own, st) = padding(c, parentStyle: parentStyle)
                let pad = model.padding ?? (own > 0 ? model.styledPadding ?? own : 0)
                let inset = model.inset, edge = model.border
                let h = layoutStack(children(c, .items), x: cx + inset + pad, y: cy + inset + pad,
                                    width: max(0, widths[i] - 2 * inset - 2 * pad - edge), style: st, padding: pad)
                rowH = max(rowH, h + 2 * inset + 2 * pad + edge)
                let f: LayoutFlags = cx + widths[i] > x + width + 0.01 ? .overflowsHorizontally : []
                flags.formUnion(f)
                put(LayoutBox(nodeID: c, frame: Rect(x: cx, y: cy, width: widths[i], height: 0), flags: f))
                cx += widths[i]
            }
            for c in cells { boxes[c]?.frame.height = rowH }
            put(LayoutBox(nodeID: r, frame: Rect(x: x + model.border, y: cy, width: inner, height: rowH)))
            cy += rowH
        }
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: cy - y), flags: flags))
        return cy - y
    }

    /// How the renderer pads a table's cells: `inset` on every side of every cell; `padding` inside
    /// it (nil: only a styled or framed cell is padded, by `styledPadding`, or by its own container
    /// padding when that is nil too); `gap` between cells and between rows; `border`, the grid
    /// line on the table's top and left and on each cell's right and bottom.
    /// `half-cell-spacing`: half of `table.cellSpacing` inset. `grid-lines` (the JavaScript
    /// renderer, table.ts TableCell.getDefaultPadding and applyBorder, TableRow and Table
    /// internalRender): with `showGridLines` (default true) cells touch, are padded by
    /// `spacing.small` and drawn with 1 px lines; without, cells and rows are `table.cellSpacing`
    /// apart and only a styled cell is padded (`spacing.small`).
    func cellBoxModel(_ table: Int) -> (inset: Double, padding: Double?, styledPadding: Double?, gap: Double, border: Double) {
        switch renderer.tableCellPadding {
        case .halfCellSpacing: return (hc.tableCellSpacing / 2, nil, nil, 0, 0)
        case .gridLines:
            if card.nodes[table].json["showGridLines"]?.bool ?? true { return (0, hc.spacing.small, nil, 0, 1) }
            return (0, nil, hc.spacing.small, max(0, hc.tableCellSpacing), 0)
        }
    }
}
