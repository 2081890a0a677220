import CardlintReading
import CardlintModel

extension Engine {
    /// Carousel: every page is laid out at the same place (each page is checked); the carousel is as
    /// tall as its tallest page, or `heightInPixels` — pages taller than that are `clipped`. Below the
    /// pages a navigation row: previous/next arrows at the ends and a dot per page, all hit areas.
    func layoutCarousel(_ id: Int, x: Double, y: Double, width: Double,
                                 parentStyle: HostConfig.ContainerStyleName) -> Double {
        let pages = children(id, .pages)
        var tallest = 0.0
        for p in pages {
            tallest = max(tallest, layoutContainer(p, x: x, y: y, width: width, parentStyle: parentStyle, parentPadding: 0))
        }
        var h = tallest
        var flags: LayoutFlags = []
        if let fixed = pixels(id, "heightInPixels"), fixed > 0 {
            h = fixed
            for p in pages where (boxes[p]?.frame.height ?? 0) > fixed + 0.01 {
                boxes[p]?.flags.insert(.clipped); flags.insert(.clipped)
            }
        }
        let m = metrics
        let ry = y + h
        let arrowY = ry + (m.carouselControlsHeight - m.carouselArrowSize) / 2
        var targets = [Rect(x: x, y: arrowY, width: m.carouselArrowSize, height: m.carouselArrowSize),
                       Rect(x: x + width - m.carouselArrowSize, y: arrowY, width: m.carouselArrowSize, height: m.carouselArrowSize)]
        let dots = Double(pages.count)
        var dx = x + (width - (dots * m.pageDotSize + max(0, dots - 1) * m.pageDotSize)) / 2
        for _ in pages {
            targets.append(Rect(x: dx, y: ry + (m.carouselControlsHeight - m.pageDotSize) / 2, width: m.pageDotSize, height: m.pageDotSize))
            dx += 2 * m.pageDotSize
        }
        let total = h + m.carouselControlsHeight
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: total), extraHitAreas: keep(hitAreas: targets), flags: flags))
        return total
    }

    /// Accordion: per page a header (chevron + `headerTitle`, wrapping unless `headerWrap: false`) that
    /// is the page's hit area, then, when `isExpanded` or `expandAccordions`, the page's items.
    func layoutAccordion(_ id: Int, x: Double, y: Double, width: Double,
                                  parentStyle: HostConfig.ContainerStyleName) -> Double {
        var pages = children(id, .pages)
        if pages.isEmpty { pages = children(id, .panels) }
        let m = metrics
        var cy = y
        for p in pages {
            let size: HostConfig.FontSizeName = isValue(p, "headerSize", "small") ? .small
                : isValue(p, "headerSize", "large") ? .large : isValue(p, "headerSize", "xLarge") ? .extraLarge : .default
            let lk = look(size: size, weight: .bolder, fontType: .default)
            let tx = x + m.accordionHeaderPadding + m.chevronSize + m.controlGap
            let title = string(p, "headerTitle") ?? string(p, "title") ?? ""
            let t = text(title, lk, x: tx, y: cy + m.accordionHeaderPadding,
                         width: x + width - m.accordionHeaderPadding - tx, wrap: bool(p, "headerWrap") ?? true)
            let header = Rect(x: x, y: cy, width: width,
                              height: max(m.accordionHeaderMinHeight, t.frame.height + 2 * m.accordionHeaderPadding))
            var h = header.height
            if bool(p, "isExpanded") == true || options.expandAccordions {
                let items = card.nodes[p].type == "AccordionPanel" ? children(p, .content) : children(p, .items)
                h += layoutStack(items, x: x, y: cy + h, width: width, style: parentStyle, padding: 0)
            }
            put(LayoutBox(nodeID: p, frame: Rect(x: x, y: cy, width: width, height: h), label: t, hitArea: header))
            cy += h
        }
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: cy - y)))
        return cy - y
    }

    /// TabSet: a strip of tabs at their natural widths (title + padding, icon-only tabs an icon wide);
    /// tabs past the edge are `overflowsHorizontally` and the set `scrollsHorizontally`. Below it the
    /// selected tab's items (`selectedTabId`, else the first); other tabs' items are not laid out.
    func layoutTabSet(_ id: Int, x: Double, y: Double, width: Double,
                               parentStyle: HostConfig.ContainerStyleName) -> Double {
        var tabs = children(id, .pages)
        if tabs.isEmpty { tabs = children(id, .tabs) }
        let m = metrics
        let lk = look(size: .default, weight: .default, fontType: .default)
        let stripH = max(m.tabMinHeight, lk.lineHeight + 2 * metrics.buttonPaddingV)
        var cx = x
        var flags: LayoutFlags = []
        let selectedID = string(id, "selectedTabId")
        var selected = tabs.first
        for t in tabs {
            let title = string(t, "title") ?? ""
            let iconOnly = isValue(t, "tabStyle", "iconOnly")
            let w = (iconOnly ? hc.actions.iconSize : textWidth(title, lk)) + 2 * m.tabPaddingH
            let r = Rect(x: cx, y: y, width: w, height: stripH)
            let lt = text(title, lk, x: cx + m.tabPaddingH, y: y + (stripH - lk.lineHeight) / 2,
                          width: w - 2 * m.tabPaddingH, wrap: false)
            let f: LayoutFlags = r.maxX > x + width + 0.01 ? .overflowsHorizontally : []
            if !f.isEmpty { flags.insert(.scrollsHorizontally) }
            put(LayoutBox(nodeID: t, frame: r, label: iconOnly ? nil : lt, hitArea: r, flags: f))
            if let sid = selectedID, string(t, "id") == sid { selected = t }
            cx += w
        }
        var h = stripH
        if let s = selected {
            let content = layoutStack(children(s, .items), x: x, y: y + h + hc.spacing.default, width: width, style: parentStyle, padding: 0)
            if content > 0 { h += hc.spacing.default + content }
            boxes[s]?.frame.height = stripH
        }
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: h), flags: flags))
        return h
    }

    /// Rating / Input.Rating: `max` stars of the `size` (default large) in a row, then `(count)`.
    /// Input.Rating stars are hit areas (the first star is the node's `hitArea`, all stars in
    /// `extraHitAreas`). A row wider than the box is `overflowsHorizontally`.
    func layoutRating(_ id: Int, x: Double, y: Double, width: Double, interactive: Bool,
                               label: LaidText? = nil, top: Double? = nil) -> Double {
        let m = metrics
        let side = isValue(id, "size", "small") ? m.starSizes.small : isValue(id, "size", "medium") ? m.starSizes.medium : m.starSizes.large
        let count = (number(id, "max") ?? 5).clampedInt(1...100) ?? 5
        let sy = top ?? y
        var stars: [Rect] = []
        if interactive { stars.reserveCapacity(count) }
        var cx = x
        for _ in 0..<count {
            if interactive { stars.append(Rect(x: cx, y: sy, width: side, height: side)) }
            cx += side + m.starGap
        }
        var rowW = cx - x - m.starGap
        var t: LaidText? = nil
        if !interactive, let n = number(id, "count")?.checkedInt, abs(n) < 1_000_000_000_000_000 {
            let lk = look(size: .default, weight: .default, fontType: .default)
            let s = "(" + String(n) + ")"
            let tw = textWidth(s, lk)
            t = text(s, lk, x: cx, y: sy, width: tw, wrap: false)
            rowW += m.starGap + tw
        }
        let h = max(side, t?.frame.height ?? 0)
        let flags: LayoutFlags = rowW > width + 0.01 ? .overflowsHorizontally : []
        let total = sy + h - y
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: total), text: t, label: label,
                      hitArea: stars.first, extraHitAreas: keep(hitAreas: stars), flags: flags))
        return total
    }

    /// ProgressBar: an optional `label` (iOS SDK) above a thin full-width track.
    func layoutProgressBar(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        var cy = y
        var t: LaidText? = nil
        if let l = info[id].style.label, !l.isEmpty {
            let lt = text(l, look(size: .default, weight: .default, fontType: .default), x: x, y: y, width: width, wrap: true)
            cy += lt.frame.height + hc.spacing.small
            t = lt
        }
        let total = cy + metrics.progressBarHeight - y
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: total), label: t))
        return total
    }

    /// Spinner / ProgressRing: a ring of the `size` with its `label` below.
    func layoutSpinner(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        let s = metrics.spinnerSizes
        let d = isValue(id, "size", "tiny") ? s.tiny : isValue(id, "size", "small") ? s.small : isValue(id, "size", "large") ? s.large : s.medium
        var h = d
        var t: LaidText? = nil
        if let l = info[id].style.label, !l.isEmpty {
            let lt = text(l, look(size: .default, weight: .default, fontType: .default), x: x, y: y + d + hc.spacing.small,
                          width: width, wrap: true)
            h += hc.spacing.small + lt.frame.height
            t = lt
        }
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: h), label: t))
        return h
    }

    /// CodeBlock: monospace lines split at line breaks only (no wrapping unless the iOS `wrap: true`);
    /// lines wider than the box scroll (`scrollsHorizontally`), they are not clipped.
    func layoutCodeBlock(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        let code = string(id, "codeSnippet") ?? string(id, "code") ?? ""
        let lk = look(size: .default, weight: .default, fontType: .monospace)
        let pad = metrics.codePadding
        let inner = max(0, width - 2 * pad)
        let wraps = bool(id, "wrap") == true
        var t = text(code, lk, x: x + pad, y: y + pad, width: wraps ? inner : 1e9, wrap: true)
        var flags: LayoutFlags = []
        if !wraps {
            t.frame.width = inner
            if lines(of: t).contains(where: { $0.width > inner + 0.01 }) { flags.insert(.scrollsHorizontally) }
        }
        let h = t.frame.height + 2 * pad
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: h), text: t, flags: flags))
        return h
    }
}
