import CardlintModel
import CardlintReading
import CardlintText

/// A resolved text appearance. The face's family and the locale are the engine's (one per layout),
/// so a look holds no strings: building and dropping one costs no reference counting.
struct TextLook {
    var size: Double
    var lineHeight: Double
    var weight: FontWeight
    var monospace: Bool
}

extension Engine {
    /// Font size = host config `fontSizes[size]` × the type scale's factor; line height from host
    /// `lineHeights` (scaled) or font size × `lineHeightRatio`; weight from host `fontWeights` (see
    /// `FontWeight.matching`).
    func look(size: HostConfig.FontSizeName, weight: HostConfig.FontWeightName,
              fontType: HostConfig.FontTypeName) -> TextLook {
        let base = (fontType == .monospace ? monoSizes : textSizes)[size]
        let fontSize = base * factor
        let lh = (hc.lineHeights?[size]).map { $0 * factor } ?? fontSize * lineRatio
        // The table the host config's weight draws (matched once per config: `DrawnWeights`).
        let w = (fontType == .monospace ? config.monoWeights : config.textWeights)[weight]
        return TextLook(size: fontSize, lineHeight: lh, weight: w, monospace: fontType == .monospace)
    }

    func look(_ config: HostConfig.TextConfig) -> TextLook {
        look(size: config.size, weight: config.weight, fontType: config.fontType)
    }

    /// A node's own `size` / `weight` / `fontType`, defaulting to `base`.
    func look(of id: Int, base: HostConfig.TextConfig? = nil) -> TextLook {
        // Fields are read in place: copying a node's style copies its strings too.
        look(size: info[id].style.size ?? base?.size ?? .default, weight: info[id].style.weight ?? base?.weight ?? .default,
             fontType: info[id].style.fontType ?? base?.fontType ?? .default)
    }

    /// Lays a string out at (`x`, `y`) in `width`. `wrap: false` that cuts the text sets `clipped`;
    /// `maxLines` that cuts it sets `truncated`; a shown line wider than `width` sets `overflowsHorizontally`.
    /// `run`: the number of `s`'s run in the look's face, when the caller has it already.
    func text(_ s: String, _ look: TextLook, run: Int? = nil, x: Double, y: Double, width: Double,
              wrap: Bool, maxLines: Int? = nil) -> LaidText {
        let w = max(0, width)
        let maxL = (maxLines ?? 0) > 0 ? maxLines : nil
        meter?.add(s.utf8.count)
        // The shown lines go straight into the layout's array of lines.
        let lineStart = store.pointee.lines.count
        let t = texts.layout(run ?? number(s, look), size: look.size, maxWidth: w, wrapping: TextWrapping(wrap: wrap, maxLines: maxL),
                             measurer: measurer, into: &store.pointee.lines)
        var flags: LayoutFlags = []
        if t.truncated { flags.insert(wrap && maxL != nil ? .truncated : .clipped) }
        if t.brokeInsideWord { flags.insert(.brokeInsideWord) }
        // A measurer may return a line it could not fit (one glyph wider than the box).
        if !t.truncated && t.width > w + 0.01 { flags.insert(.overflowsHorizontally) }
        let n = t.lineCount
        let h = Double(n) * look.lineHeight
        return LaidText(stringIndex: keep(s), frame: Rect(x: x, y: y, width: w, height: h), lineStart: lineStart,
                        lineCount: n, fontSize: look.size, lineHeight: look.lineHeight, flags: flags,
                        hiddenCharacters: t.hiddenUTF16Count)
    }

    /// Width of `s` on one line.
    func textWidth(_ s: String, _ look: TextLook) -> Double {
        textWidth(s, look, run: number(s, look))
    }

    /// Width of `s`, whose run in the look's face is `run`, on one line.
    func textWidth(_ s: String, _ look: TextLook, run: Int) -> Double {
        meter?.add(s.utf8.count)
        return texts.width(run, size: look.size, measurer: measurer)
    }

    /// The number of `s`'s run in the look's face (the engine's family and the card's locale).
    func number(_ s: String, _ look: TextLook) -> Int {
        texts.number(s, family: family, weight: look.weight, monospace: look.monospace, locale: locale, measurer: measurer)
    }

    // MARK: TextBlock

    func layoutTextBlock(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        let base: HostConfig.TextConfig? = switch info[id].style.textRole {
        case .heading: hc.textStyles.heading
        case .columnHeader: hc.textStyles.columnHeader
        case .none: nil
        }
        var lk = look(of: id, base: base)
        let wrap = renderer.tableCellTextWraps && info[id].inTableCell
            || (info[id].style.wrap ?? (renderer.textStyleWrap ? base?.wrap : nil) ?? false)
        if wrap, info[id].style.maxLines != nil, let r = clampedLineRatio { lk.lineHeight = lk.size * r }
        let t = text(info[id].style.text ?? "", lk, x: x, y: y, width: width, wrap: wrap, maxLines: info[id].style.maxLines)
        let h = t.frame.height
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: h), text: t))
        return h
    }

    // MARK: RichTextBlock

    /// Runs are joined into one string and wrapped at a width corrected by the ratio of their real
    /// width (each run in its own size and weight) to their width in the base style; the line height
    /// is the tallest run's. Each TextRun box is the block's frame (with a hit area if it has a selectAction).
    func layoutRichText(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        let runs = children(id, .inlines)
        var baseLook = look(size: .default, weight: .default, fontType: .default)
        if let r = richTextLineRatio { baseLook.lineHeight = baseLook.size * r }
        var joined = ""
        var natural = 0.0, baseNatural = 0.0
        var tallest = baseLook
        for r in runs {
            let s = card.nodes[r].json.string ?? info[r].style.text ?? ""
            joined += s
            var lk = card.nodes[r].json.string == nil ? look(of: r) : baseLook
            if let r = richTextLineRatio { lk.lineHeight = lk.size * r }
            natural += textWidth(s, lk)
            baseNatural += textWidth(s, baseLook)
            if lk.size > tallest.size { tallest = lk }
        }
        let ratio = natural > 0 && baseNatural > 0 ? natural / baseNatural : 1
        var t = text(joined, baseLook, x: x, y: y, width: width / ratio, wrap: true)
        t.frame.width = width
        t.fontSize = tallest.size
        t.lineHeight = tallest.lineHeight
        t.frame.height = Double(t.lineCount) * tallest.lineHeight
        scaleLineWidths(of: t, by: ratio)
        let frame = Rect(x: x, y: y, width: width, height: t.frame.height)
        put(LayoutBox(nodeID: id, frame: frame, text: t))
        for r in runs { put(LayoutBox(nodeID: r, frame: frame)) }
        return frame.height
    }
}
