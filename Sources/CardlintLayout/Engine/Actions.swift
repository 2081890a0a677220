import CardlintModel

extension Engine {
    var buttonLook: TextLook { look(size: .default, weight: .default, fontType: .default) }

    func hasIcon(_ id: Int) -> Bool { info[id].style.hasIcon }

    /// Where icons go: the host config's `actions.iconPlacement` when it gives one, else the
    /// renderer's default (the JavaScript renderer's is left of the title), else the spec's.
    var iconPlacement: HostConfig.IconPlacement {
        if hc.actions.iconPlacementGiven { return hc.actions.iconPlacement }
        switch renderer.iconPlacement {
        case .leftOfTitle: return .leftOfTitle
        case .aboveTitle: return .aboveTitle
        case .hostConfigDefault: return hc.actions.iconPlacement
        }
    }

    /// The title of the "…" button that opens a row's overflow menu.
    static let menuButtonTitle = "…"

    /// A button's natural width: title + horizontal padding (+ icon left of the title).
    func buttonNaturalWidth(_ id: Int) -> Double {
        textWidth(info[id].style.title ?? "", buttonLook) + buttonChrome(id)
    }

    /// What a button needs besides its title: horizontal padding and an icon left of the title.
    func buttonChrome(_ id: Int) -> Double {
        var w = 2 * metrics.buttonPaddingH
        if hasIcon(id), iconPlacement == .leftOfTitle || (info[id].style.title ?? "").isEmpty { w += hc.actions.iconSize + 4 }
        return w
    }

    var menuButtonWidth: Double { textWidth(Self.menuButtonTitle, buttonLook) + 2 * metrics.buttonPaddingH }

    /// A button's height: max(minimum, title line + padding), plus the icon when it sits above the title.
    func buttonHeight(_ id: Int) -> Double {
        var h = max(metrics.buttonMinHeight, buttonLook.lineHeight + 2 * metrics.buttonPaddingV)
        if hasIcon(id), iconPlacement == .aboveTitle, !(info[id].style.title ?? "").isEmpty {
            h += hc.actions.iconSize + 4
        }
        return h
    }

    /// How the host splits an action list: the buttons in the row, those behind the "…" menu
    /// (`mode: secondary`, where the renderer has a menu) and those past `actions.maxActions`
    /// among the rest (in the menu, or dropped as the JavaScript renderer does).
    func actionRow(_ actions: ArraySlice<Int>) -> (shown: [Int], menu: [Int], dropped: [Int]) {
        var primary: [Int] = [], menu: [Int] = []
        for a in actions {
            if renderer.secondaryActionsInMenu, card.nodes[a].json["mode"]?.string?.lowercased() == "secondary" { menu.append(a) }
            else { primary.append(a) }
        }
        let maxN = max(0, hc.actions.maxActions)
        let extra = Array(primary.dropFirst(maxN))
        if renderer.extraActionsInMenu { return (Array(primary.prefix(maxN)), menu + extra, []) }
        return (Array(primary.prefix(maxN)), menu, extra)
    }

    func actionRowNaturalWidth(_ actions: ArraySlice<Int>) -> Double {
        let row = actionRow(actions)
        var w = row.menu.isEmpty ? 0 : menuButtonWidth
        for a in row.shown { w += buttonNaturalWidth(a) }
        let n = row.shown.count + (row.menu.isEmpty ? 0 : 1)
        return w + Double(max(0, n - 1)) * hc.actions.buttonSpacing
    }

    /// `overflowsHorizontally` when any of the node's action buttons went past the edge.
    func actionRowFlags(_ id: Int) -> LayoutFlags {
        for a in card.nodes[id].children where info[a].slot == .actions {
            if boxes[a]?.flags.contains(.overflowsHorizontally) == true { return .overflowsHorizontally }
        }
        return []
    }

