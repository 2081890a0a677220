import CardlintModel
import CardlintReading

/// Contrast of the colours a host config gives user-interface components against what is next to them.
///
/// Host configs define one such colour pair: `Action.style` `positive` buttons are drawn in the style's
/// `accent` foreground colour and `destructive` ones in its `attention` colour (the native SDKs fill or
/// tint the button with it), on the background of the container the action set sits in. Input borders
/// and plain buttons are drawn by the platform or the host's CSS, with colours no host config defines,
/// so they are not checked. Hosts with the `no-action-style` erratum draw every action alike and are
/// skipped; disabled actions (`isEnabled: false`) are exempt (SC 1.4.11).
struct NonTextContrast: CheckFunction {
    static let name = "non-text-contrast"
    static let summary = "Positive/destructive action colours contrast 3:1 with the background they sit on."
    static let optionNames = ["min-ratio"]
    static let exposes = ["ratio", "required", "foreground", "background", "style", "actionStyle", "color"]
    static let needs: ContextNeed = .theme

    let minRatio: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        minRatio = try options.number("min-ratio") ?? ContrastMath.nonText
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        // The host config is read last, for the few actions that get this far.
        guard node.kind == .action, node.slot == "actions",
              node.bool("isEnabled") != false, context.environment.host?.has(erratum: "no-action-style") != true,
              let styleValue = node.json.member("style"), let style = styleValue.value.string?.lowercased() else { return }
        let colorName: HostConfig.ColorName
        switch style {
        case "positive": colorName = .accent
        case "destructive": colorName = .attention
        default: return
        }
        guard let surface = context.surface(of: node)?.surface, surface.imageOwner == nil else { return }
        let paint = surface.styleConfig.foreground(colorName).default
        let pairs = surface.backgrounds.map { bg -> (Color, Color, Double) in
            let fill = paint.composited(over: bg)
            return (fill, bg, Color.contrastRatio(fill, bg))
        }
        guard let best = pairs.max(by: { $0.2 < $1.2 }), best.2 < minRatio else { return }
        results.append(CheckResult(range: styleValue.value.range, values: [
            "ratio": ContrastMath.format(best.2, thresholds: [minRatio]), "required": ContrastMath.formatThreshold(minRatio),
            "foreground": best.0.hexString, "background": best.1.hexString, "style": surface.path,
            "actionStyle": style, "color": colorName.rawValue,
        ]))
    }
}
