import CardlintModel

extension Engine {
    /// Label text config: `inputs.label.requiredInputs` or `optionalInputs` (at the renderer's
    /// rich-text line height, where it draws labels as rich text).
    func labelLook(_ id: Int) -> TextLook {
        let cfg = info[id].style.isRequired ? hc.inputs.requiredInputs : hc.inputs.optionalInputs
        var lk = look(size: cfg.size, weight: cfg.weight, fontType: .default)
        if let r = richTextLineRatio { lk.lineHeight = lk.size * r }
        return lk
    }

    /// Space between a label and its field: the host config's, else the renderer's default.
    var labelSpacing: Double {
        hc.spacing[hc.inputs.inputSpacingGiven ? hc.inputs.inputSpacing : renderer.labelSpacing ?? hc.inputs.inputSpacing]
    }

    /// The label above the field (with the required suffix), or nil.
    func inputLabel(_ id: Int, x: Double, y: Double, width: Double) -> LaidText? {
        guard var s = info[id].style.label, !s.isEmpty else { return nil }
        if info[id].style.isRequired, let suffix = hc.inputs.requiredInputs.suffix { s += suffix }
        return text(s, labelLook(id), x: x, y: y, width: width, wrap: true)
    }

    /// A one-line field's height: max(minimum, text line + padding).
    var fieldHeight: Double {
        max(metrics.inputMinHeight, buttonLook.lineHeight + 2 * metrics.inputPadding)
    }

    /// The field of an Input.Text, Number, Date or Time: the renderer's fixed height when its data
    /// gives one (the JavaScript renderer's CSS), else `fieldHeight`.
    var textFieldHeight: Double { renderer.inputFieldHeight ?? fieldHeight }

    /// The renderer's multiline Input.Text field, else `multilineLines` lines + padding.
    var multilineFieldHeight: Double {
        renderer.multilineFieldHeight
            ?? max(metrics.inputMinHeight, buttonLook.lineHeight * metrics.multilineLines + 2 * metrics.inputPadding)
    }

    static let textFieldTypes: Set<String> = ["Input.Text", "Input.Number", "Input.Date", "Input.Time"]

    /// Inputs: the label above, `inputs.inputSpacing` below it, then the control. The node's hit area
    /// is the field (Input.Text multiline: `multilineLines` lines; `inlineAction` a button to the
    /// right); Input.Toggle is the renderer's control (switch or checkbox) + title row (the whole row
    /// is the target); an expanded
    /// Input.ChoiceSet (or `isMultiSelect`) has one row per choice, each choice's box its target.
    func layoutInput(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        var cy = y
        let label = inputLabel(id, x: x, y: y, width: width)
        if let l = label { cy += l.frame.height + labelSpacing }
        let type = card.nodes[id].type ?? ""
        var field = Rect(x: x, y: cy, width: width, height: Self.textFieldTypes.contains(type) ? textFieldHeight : fieldHeight)
        var flags: LayoutFlags = []
        var body: LaidText? = nil
        switch type {
        case "Input.Text":
            if info[id].style.isMultiline { field.height = multilineFieldHeight }
            if let a = child(id, .inlineAction) {
                let bw = buttonNaturalWidth(a)
                let fw = width - bw - hc.spacing.small
                if fw < metrics.inputMinHeight { flags.insert(.overflowsHorizontally) }
                field.width = max(0, fw)
                placeButton(a, Rect(x: x + field.width + hc.spacing.small, y: cy, width: bw, height: field.height), limit: x + width)
            }
        case "Input.Toggle":
            let control = renderer.toggle
            let tx = x + control.width + control.gap
            let t = text(info[id].style.title ?? "", buttonLook, x: tx, y: cy, width: width - control.width - control.gap,
                         wrap: renderer.toggleTitleWraps || (info[id].style.wrap ?? false))
            field.height = max(control.height, t.frame.height)
            body = t
        case "Input.ChoiceSet" where info[id].style.expandedChoices:
            field.height = layoutChoices(id, x: x, y: cy, width: width)
            put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: cy + field.height - y), label: label))
            return cy + field.height - y
        case "Input.Rating":
            return layoutRating(id, x: x, y: y, width: width, interactive: true, label: label, top: cy)
        default:
            break
        }
        let total = field.maxY - y
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: total), text: body, label: label,
                      hitArea: field, flags: flags))
        return total
    }

    /// Expanded choices: the renderer's radio/checkbox glyph and the title per row (`choiceRows`).
    func layoutChoices(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        var cy = y
        let wrap = info[id].style.wrap ?? false
        let rows = renderer.choiceRows
        let tx = x + rows.width + rows.gap
        for (i, c) in children(id, .choices).enumerated() {
            if i > 0 { cy += rows.rowGap }
            let t = text(info[c].style.title ?? "", buttonLook, x: tx, y: cy, width: x + width - tx, wrap: wrap)
            let h = max(rows.height, t.frame.height)
            let row = Rect(x: x, y: cy, width: width, height: h)
            put(LayoutBox(nodeID: c, frame: row, text: t, hitArea: row))
            cy += h
        }
        return cy - y
    }
}
