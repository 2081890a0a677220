import CardlintLayout
import CardlintModel

/// WCAG 1.4.10 Reflow: at a narrow viewport (320 CSS px by default) content must not need
/// horizontal scrolling. Reports boxes that scroll sideways (tab strips wider than the card, code
/// lines) at viewports no wider than `max-width`. Types in `exempt` (default `CodeBlock`: code keeps
/// its line breaks for meaning, the two-dimensional exception) are skipped; pixel-wide images and
/// columns are `content-overflow`'s, action rows `actions-overflow`'s.
struct Reflow: CheckFunction {
    static let name = "reflow"
    static let summary = "Content that scrolls horizontally at a 320-wide viewport."
    static let optionNames = ["max-width", "exempt", "up-to-factor"]
    static let exposes = ["width"]
    static let needs: ContextNeed = .layout
    static let layoutFlags: LayoutFlags? = [.scrollsHorizontally]

    let maxWidth: Double
    let exempt: Set<String>
    let limit: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        maxWidth = try options.number("max-width") ?? 320
        exempt = Set(try options.strings("exempt") ?? ["CodeBlock"])
        limit = try LayoutText.upToFactor(options)
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let tree = context.environment.layout, let vp = context.environment.layoutContext?.viewport,
              vp.width <= maxWidth + 1e-9, LayoutText.scaleIsWithin(context, limit), !exempt.contains(node.type ?? ""),
              let box = tree[node.id], box.flags.contains(.scrollsHorizontally) else { return }
        results.append(CheckResult(values: ["width": LayoutText.points(vp.width)].merging(LayoutText.scaleRange(upTo: limit)) { a, _ in a }))
    }
}