    /// An action row (ActionSet or card `actions`), as `actionRow` splits it: actions not in the
    /// row get a zero-size box flagged `hiddenByMaxActions` or `inOverflowMenu`. Horizontal: see
    /// `layoutHorizontalButtons`. Vertical: one button per row, full width for `stretch`, else its
    /// natural width capped at the row's. Then, with `expandShowCards`, the cards of the shown
    /// `Action.ShowCard`s below the row (`showCard.inlineTopMargin` above each).
    func layoutActions(_ actions: ArraySlice<Int>, x: Double, y: Double, width: Double) -> Double {
        let cfg = hc.actions
        let row = actionRow(actions)
        for a in row.dropped {
            boxes[a] = LayoutBox(nodeID: a, frame: Rect(x: x, y: y, width: 0, height: 0), flags: .hiddenByMaxActions)
        }
        for a in row.menu {
            boxes[a] = LayoutBox(nodeID: a, frame: Rect(x: x, y: y, width: 0, height: 0), flags: .inOverflowMenu)
        }
        let shown = row.shown
        guard !shown.isEmpty else { return row.menu.isEmpty ? 0 : buttonLookHeight }
        var h: Double
        if cfg.actionsOrientation == .horizontal {
            h = layoutHorizontalButtons(shown, menu: !row.menu.isEmpty, x: x, y: y, width: width)
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
            if !row.menu.isEmpty { cy += cfg.buttonSpacing + buttonLookHeight }
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

    /// The height of a button without an icon (the "…" menu button).
    var buttonLookHeight: Double { max(metrics.buttonMinHeight, buttonLook.lineHeight + 2 * metrics.buttonPaddingV) }

    /// A horizontal row, plus the "…" menu button at its end when `menu`. Where the renderer
    /// shrinks buttons (`RendererBehaviour.ActionRow.shrink`, the JavaScript renderer's flex row):
    /// with `stretch` alignment every button gets an equal share of the row; otherwise buttons keep
    /// their natural widths while they fit and shrink in proportion to them when they do not, never
    /// below their padding and icon; titles that no longer fit are cut with "…" (`clipped`).
    /// Where it scrolls: `stretch` shares the width equally when every title fits its
    /// share, else buttons keep their natural widths and those past the edge are
    /// `overflowsHorizontally`.
    func layoutHorizontalButtons(_ shown: [Int], menu: Bool, x: Double, y: Double, width: Double) -> Double {
        let cfg = hc.actions
        if renderer.actionRow == .wrap { return layoutFlowingButtons(shown, menu: menu, x: x, y: y, width: width) }
        var natural = shown.map(buttonNaturalWidth)
        var least = shown.map(buttonChrome)
        if menu { natural.append(menuButtonWidth); least.append(menuButtonWidth) }
        let n = Double(natural.count)
        let gaps = cfg.buttonSpacing * (n - 1)
        let share = (width - gaps) / n
        let stretch = cfg.actionAlignment == .stretch
        var widths = natural
        if renderer.actionRow == .shrink {
            widths = stretch ? natural.indices.map { max(least[$0], share) } : Self.shrink(natural, least: least, to: width - gaps)
        } else if stretch, natural.allSatisfy({ $0 <= share + 0.01 }) {
            widths = Array(repeating: share, count: natural.count)
        }
        let total = widths.reduce(gaps, +)
        var cx = x
        if total < width {
            if cfg.actionAlignment == .center { cx += (width - total) / 2 }
            else if cfg.actionAlignment == .right { cx += width - total }
        }
        var rowH = 0.0
        for a in shown { rowH = max(rowH, buttonHeight(a)) }
        if menu { rowH = max(rowH, buttonLookHeight) }
        for (i, a) in shown.enumerated() {
            placeButton(a, Rect(x: cx, y: y, width: widths[i], height: rowH), limit: x + width,
                        ellipsis: renderer.actionRow == .shrink)
            cx += widths[i] + cfg.buttonSpacing
        }
        return rowH
    }

    /// Buttons that flow left to right and onto further rows (`RendererBehaviour.ActionRow.wrap`):
    /// each at its natural width, or the row's width with its title wrapped when wider.
    func layoutFlowingButtons(_ shown: [Int], menu: Bool, x: Double, y: Double, width: Double) -> Double {
        let gap = hc.actions.buttonSpacing
        var cx = x, cy = y, rowH = 0.0
        func advance(_ w: Double, _ h: Double) -> Double {
            if cx > x, cx + w > x + width + 0.01 { cx = x; cy += rowH + gap; rowH = 0 }
            let at = cx
            cx += w + gap
            rowH = max(rowH, h)
            return at
        }
        for a in shown {
            let nat = buttonNaturalWidth(a)
            if nat <= width + 0.01 {
                let h = buttonHeight(a)
                placeButton(a, Rect(x: advance(nat, h), y: cy, width: nat, height: h), limit: x + width)
            } else {
                let t = text(info[a].style.title ?? "", buttonLook, x: 0, y: 0, width: max(0, width - buttonChrome(a)), wrap: true)
                let h = buttonHeight(a) - buttonLook.lineHeight + t.frame.height
                placeButton(a, Rect(x: advance(width, h), y: cy, width: width, height: h), limit: x + width, wrap: true)
            }
        }
        if menu { _ = advance(menuButtonWidth, buttonLookHeight) }
        return cy + rowH - y
    }

    /// CSS flex shrinking (`flex-shrink: 1`): items wider in total than `room` shrink in proportion
    /// to their widths, none below its `least` width (those are frozen and the rest shrink more);
    /// items whose `shrinks` is false keep their widths. Action rows and columns share it.
    static func shrink(_ natural: [Double], least: [Double], to room: Double, shrinks: [Bool]? = nil) -> [Double] {
        var widths = natural
        var frozen = shrinks?.map { !$0 } ?? natural.map { _ in false }
        for _ in natural.indices {
            var fixed = 0.0, basis = 0.0
            for i in natural.indices { if frozen[i] { fixed += widths[i] } else { basis += natural[i] } }
            let excess = fixed + basis - room
            guard excess > 1e-6, basis > 0 else { break }
            var clamped = false
            for i in natural.indices where !frozen[i] {
                let w = natural[i] - excess * natural[i] / basis
                if w <= least[i] { widths[i] = least[i]; frozen[i] = true; clamped = true } else { widths[i] = w }
            }
            if !clamped { break }
        }
        return widths
    }

    /// One button: its title on one line inside the padding (`clipped` when it does not fit, or
    /// `truncated` with `ellipsis`: cut with "…"), or wrapped to the bottom of the frame with `wrap`.
    @discardableResult
    func placeButton(_ id: Int, _ frame: Rect, limit: Double, wrap: Bool = false, ellipsis: Bool = false) -> Double {
        let inner = max(0, frame.width - 2 * metrics.buttonPaddingH - (hasIcon(id) && iconPlacement == .leftOfTitle ? hc.actions.iconSize + 4 : 0))
        let lk = buttonLook
        var t = text(info[id].style.title ?? "", lk, x: frame.maxX - metrics.buttonPaddingH - inner, y: 0, width: inner, wrap: wrap)
        t.frame.y = frame.maxY - metrics.buttonPaddingV - t.frame.height
        if ellipsis, t.flags.contains(.clipped) { t.flags.remove(.clipped); t.flags.insert(.truncated) }
        let flags: LayoutFlags = frame.maxX > limit + 0.01 ? .overflowsHorizontally : []
        put(LayoutBox(nodeID: id, frame: frame, text: t, hitArea: frame, flags: flags))
        return frame.height
    }
}
