import CardlintModel
import CardlintReading

/// Text contrast of a node's text against the container style it is drawn in, for the host's theme.
///
/// Foreground: the text's named `color` (default or subtle) in the effective container style's
/// `foregroundColors`, composited over the background. Background: see `ContrastSurface`. When the page
/// behind a translucent card is unknown, the better of a white and a black page is used, so only text
/// that fails on both is reported. Text over a `backgroundImage` is skipped (`background: solid`); with
/// `background: image` the function instead looks at nodes that carry a `backgroundImage` and reports
/// each once, with the text drawn over it (the text whose nearest image it is) as related locations.
struct Contrast: CheckFunction {
    static let name = "contrast"
    static let summary = "Text colour against its container style's background in the host's theme meets WCAG (or APCA) contrast."
    static let optionNames = ["level", "algorithm", "background", "min-lc", "min-lc-large"]
    static let exposes = ["ratio", "required", "foreground", "background", "style", "part", "color", "textSize",
                          "level", "lc", "imageOwner", "count"]
    static let needs: ContextNeed = .theme

    enum Algorithm: String { case wcag2, apca }
    enum Background: String { case solid, image }

    let level: ContrastLevel
    let algorithm: Algorithm
    let background: Background
    /// APCA minimum |Lc| for normal and large text.
    let minLc: Double
    let minLcLarge: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        func choice<T: RawRepresentable>(_ key: String, _ fallback: T, _ all: [String]) throws(RuleError) -> T where T.RawValue == String {
            guard let s = try options.string(key) else { return fallback }
            guard let v = T(rawValue: s) else {
                throw options.error("option '\(key)' is one of \(all.joined(separator: ", ")), not '\(s)'", at: options.node[key])
            }
            return v
        }
        level = try choice("level", ContrastLevel.aa, ["AA", "AAA"])
        algorithm = try choice("algorithm", Algorithm.wcag2, ["wcag2", "apca"])
        background = try choice("background", Background.solid, ["solid", "image"])
        minLc = try options.number("min-lc") ?? 75
        minLcLarge = try options.number("min-lc-large") ?? 60
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        if background == .image {
            guard let config = context.environment.hostConfig else { return }
            results += overImage(node, context, config)
            return
        }
        // What the text and its surface are is worked out once per card; the theme colours them.
        let sources = context.remembered({ $0.textSources }, node) { TextPart.sources(of: node, in: context.card) }
        // The config is read in its box (each text's look, and a surface or pair the memo lacks), not
        // copied per text; the host's text unit only for a failure.
        guard !sources.isEmpty, let box = context.environment.hostConfigBox,
              case let (surface, chain)? = context.surface(of: node), surface.imageOwner == nil else { return }
        // Each source read where the array holds it (copying one out retains its strings).
        for i in sources.indices {
            let part = sources[i].part(box)
            guard let pair = context.textPair(part, chain: chain, surface),
                  var r = evaluate(part, pair, surface, box, context.environment) else { continue }
            r.unverified = Self.colorUncertainty(part.color, context.environment)
            results.append(r)
        }
    }

    /// "unverified: …" when the host's value for `color` rests on a fact that is not firm
    /// (`host-config-colors`: Outlook's `light`, which its own renderings contradict).
    static func colorUncertainty(_ color: HostConfig.ColorName, _ environment: RuleEnvironment) -> String? {
        guard let host = environment.host, host.hostConfigColors.contains(color.rawValue) else { return nil }
        return host.evidence("host-config-colors")?.uncertainty
    }

    /// The result for `part`, whose most favourable pair on `surface` is `pair`, under the config in
    /// `box` (read, with the host's text unit, only for text that may fail).
    func evaluate(_ part: TextPart, _ pair: TextPair, _ surface: ContrastSurface, _ box: ConfigBox,
                  _ environment: RuleEnvironment) -> CheckResult? {
        // Text that passes at normal size passes at large size too: only then is the font looked up.
        if algorithm == .wcag2, pair.ratio >= ContrastMath.required(level: level, large: false) { return nil }
        let unit = ContrastMath.FontUnit(environment.host)
        let font = part.font(box.config)
        let large = ContrastMath.isLargeText(size: font.points, unit: unit, weight: font.weight)
        let wcagRequired = ContrastMath.required(level: level, large: large)
        let required: Double
        switch algorithm {
        case .wcag2:
            guard pair.ratio < wcagRequired else { return nil }
            required = wcagRequired
        case .apca:
            required = large ? minLcLarge : minLc
            guard abs(pair.lc) < required else { return nil }
        }
        // Message values are formatted only for failures: passing text is the common case.
        let values = ["ratio": ContrastMath.format(pair.ratio, thresholds: [wcagRequired]), "foreground": pair.foreground.hexString,
                      "background": pair.background.hexString, "style": surface.path, "part": part.what,
                      "color": part.colorName, "level": level.rawValue,
                      "textSize": "\(large ? "large" : "normal") text, \(unit.describe(font.points))",
                      "lc": String(Int(abs(pair.lc).rounded(.down))), "required": ContrastMath.formatThreshold(required)]
        return CheckResult(range: part.range, values: values)
    }
}

