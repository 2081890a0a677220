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
              let box = tree[node.id] else { return [] }
        let title = LayoutText.excerpt(node.string("title") ?? node.type ?? "action")
        if box.flags.contains(.hiddenByMaxActions) {
            let max = context.environment.layoutContext.map { String($0.hostConfig.actions.maxActions) } ?? "maxActions"
            return [CheckResult(values: ["title": title, "problem": "is not shown: the host shows at most \(max) actions (actions.maxActions)"])]
        }
        guard box.flags.contains(.overflowsHorizontally), LayoutText.scaleIsWithin(context, limit) else { return [] }
        let values = ["title": title,
                      "problem": "does not fit in its row (it ends at x \(LayoutText.points(box.frame.maxX)) on a \(LayoutText.points(tree.size.width)) pt card): the row has to scroll sideways or cuts it off"]
        return [CheckResult(values: values.merging(LayoutText.scaleRange(upTo: limit)) { a, _ in a })]
    }
}
