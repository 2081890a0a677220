import CardlintLayout
import CardlintModel

/// Content with a fixed width wider than the room it gets: pixel-width images, columns, table
/// columns, rating rows. Tabs of a scrolling tab strip are left to `reflow`. Only the innermost overflowing box is reported (not every ancestor), and
/// text and actions are left to the text and action rules. `up-to-factor` limits the type scales
/// looked at. The width reported is the content's extent (a rating row's stars, not its box).
struct ContentOverflow: CheckFunction {
    static let name = "content-overflow"
    static let summary = "Fixed-width content wider than its container or the card."
    static let optionNames = ["up-to-factor"]
    static let exposes = ["width", "available"]
    static let needs: ContextNeed = .layout
    static let layoutFlags: LayoutFlags? = [.overflowsHorizontally]

    let limit: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        limit = try LayoutText.upToFactor(options)
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard node.kind != .action, let tree = context.environment.layout, let box = tree[node.id],
              box.flags.contains(.overflowsHorizontally), LayoutText.scaleIsWithin(context, limit), box.text?.flags.contains(.overflowsHorizontally) != true,
              box.label?.flags.contains(.overflowsHorizontally) != true else { return }
        for c in node.children where LayoutText.flags(of: c, in: tree)?.contains(.overflowsHorizontally) == true { return }
        // Tabs past the edge of a strip that scrolls are `reflow-320`'s (the strip is reported there).
        if let p = node.parent, LayoutText.flags(of: p, in: tree)?.contains(.scrollsHorizontally) == true { return }
        let right = ([box.frame] + tree.extraHitAreas(of: box) + (box.hitArea.map { [$0] } ?? [])).map(\.maxX).max() ?? box.frame.maxX
        let width = right - box.frame.x
        let (available, limit) = (tree.size.width, limit)
        results.append(CheckResult {
            let values = ["width": LayoutText.points(width), "available": LayoutText.points(available)]
            return values.merging(LayoutText.scaleRange(upTo: limit)) { a, _ in a }
        })
    }
}