extension Contrast {
    /// One result per node carrying a background image that has text drawn over it.
    func overImage(_ node: CardNode, _ context: CheckContext, _ config: HostConfig) -> [CheckResult] {
        guard ContrastSurface.hasBackgroundImage(node) else { return [] }
        var related: [RelatedLocation] = []
        var worst: (ratio: Double, part: TextPart, surface: ContrastSurface)?
        for n in [node] + context.card.descendants(of: node) where !n.inFallback {
            let parts = TextPart.parts(of: n, in: context.card, config: config)
            guard !parts.isEmpty else { continue }
            let surface = ContrastSurface.resolve(n, in: context.card, config: config)
            guard surface.imageOwner?.id == node.id else { continue }
            for p in parts {
                let ratio = TextPair.best(p, surface, config, rendererHighlight: context.environment.host?.rendererHighlight).ratio
                if worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, p, surface) }
                related.append(RelatedLocation(range: p.range ?? n.range, message: "\(p.what) over the image"))
            }
        }
        guard let worst else { return [] }
        let pair = TextPair.best(worst.part, worst.surface, config, rendererHighlight: context.environment.host?.rendererHighlight)
        let unit = ContrastMath.FontUnit(context.environment.host)
        let font = worst.part.font(config)
        let large = ContrastMath.isLargeText(size: font.points, unit: unit, weight: font.weight)
        let required = ContrastMath.required(level: level, large: large)
        let at = node.json.member("backgroundImage")?.value.range
        return [CheckResult(range: at, values: [
            "ratio": ContrastMath.format(pair.ratio, thresholds: [required]), "required": ContrastMath.formatThreshold(required),
            "foreground": pair.foreground.hexString, "background": pair.background.hexString, "style": worst.surface.path,
            "part": worst.part.what, "color": worst.part.colorName, "level": level.rawValue,
            "textSize": "\(large ? "large" : "normal") text, \(unit.describe(font.points))",
            "lc": String(Int(abs(pair.lc).rounded(.down))), "count": String(related.count),
            "imageOwner": node.pointer.isEmpty ? "the card" : (node.type ?? "element") + " " + node.pointer,
        ], related: Array(related.prefix(5)))]
    }
}

/// A text colour over its background, composited, with its WCAG ratio and APCA Lc.
struct TextPair {
    var foreground: Color
    var background: Color
    var ratio: Double
    /// APCA Lc (computed on demand: only the opt-in APCA rule and failure messages use it).
    var lc: Double { APCA.lightnessContrast(text: foreground, background: background) }

    /// The most favourable pair over the surface's possible backgrounds.
    ///
    /// A highlighted TextRun is drawn on its colour's `highlightColors` when the host config file
    /// declares them. Otherwise the renderer decides: `rendererHighlight` when the host profile
    /// says what its renderer draws (the JS SDK a translucent black, composited over the
    /// container's background); else both the plain background and the model's default
    /// highlight (the native SDKs' opaque yellow) are tried.
    static func best(_ part: TextPart, _ surface: ContrastSurface, _ config: HostConfig,
                     rendererHighlight: HostProfile.Highlight? = nil) -> TextPair {
        let named = surface.styleConfig.foreground(part.color)
        let text = named.color(subtle: part.subtle)
        func pair(_ back: Color) -> TextPair {
            let fg = text.composited(over: back)
            return TextPair(foreground: fg, background: back, ratio: Color.contrastRatio(fg, back))
        }
        let backs: [Color]
        if part.highlight, declaresHighlight(config, surface.style, part.color),
           let h = part.subtle ? named.highlightSubtle : named.highlightDefault {
            backs = surface.backgrounds.map { h.composited(over: $0) }
        } else if part.highlight, let r = rendererHighlight {
            let h = part.subtle ? r.subtle : r.normal
            backs = surface.backgrounds.map { h.composited(over: $0) }
        } else if part.highlight, let h = part.subtle ? named.highlightSubtle : named.highlightDefault {
            backs = surface.backgrounds + surface.backgrounds.map { h.composited(over: $0) }
        } else {
            // No highlight: the page-white and (when it shows through) page-black backgrounds, no arrays.
            let white = pair(surface.overWhite)
            guard let black = surface.overBlack.map(pair), white.ratio < black.ratio else { return white }
            return black
        }
        let pairs = backs.map(pair)
        return pairs.max { $0.ratio < $1.ratio } ?? pairs[0]
    }

    /// Text without highlight takes one of this many pairs on a surface: each named colour, plain and subtle.
    static let plainSlots = HostConfig.ColorName.allCases.count * 2

    /// The slot of `color` (`subtle` or not) among a surface's `plainSlots`.
    static func plainSlot(_ color: HostConfig.ColorName, subtle: Bool) -> Int { color.ordinal * 2 + (subtle ? 1 : 0) }

    /// Whether the host config file itself sets `highlightColors` for the colour in the style.
    static func declaresHighlight(_ config: HostConfig, _ style: HostConfig.ContainerStyleName, _ color: HostConfig.ColorName) -> Bool {
        func member(_ v: JSONValue?, _ name: String) -> JSONValue? {
            v?.members?.first { $0.key.lowercased() == name.lowercased() }?.value
        }
        let colors = member(member(member(config.raw, "containerStyles"), style.rawValue), "foregroundColors")
        return member(member(colors, color.rawValue), "highlightColors") != nil
    }
}
