import CardlintModel

extension Engine {
    /// Two columns: titles as wide as the widest title but no wider than `factSet.title.maxWidth`,
    /// then the renderer's fact-set gap (`factSet.spacing` unless its data says otherwise), then the
    /// values in the rest. Each fact's box is its row; its `label` is the title and its `text` the
    /// value. Rows follow each other without gaps.
    func layoutFactSet(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        let facts = children(id, .facts)
        let gap = renderer.factSetGap ?? hc.factSet.spacing
        let tc = hc.factSet.title, vc = hc.factSet.value
        let tl = look(tc), vl = look(vc)
        var titleWidth = 0.0
        // The titles' runs are looked up once, for their widths, and kept for their layouts (after
        // the layout's earlier FactSets' ones: emptying the array per FactSet cost more than the
        // look-ups it saves).
        let base = store.pointee.titleRuns.count
        for f in facts {
            let title = info[f].style.title ?? ""
            let run = number(title, tl)
            store.pointee.titleRuns.append(run)
            titleWidth = max(titleWidth, textWidth(title, tl, run: run))
        }
        if let mw = tc.maxWidth, mw > 0 { titleWidth = min(titleWidth, mw) }
        titleWidth = min(titleWidth, max(0, width - gap))
        let vx = x + titleWidth + gap
        let vw = max(0, width - titleWidth - gap)
        var cy = y
        for (k, f) in facts.enumerated() {
            let t = text(info[f].style.title ?? "", tl, run: store.pointee.titleRuns[base + k], x: x, y: cy, width: titleWidth,
                         wrap: tc.wrap)
            let v = text(info[f].style.value ?? "", vl, x: vx, y: cy, width: vw, wrap: vc.wrap)
            let h = max(t.frame.height, v.frame.height)
            put(LayoutBox(nodeID: f, frame: Rect(x: x, y: cy, width: width, height: h), text: v, label: t))
            cy += h
        }
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: cy - y)))
        return cy - y
    }
}
