import CardlintReading

extension HostProfileReader {
    /// A host profile's `renderer:`: a renderer's name (`js-sdk`, a file of `rules/renderers`), or a
    /// mapping of renderer keys over `use: NAME` (over the defaults without `use`).
    mutating func renderer(_ node: YAMLNode?) -> RendererBehaviour {
        guard let node, !node.isNull else { return RendererBehaviour() }
        if node.scalar != nil {
            guard let name = text(node, "renderer") else { return RendererBehaviour() }
            return namedRenderer(name, at: node)
        }
        let pairs = mapping(node, "renderer")
        checkKeys(pairs, allowed: ["use", "evidence"] + RendererBehaviour.keys, in: "'renderer'")
        var out = RendererBehaviour()
        if let use = node["use"], let name = text(use, "use") { out = namedRenderer(name, at: use) }
        // A key set here replaces the named renderer's fact (and its evidence) for that key.
        let overridden = Set((node.pairs ?? []).compactMap { $0.key.scalar }.filter { RendererBehaviour.keys.contains($0) }.map { "renderer " + $0 })
        facts.removeAll { overridden.contains($0.name) }
        rendererKeys(node, into: &out)
        rendererEvidence(node)
        return out
    }

    private mutating func namedRenderer(_ name: String, at node: YAMLNode) -> RendererBehaviour {
        if let r = renderers[name] { facts += r.facts; return r }
        let known = renderers.keys.sorted()
        fail(node, "unknown renderer '\(name)' (" + (known.isEmpty ? "no renderer files were loaded)"
                                                    : "known: " + known.joined(separator: ", ") + ")" + DidYouMean.hint(name, from: known)))
        return RendererBehaviour()
    }

    /// Reads the renderer keys of `node` (already checked for unknown keys) over `out`.
    mutating func rendererKeys(_ node: YAMLNode, into out: inout RendererBehaviour) {
        if let v = node["action-row"] { out.actionRow = choice(v, "action-row") ?? out.actionRow }
        if let v = node["secondary-actions"], let b = either(v, "secondary-actions", ("overflow-menu", true), ("inline", false)) {
            out.secondaryActionsInMenu = b
        }
        if let v = node["beyond-max-actions"], let b = either(v, "beyond-max-actions", ("overflow-menu", true), ("drop", false)) {
            out.extraActionsInMenu = b
        }
        if let v = node["fact-set-gap"] { out.factSetGap = lengthOrHostConfig(v, "fact-set-gap", else: out.factSetGap) }
        if let v = node["image-set-gap"] { out.imageSetGap = lengthOrHostConfig(v, "image-set-gap", else: out.imageSetGap) }
        if let v = node["table-cell-padding"] { out.tableCellPadding = choice(v, "table-cell-padding") ?? out.tableCellPadding }
        if let v = node["column-widths"] { out.columnWidths = choice(v, "column-widths") ?? out.columnWidths }
        if let v = node["input-field-height"] { out.inputFieldHeight = lengthOrHostConfig(v, "input-field-height", else: out.inputFieldHeight) }
        if let v = node["multiline-field-height"] {
            out.multilineFieldHeight = lengthOrHostConfig(v, "multiline-field-height", else: out.multilineFieldHeight)
        }
        if let v = node["toggle"] { out.toggle = toggle(v) ?? out.toggle }
        if let v = node["expanded-choices"], let n = numbers(v, "expanded-choices", ["width", "height", "gap", "row-gap"]) {
            out.choiceRows = .init(width: n[0], height: n[1], gap: n[2], rowGap: n[3])
        }
        if let v = node["icon-placement"] { out.iconPlacement = choice(v, "icon-placement") ?? out.iconPlacement }
        if let v = node["text-style-wrap"] { out.textStyleWrap = bool(v, "text-style-wrap") ?? out.textStyleWrap }
        if let v = node["stretch-height"] { out.stretchHeight = bool(v, "stretch-height") ?? out.stretchHeight }
        if let v = node["table-cell-text-wraps"] { out.tableCellTextWraps = bool(v, "table-cell-text-wraps") ?? out.tableCellTextWraps }
        if let v = node["toggle-title-wraps"] { out.toggleTitleWraps = bool(v, "toggle-title-wraps") ?? out.toggleTitleWraps }
        if let v = node["styled-container-padding"] { out.styledPadding = choice(v, "styled-container-padding") ?? out.styledPadding }
        if let v = node["line-height"] { out.lineHeight = lineHeight(v, "line-height", same: false) ?? out.lineHeight }
        if let v = node["clamped-line-height"] { out.clampedLineHeight = lineHeight(v, "clamped-line-height", same: true) }
        if let v = node["rich-text-line-height"] { out.richTextLineHeight = lineHeight(v, "rich-text-line-height", same: true) }
        if let v = node["label-spacing"], let s = text(v, "label-spacing") {
            if s == "host-config-default" { out.labelSpacing = nil }
            else if let sp = HostConfig.SpacingName(rawValue: s) { out.labelSpacing = sp }
            else {
                let names = ["host-config-default"] + HostConfig.SpacingName.allCases.map(\.rawValue)
                fail(v, "'label-spacing' should be \(Self.orList(names)), found '\(s)'" + DidYouMean.hint(s, from: names))
            }
        }
    }

