import CardlintLayout
import CardlintModel

/// Action buttons people cannot reach: past the edge of a horizontal action row (the row must be
/// scrolled sideways, or the button is cut off), or not shown because the host's
/// `actions.maxActions` is smaller than the number of actions. With `up-to-factor`, overflow is
/// only counted at type scales up to that factor (hidden actions are counted at every scale).
struct ActionsOverflow: CheckFunction {
    static let name = "actions-overflow"
    static let summary = "Actions pushed past the card's edge or hidden by the host's maxActions."
    static let optionNames = ["up-to-factor"]
    static let exposes = ["title", "problem"]
    static let needs: ContextNeed = .layout
    static let layoutFlags: LayoutFlags? = [.hiddenByMaxActions, .overflowsHorizontally]

    let limit: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        limit = try LayoutText.upToFactor(options)
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard node.kind == .action, node.slot != "selectAction", let tree = context.environment.layout,
              let flags = LayoutText.flags(of: node.id, in: tree) else { return [] }
        // Message values are made only for the first context a finding is seen in.
        if flags.contains(.hiddenByMaxActions) {
            let max = context.environment.layoutContext?.hostConfig.actions.maxActions
            return [CheckResult {
                ["title": Self.title(node), "problem": "is not shown: the host shows at most \(max.map(String.init) ?? "maxActions") actions (actions.maxActions)"]
            }]
        }
        guard flags.contains(.overflowsHorizontally), LayoutText.scaleIsWithin(context, limit),
              let right = tree.boxes.withUnsafeBufferPointer({ $0[node.id]?.frame.maxX }) else { return [] }
        let (width, limit) = (tree.size.width, limit)
        return [CheckResult {
            let values = ["title": Self.title(node),
                          "problem": "does not fit in its row (it ends at x \(LayoutText.points(right)) on a \(LayoutText.points(width)) pt card): the row has to scroll sideways or cuts it off"]
            return values.merging(LayoutText.scaleRange(upTo: limit)) { a, _ in a }
        }]
    }

    static func title(_ node: CardNode) -> String { LayoutText.excerpt(node.string("title") ?? node.type ?? "action") }
}
