import CardlintModel
import CardlintReading

/// How a column asks for width.
enum ColumnWidth {
    case pixels(Double)
    case auto
    case weight(Double)
    /// `"stretch"` or no width: weight 1 where columns share what is left; where they flex (the
    /// JavaScript renderer) a 50 px basis that grows.
    case stretch
}

extension Engine {
    /// `width`: `"auto"`, `"stretch"`, a number (weight), `"50px"`; missing = stretch (JS SDK).
    func columnWidth(_ id: Int) -> ColumnWidth { info[id].style.columnWidth }

    static func columnWidth(of v: JSONValue?) -> ColumnWidth {
        if let d = v?.number { return .weight(weight(d)) }
        if let s = v?.string {
            if Self.equalsIgnoringCase(s, "auto") { return .auto }
            if let px = Self.pixels(v) { return .pixels(px) }
            if let d = Double(s), d > 0, d.isFinite { return .weight(weight(d)) }
        }
        return .stretch
    }

    /// A width weight as layout uses it: 1 when it is not positive and finite, at most `maxLength`
    /// (so that a sum of weights stays finite).
    static func weight(_ d: Double?) -> Double {
        guard let d, d > 0, d.isFinite else { return 1 }
        return min(d, maxLength)
    }

    /// Distributes `available` width among columns as the renderer does: `flexColumns` where its
    /// columns are CSS flex items, else `shareRemaining`.
    func distribute(_ cols: ArraySlice<Int>, available: Double, setWidth: Double, parentStyle: HostConfig.ContainerStyleName) -> [Double] {
        renderer.columnWidths == .flex
            ? flexColumns(cols, available: available, setWidth: setWidth, parentStyle: parentStyle)
            : shareRemaining(cols, available: available, parentStyle: parentStyle)
    }

    /// Distributes `available` width among columns:
    /// pixel columns keep their width (and overflow when they do not fit); `auto` columns get their
    /// content's natural width, shrunk proportionally when they do not fit beside the pixel columns;
    /// weighted and `stretch` columns share what is left by weight. A column's `minWidth` raises its width.
    func shareRemaining(_ cols: ArraySlice<Int>, available: Double, parentStyle: HostConfig.ContainerStyleName) -> [Double] {
        // Arrays grown by appending from a reserved capacity: `Array(repeating:count:)` allocates
        // through the runtime's generic path, several times the cost of the allocation.
        var widths: [Double] = []
        widths.reserveCapacity(cols.count)
        var fixed = 0.0, autoSum = 0.0, weightSum = 0.0
        for c in cols {
            switch columnWidth(c) {
            case .pixels(let p): widths.append(p); fixed += p
            case .auto: let w = naturalWidth(c, parentStyle: parentStyle); widths.append(w); autoSum += w
            case .weight(let w): widths.append(0); weightSum += w
            case .stretch: widths.append(0); weightSum += 1
            }
        }
        let remaining = max(0, available - fixed)
        let autoScale = autoSum > remaining && autoSum > 0 ? remaining / autoSum : 1
        let rest = max(0, remaining - autoSum * autoScale)
        for (i, c) in cols.enumerated() {
            switch columnWidth(c) {
            case .pixels: break
            case .auto: widths[i] *= autoScale
            case .weight(let w): widths[i] = weightSum > 0 ? rest * w / weightSum : 0
            case .stretch: widths[i] = weightSum > 0 ? rest / weightSum : 0
            }
            if let mw = info[c].style.minWidth, widths[i] < mw { widths[i] = mw }
        }
        return widths
    }

    func layoutColumnSet(_ id: Int, x: Double, y: Double, width: Double,
                                  parentStyle: HostConfig.ContainerStyleName, parentPadding: Double) -> Double {
        let (pad, st) = padding(id, parentStyle: parentStyle)
        var bx = x, bw = width
        if pad > 0, info[id].style.bleed { bx -= parentPadding; bw += 2 * parentPadding }
        let cols = children(id, .columns)
        let inner = max(0, bw - 2 * pad)
        var gaps = 0.0
        for c in cols.dropFirst() { gaps += gapAbove(c) }
        let widths = distribute(cols, available: inner - gaps, setWidth: inner, parentStyle: st)
        // The columns' content heights are kept on the stack until the row's height is known.
        let (rowHeight, flags) = withUnsafeTemporaryAllocation(of: Double.self, capacity: cols.count) { contentHeights in
            layoutColumns(id, cols, widths: widths, contentHeights: contentHeights, x: bx + pad, y: y + pad,
                          right: bx + pad + inner, style: st, padding: pad)
        }
        let total = rowHeight + 2 * pad
        put(LayoutBox(nodeID: id, frame: Rect(x: bx, y: y, width: bw, height: total), flags: flags))
        return total
    }

    /// The columns of a set side by side from `x` at `y`, stretched to the row's height (which it
    /// returns, with `overflowsHorizontally` when a column passes `right`). `contentHeights`: room for
    /// one height per column.
    private func layoutColumns(_ id: Int, _ cols: ArraySlice<Int>, widths: [Double], contentHeights: UnsafeMutableBufferPointer<Double>,
                               x: Double, y: Double, right: Double, style st: HostConfig.ContainerStyleName,
                               padding pad: Double) -> (Double, LayoutFlags) {
        var cx = x
        var rowHeight = 0.0
        var flags: LayoutFlags = []
        for (i, c) in cols.enumerated() {
            if i > 0 { cx += gapAbove(c) }
            let (cpad, cst) = padding(c, parentStyle: st)
            let h = layoutStack(children(c, .items), x: cx + cpad, y: y + cpad,
                                width: max(0, widths[i] - 2 * cpad), style: cst, padding: cpad)
            contentHeights.initializeElement(at: i, to: h + 2 * cpad)
            rowHeight = max(rowHeight, contentHeights[i], info[c].style.minHeight ?? 0)
            var colFlags: LayoutFlags = []
            if cx + widths[i] > right + 0.01 { colFlags.insert(.overflowsHorizontally); flags.insert(.overflowsHorizontally) }
            put(LayoutBox(nodeID: c, frame: Rect(x: cx, y: y, width: widths[i], height: 0), flags: colFlags))
            cx += widths[i]
        }
        rowHeight = max(rowHeight, (info[id].style.minHeight ?? 0) - 2 * pad)
        // Columns stretch to the row's height; their own alignment moves their content.
        for (i, c) in cols.enumerated() {
            boxes[c]?.frame.height = rowHeight
            boxes[c]?.hitArea?.height = rowHeight
            if let sa = info[c].selectAction { boxes[sa]?.frame.height = rowHeight; boxes[sa]?.hitArea?.height = rowHeight }
            if !stretchItems(c, by: rowHeight - contentHeights[i]) {
                align(c, contentHeight: contentHeights[i], boxHeight: rowHeight)
            }
        }
        return (rowHeight, flags)
    }
}
