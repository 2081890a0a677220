import CardlintModel

extension Engine {
    /// Lays out one element by type and returns its height.
    func layoutElement(_ id: Int, x: Double, y: Double, width: Double,
                                parentStyle: HostConfig.ContainerStyleName, parentPadding: Double) -> Double {
        switch info[id].element {
        case .textBlock: return layoutTextBlock(id, x: x, y: y, width: width)
        case .richText: return layoutRichText(id, x: x, y: y, width: width)
        case .container:
            return layoutContainer(id, x: x, y: y, width: width, parentStyle: parentStyle, parentPadding: parentPadding)
        case .columnSet: return layoutColumnSet(id, x: x, y: y, width: width, parentStyle: parentStyle, parentPadding: parentPadding)
        case .factSet: return layoutFactSet(id, x: x, y: y, width: width)
        case .image: return layoutImage(id, x: x, y: y, width: width)
        case .icon: return layoutIcon(id, x: x, y: y, width: width)
        case .imageSet: return layoutImageSet(id, x: x, y: y, width: width)
        case .actionSet:
            let h = layoutActions(children(id, .actions), x: x, y: y, width: width)
            put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: h),
                          flags: actionRowFlags(id)))
            return h
        case .table: return layoutTable(id, x: x, y: y, width: width, parentStyle: parentStyle)
        case .media: return layoutMedia(id, x: x, y: y, width: width)
        case .carousel: return layoutCarousel(id, x: x, y: y, width: width, parentStyle: parentStyle)
        case .accordion: return layoutAccordion(id, x: x, y: y, width: width, parentStyle: parentStyle)
        case .tabSet: return layoutTabSet(id, x: x, y: y, width: width, parentStyle: parentStyle)
        case .rating: return layoutRating(id, x: x, y: y, width: width, interactive: false)
        case .progressBar: return layoutProgressBar(id, x: x, y: y, width: width)
        case .spinner: return layoutSpinner(id, x: x, y: y, width: width)
        case .codeBlock: return layoutCodeBlock(id, x: x, y: y, width: width)
        case .other:
            if info[id].kind == .input { return layoutInput(id, x: x, y: y, width: width) }
            return layoutGeneric(id, x: x, y: y, width: width, parentStyle: parentStyle)
        }
    }

    /// A vertical stack of elements: the first takes no spacing; each next one is preceded by its
    /// `spacing` (host config value) plus the separator line when `separator: true`.
    func layoutStack(_ items: ArraySlice<Int>, x: Double, y: Double, width: Double,
                              style: HostConfig.ContainerStyleName, padding: Double) -> Double {
        var cy = y
        var first = true
        for c in items {
            if !first { cy += gapAbove(c) }
            let h = layoutElement(c, x: x, y: cy, width: width, parentStyle: style, parentPadding: padding)
            cy += h
            first = false
        }
        return cy - y
    }

    /// The root card or an `Action.ShowCard` card: padding, body, then the card's actions.
    func layoutCard(_ id: Int, x: Double, y: Double, width: Double,
                             style: HostConfig.ContainerStyleName?) -> Double {
        let pad = hc.spacing.padding
        let st = style ?? .default
        let inner = max(0, width - 2 * pad)
        var h = layoutStack(children(id, .body), x: x + pad, y: y + pad, width: inner, style: st, padding: pad)
        let actions = children(id, .actions)
        if !actions.isEmpty {
            if h > 0 { h += hc.spacing[hc.actions.spacing] }
            h += layoutActions(actions, x: x + pad, y: y + pad + h, width: inner)
        }
        let total = max(h + 2 * pad, info[id].style.minHeight ?? 0)
        align(id, contentHeight: h + 2 * pad, boxHeight: total)
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: total), flags: actionRowFlags(id)))
        return total
    }

    /// Container-like stacks: `Container`, `CarouselPage`, `TableCell`, `List` (and `Column` via ColumnSet).
    func layoutContainer(_ id: Int, x: Double, y: Double, width: Double,
                                  parentStyle: HostConfig.ContainerStyleName, parentPadding: Double) -> Double {
        let (pad, st) = padding(id, parentStyle: parentStyle)
        var bx = x, bw = width
        if pad > 0, info[id].style.bleed { bx -= parentPadding; bw += 2 * parentPadding }
        let h = layoutStack(children(id, .items), x: bx + pad, y: y + pad, width: max(0, bw - 2 * pad), style: st, padding: pad)
        let total = max(h + 2 * pad, info[id].style.minHeight ?? 0)
        align(id, contentHeight: h + 2 * pad, boxHeight: total)
        put(LayoutBox(nodeID: id, frame: Rect(x: bx, y: y, width: bw, height: total)))
        return total
    }

    /// Moves a box's contents down for `center` / `bottom` alignment when the box is taller.
    func align(_ id: Int, contentHeight: Double, boxHeight: Double) {
        let extra = boxHeight - contentHeight
        guard extra > 0 else { return }
        switch info[id].style.verticalContentAlignment {
        case .center: shiftContents(id, dy: extra / 2)
        case .bottom: shiftContents(id, dy: extra)
        case .top: break
        }
    }

    /// Elements the engine has no rule for (charts, Badge, Icon, CompoundButton, Layout.*…): their
    /// element children as a stack; else a box holding their `text` / `title` / `label` (wrapped);
    /// else one line tall — or, for image-role types (charts), `min(width, imageSizes.large)` tall.
    /// Interactive types get their frame as hit area.
    func layoutGeneric(_ id: Int, x: Double, y: Double, width: Double,
                                parentStyle: HostConfig.ContainerStyleName) -> Double {
        let interactive = card.nodes[id].hasRole("interactive")
        var items: [Int] = []
        for c in card.nodes[id].children where info[c].rendered && info[c].inElementSlot { items.append(c) }
        var h: Double
        var t: LaidText? = nil
        let lk = look(size: .default, weight: .default, fontType: .default)
        if !items.isEmpty {
            h = layoutStack(items[...], x: x, y: y, width: width, style: parentStyle, padding: 0)
        } else if let s = info[id].style.text ?? info[id].style.title ?? info[id].style.label {
            let laid = text(s, lk, x: x, y: y, width: width, wrap: true)
            h = interactive ? max(laid.frame.height, fieldHeight) : laid.frame.height
            t = laid
        } else if card.nodes[id].hasRole("image") {
            h = min(width, hc.imageSizes.large)
        } else {
            h = lk.lineHeight
        }
        let frame = Rect(x: x, y: y, width: width, height: h)
        put(LayoutBox(nodeID: id, frame: frame, text: t, hitArea: interactive ? frame : nil))
        return h
    }
}