    /// `evidence:` key → `{source, confidence}` for every renderer key `node` sets; records the facts.
    mutating func rendererEvidence(_ node: YAMLNode) {
        let present = (node.pairs ?? []).compactMap { $0.key.scalar }.filter { RendererBehaviour.keys.contains($0) }
        let given = mapping(node["evidence"], "evidence")
        checkKeys(given, allowed: present, in: "'evidence' (the renderer keys this file sets)")
        for key in present {
            guard let value = node[key] else { continue }
            guard let e = node["evidence"]?[key] else {
                fail(value, "renderer fact '\(key)' has no evidence: add '\(key): {source: '…', confidence: …}' under 'evidence'")
                continue
            }
            if let ev = evidence(e, "renderer \(key)") { record("renderer \(key)", Self.display(value), ev, value) }
        }
    }

    /// One of an enum's raw values.
    private mutating func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ key: String) -> T? where T.RawValue == String {
        guard let s = text(node, key) else { return nil }
        if let v = T(rawValue: s) { return v }
        let names = T.allCases.map(\.rawValue)
        fail(node, "'\(key)' should be \(Self.orList(names)), found '\(s)'" + DidYouMean.hint(s, from: names))
        return nil
    }

    private mutating func either(_ node: YAMLNode, _ key: String, _ a: (String, Bool), _ b: (String, Bool)) -> Bool? {
        guard let s = text(node, key) else { return nil }
        if s == a.0 { return a.1 }
        if s == b.0 { return b.1 }
        fail(node, "'\(key)' should be \(a.0) or \(b.0), found '\(s)'")
        return nil
    }

    /// A length in px (a number ≥ 0), or `host-config` (nil: the host config's value applies).
    private mutating func lengthOrHostConfig(_ node: YAMLNode, _ key: String, else current: Double?) -> Double? {
        if node.scalar == "host-config" { return nil }
        if let d = node.number, d >= 0, d.isFinite { return d }
        fail(node, "'\(key)' should be a length in px (a number ≥ 0) or host-config")
        return current
    }

    /// `type-scale-ratio`, `font-normal`, a ratio of the font size (a number > 0), or (`same`) `same`:
    /// nil, as other text.
    private mutating func lineHeight(_ node: YAMLNode, _ key: String, same: Bool) -> RendererBehaviour.LineHeight? {
        if let d = node.number, d > 0, d.isFinite { return .ratio(d) }
        switch node.scalar {
        case "type-scale-ratio": return .typeScaleRatio
        case "font-normal": return .fontNormal
        case "same" where same: return nil
        default:
            fail(node, "'\(key)' should be type-scale-ratio, font-normal\(same ? ", same" : "") or a ratio of the font size (a number > 0)")
            return nil
        }
    }

    /// `{control: switch|checkbox, width: N, height: N, gap: N}`, all required.
    private mutating func toggle(_ node: YAMLNode) -> RendererBehaviour.Toggle? {
        let n = numbers(node, "toggle", ["width", "height", "gap"], also: ["control"])
        guard node.pairs != nil else { return nil }
        guard let c = node["control"] else { fail(node, "'toggle' needs 'control'"); return nil }
        guard let control: RendererBehaviour.Toggle.Control = choice(c, "control"), let n else { return nil }
        return .init(control: control, width: n[0], height: n[1], gap: n[2])
    }

    /// A mapping of the numbers (≥ 0) `keys`, all required, in that order (and the keys `also`,
    /// read by the caller); nil when one is missing or wrong.
    private mutating func numbers(_ node: YAMLNode, _ key: String, _ keys: [String], also: [String] = []) -> [Double]? {
        let pairs = mapping(node, key)
        guard node.pairs != nil else { return nil }
        checkKeys(pairs, allowed: also + keys, in: "'\(key)'")
        var out: [Double] = []
        for k in keys {
            guard let v = node[k] else { fail(node, "'\(key)' needs '\(k)'"); continue }
            if let d = v.number, d >= 0, d.isFinite { out.append(d) } else { fail(v, "'\(k)' should be a number ≥ 0") }
        }
        return out.count == keys.count ? out : nil
    }

    static func orList(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
