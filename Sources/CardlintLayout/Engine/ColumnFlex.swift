import CardlintModel

extension Engine {
    /// Column widths as CSS flex items in a row (the JavaScript renderer, card-elements.ts
    /// Column.adjustRenderedElementSize and ColumnSet.internalRender): a pixel column is fixed
    /// (`flex: 0 0 auto`); `auto` is its natural width and may shrink (`0 1 auto`); `stretch` grows
    /// from 50 px (`1 1 50px`); a weighted column grows from its weight's share of the whole set
    /// width, `setWidth` (`1 1 <100 × weight / all weights>%`). Free space goes to the growing
    /// columns equally; a deficit is taken from the shrinking ones in proportion to their bases,
    /// none below 0 (`min-width: 0`). A column's `minWidth` then raises its width.
    func flexColumns(_ cols: ArraySlice<Int>, available: Double, setWidth: Double, parentStyle: HostConfig.ContainerStyleName) -> [Double] {
        var weightSum = 0.0
        for c in cols { if case .weight(let w) = columnWidth(c) { weightSum += w } }
        var basis: [Double] = [], grows: [Bool] = [], shrinks: [Bool] = []
        for c in cols {
            switch columnWidth(c) {
            case .pixels(let p): basis.append(p); grows.append(false); shrinks.append(false)
            case .auto: basis.append(naturalWidth(c, parentStyle: parentStyle)); grows.append(false); shrinks.append(true)
            case .stretch: basis.append(50); grows.append(true); shrinks.append(true)
            case .weight(let w): basis.append(weightSum > 0 ? setWidth * w / weightSum : 0); grows.append(true); shrinks.append(true)
            }
        }
        var widths = Self.flex(basis: basis, grows: grows, shrinks: shrinks, room: available)
        for (i, c) in cols.enumerated() {
            if let mw = info[c].style.minWidth, widths[i] < mw { widths[i] = mw }
        }
        return widths
    }

    /// CSS flex on one line: items with `grows` share free space equally (flex-grow 1); when the
    /// bases overflow `room`, items with `shrinks` lose the excess in proportion to their bases
    /// (flex-shrink 1), none below 0 (those are frozen at 0 and the rest lose more).
    static func flex(basis: [Double], grows: [Bool], shrinks: [Bool], room: Double) -> [Double] {
        var widths = basis
        let free = room - basis.reduce(0, +)
        if free >= 0 {
            let n = Double(grows.filter { $0 }.count)
            if n > 0 { for i in widths.indices where grows[i] { widths[i] += free / n } }
            return widths
        }
        return shrink(basis, least: basis.map { _ in 0 }, to: room, shrinks: shrinks)
    }
}

extension Engine {
    /// Where the renderer honours `height: stretch` (the JavaScript renderer: such items are
    /// `flex: 1 1 auto` in their column, card-elements.ts:343-349): the column's `extra` height goes
    /// to its stretched items in equal shares, each aligning its own content, and the items below
    /// move down. Returns false (nothing done) when the column has none or no extra height.
    func stretchItems(_ column: Int, by extra: Double) -> Bool {
        guard renderer.stretchHeight, extra > 0.01 else { return false }
        let items = children(column, .items)
        let stretched = items.filter { info[$0].style.heightStretch }
        guard !stretched.isEmpty else { return false }
        let share = extra / Double(stretched.count)
        var moved = 0.0
        for item in items {
            if moved > 0 { shift(item, dy: moved) }
            guard info[item].style.heightStretch, let old = boxes[item]?.frame.height else { continue }
            boxes[item]?.frame.height = old + share
            if boxes[item]?.hitArea != nil { boxes[item]?.hitArea?.height = old + share }
            align(item, contentHeight: old, boxHeight: old + share)
            moved += share
        }
        return true
    }
}
