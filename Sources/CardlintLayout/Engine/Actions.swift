import CardlintModel

extension Engine {
    var buttonLook: TextLook { look(size: .default, weight: .default, fontType: .default) }

    func hasIcon(_ id: Int) -> Bool { info[id].style.hasIcon }

    /// A button's natural width: title + horizontal padding (+ icon left of the title).
    func buttonNaturalWidth(_ id: Int) -> Double {
        var w = textWidth(info[id].style.title ?? "", buttonLook) + 2 * metrics.buttonPaddingH
        if hasIcon(id) {
            if hc.actions.iconPlacement == .leftOfTitle || (info[id].style.title ?? "").isEmpty { w += hc.actions.iconSize + 4 }
        }
        return w
    }

    /// A button's height: max(minimum, title line + padding), plus the icon when it sits above the title.
    func buttonHeight(_ id: Int) -> Double {
        var h = max(metrics.buttonMinHeight, buttonLook.lineHeight + 2 * metrics.buttonPaddingV)
        if hasIcon(id), hc.actions.iconPlacement == .aboveTitle, !(info[id].style.title ?? "").isEmpty {
            h += hc.actions.iconSize + 4
        }
        return h
    }

    func actionRowNaturalWidth(_ actions: [Int]) -> Double {
        let shown = actions.prefix(max(0, hc.actions.maxActions))
        var w = 0.0
        for a in shown { w += buttonNaturalWidth(a) }
        return w + Double(max(0, shown.count - 1)) * hc.actions.buttonSpacing
    }

    /// `overflowsHorizontally` when any of the node's action buttons went past the edge.
    func actionRowFlags(_ id: Int) -> LayoutFlags {
        for a in card.nodes[id].children where info[a].slot == .actions {
            if boxes[a]?.flags.contains(.overflowsHorizontally) == true { return .overflowsHorizontally }
        }
        return []
    }

    /// An action row (ActionSet or card `actions`). Actions past `actions.maxActions` are not shown
    /// (`hiddenByMaxActions`, zero-size box). Horizontal: with `stretch` alignment the buttons share
    /// the width equally when every title fits its share; otherwise buttons keep their natural widths
    /// and those past the edge are `overflowsHorizontally` (the iOS SDK scrolls such a row).
    /// Vertical: one button per row, full width for `stretch`. Then, with `expandShowCards`, the cards
    /// of `Action.ShowCard`s below the row (`showCard.inlineTopMargin` above each).
    func layoutActions(_ actions: [Int], x: Double, y: Double, width: Double) -> Double {
        let cfg = hc.actions
        let maxN = max(0, cfg.maxActions)
        // The row itself when every action is shown (the common case): no new array.
        let shown = actions.count <= maxN ? actions : Array(actions.prefix(maxN))
        for a in actions.dropFirst(maxN) {
            boxes[a] = LayoutBox(nodeID: a, frame: Rect(x: x, y: y, width: 0, height: 0), flags: .hiddenByMaxActions)
        }
        guard !shown.isEmpty else { return 0 }
        var h: Double
        if cfg.actionsOrientation == .horizontal {
            h = layoutHorizontalButtons(shown, x: x, y: y, width: width)
        } else {
            var cy = y
            for (i, a) in shown.enumerated() {
                if i > 0 { cy += cfg.buttonSpacing }
                let nat = buttonNaturalWidth(a)
                let w = cfg.actionAlignment == .stretch ? width : min(nat, width)
                let dx: Double = switch cfg.actionAlignment {
                case .center: (width - w) / 2
                case .right: width - w
                default: 0
                }
                cy += placeButton(a, Rect(x: x + dx, y: cy, width: w, height: buttonHeight(a)), limit: x + width)
            }
            h = cy - y
        }
        if options.expandShowCards {
            for a in shown where card.nodes[a].type == "Action.ShowCard" {
                guard let c = child(a, .card) else { continue }
                h += cfg.showCard.inlineTopMargin
                h += layoutCard(c, x: x, y: y + h, width: width, style: cfg.showCard.style)
            }
        }
        return h
    }

    func layoutHorizontalButtons(_ shown: [Int], x: Double, y: Double, width: Double) -> Double {
        // Each button's natural width is measured once and kept on the stack for the placement below.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: shown.count) { natural in
            for (i, a) in shown.enumerated() { natural.initializeElement(at: i, to: buttonNaturalWidth(a)) }
            return layoutHorizontalButtons(shown, natural: UnsafeBufferPointer(natural), x: x, y: y, width: width)
        }
    }

    /// `natural`: the buttons' natural widths.
    private func layoutHorizontalButtons(_ shown: [Int], natural: UnsafeBufferPointer<Double>,
                                         x: Double, y: Double, width: Double) -> Double {
        let cfg = hc.actions
        let n = Double(shown.count)
        let share = (width - cfg.buttonSpacing * (n - 1)) / n
        var total = cfg.buttonSpacing * (n - 1)
        var fitsShare = true
        for w in natural {
            total += w
            if w > share + 0.01 { fitsShare = false }
        }
        let equal = cfg.actionAlignment == .stretch && fitsShare
        var cx = x
        if !equal, total < width {
            if cfg.actionAlignment == .center { cx += (width - total) / 2 }
            else if cfg.actionAlignment == .right { cx += width - total }
        }
        var rowH = 0.0
        for a in shown { rowH = max(rowH, buttonHeight(a)) }
        for (i, a) in shown.enumerated() {
            let w = equal ? share : natural[i]
            _ = placeButton(a, Rect(x: cx, y: y, width: w, height: rowH), limit: x + width)
            cx += w + cfg.buttonSpacing
        }
        return rowH
    }

    /// One button: its title on one line inside the padding (`clipped` when it does not fit).
    @discardableResult
    func placeButton(_ id: Int, _ frame: Rect, limit: Double) -> Double {
        let inner = max(0, frame.width - 2 * metrics.buttonPaddingH - (hasIcon(id) && hc.actions.iconPlacement == .leftOfTitle ? hc.actions.iconSize + 4 : 0))
        let lk = buttonLook
        let ty = frame.maxY - metrics.buttonPaddingV - lk.lineHeight
        let t = text(info[id].style.title ?? "", lk, x: frame.maxX - metrics.buttonPaddingH - inner, y: ty, width: inner, wrap: false)
        let flags: LayoutFlags = frame.maxX > limit + 0.01 ? .overflowsHorizontally : []
        put(LayoutBox(nodeID: id, frame: frame, text: t, hitArea: frame, flags: flags))
        return frame.height
    }
}
