import CardlintModel

extension Engine {
    /// The width a node would take with unlimited room (CSS max-content), used for `auto` columns,
    /// buttons and tabs. Text is measured on one line; images use their size; stacks take their
    /// widest item plus padding; column sets and action rows add their items and gaps.
    func naturalWidth(_ id: Int, parentStyle: HostConfig.ContainerStyleName) -> Double {
        // By the element kind matched once per card (the kinds below are one type name each).
        switch info[id].element {
        case .textBlock:
            var base: HostConfig.TextConfig? = nil
            if info[id].style.textRole == .heading { base = hc.textStyles.heading }
            return textWidth(info[id].style.text ?? "", look(of: id, base: base))
        case .richText:
            var w = 0.0
            for r in children(id, .inlines) {
                if let s = card.nodes[r].json.string { w += textWidth(s, look(size: .default, weight: .default, fontType: .default)) }
                else { w += textWidth(info[r].style.text ?? "", look(of: r)) }
            }
            return w
        case .image:
            return imageSize(id, available: .infinity).width
        case .icon:
            return iconSide(id)
        case .imageSet:
            let n = Double(children(id, .images).count)
            return n * imageSetSide(id) + max(0, n - 1) * hc.spacing.small
        case .factSet:
            var t = 0.0, v = 0.0
            // The two looks are the host config's, the same for every fact.
            let tl = look(hc.factSet.title), vl = look(hc.factSet.value)
            for f in children(id, .facts) {
                t = max(t, textWidth(info[f].style.title ?? "", tl))
                v = max(v, textWidth(info[f].style.value ?? "", vl))
            }
            if let mw = hc.factSet.title.maxWidth { t = min(t, mw) }
            return t + hc.factSet.spacing + v
        case .columnSet:
            let (pad, st) = padding(id, parentStyle: parentStyle)
            var w = 0.0
            for (i, c) in children(id, .columns).enumerated() {
                if i > 0 { w += gapAbove(c) }
                if case .pixels(let p) = columnWidth(c) { w += p } else { w += naturalWidth(c, parentStyle: st) }
            }
            return w + 2 * pad
        case .actionSet:
            return actionRowNaturalWidth(children(id, .actions))
        default:
            if info[id].kind == .input { return max(metrics.inputNaturalWidth, labelNaturalWidth(id)) }
            let (pad, st) = padding(id, parentStyle: parentStyle)
            var w = 0.0
            for c in card.nodes[id].children where info[c].rendered && info[c].inElementSlot {
                w = max(w, naturalWidth(c, parentStyle: st))
            }
            if let px = info[id].style.minWidth { w = max(w, px) }
            return w + 2 * pad
        }
    }

    func labelNaturalWidth(_ id: Int) -> Double {
        guard let l = info[id].style.label else { return 0 }
        return textWidth(l, labelLook(id))
    }
}
