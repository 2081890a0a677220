import CardlintLayout
import CardlintModel

/// Action buttons people cannot reach as shown, in three kinds (`report` chooses which):
/// `hidden` — not shown at all, because the host shows at most `actions.maxActions` primary actions
/// and drops the rest (secondary actions in the "…" menu are not counted); `cut-off` — past the
/// usable width of a horizontal row that is cut at the card's edge (a renderer that shrinks
/// buttons, when they cannot shrink enough); `scrolls` — past the edge of a row the host puts in a
/// horizontal scroll view (reachable only by scrolling sideways). A host whose renderer shrinks
/// buttons cuts their titles with "…" instead, which `truncated-text` reports. With `up-to-factor`,
/// overflow is only counted at type scales up to that factor (hidden actions at every scale).
struct ActionsOverflow: CheckFunction {
    static let name = "actions-overflow"
    static let summary = "Actions hidden by the host's maxActions, or pushed past the card's edge."
    static let optionNames = ["up-to-factor", "report"]
    static let exposes = ["title", "problem"]
    static let needs: ContextNeed = .layout
    static let layoutFlags: LayoutFlags? = [.hiddenByMaxActions, .overflowsHorizontally]

    enum Problem: String, CaseIterable { case hidden, cutOff = "cut-off", scrolls }

    let limit: Double
    let report: Set<Problem>

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        limit = try LayoutText.upToFactor(options)
        var chosen = Set<Problem>()
        for name in try options.strings("report") ?? Problem.allCases.map(\.rawValue) {
            guard let p = Problem(rawValue: name) else {
                throw options.error("'report' takes \(Problem.allCases.map(\.rawValue).joined(separator: ", ")); found '\(name)'")
            }
            chosen.insert(p)
        }
        report = chosen
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard node.kind == .action, node.slot != "selectAction", let tree = context.environment.layout,
              let flags = LayoutText.flags(of: node.id, in: tree) else { return }
        // Message values are made only for the first context a finding is seen in.
        if flags.contains(.hiddenByMaxActions) {
            guard report.contains(.hidden) else { return }
            let max = context.environment.layoutContext?.hostConfig.actions.maxActions
            results.append(CheckResult {
                ["title": Self.title(node), "problem": "is not shown: the host shows at most \(max.map(String.init) ?? "maxActions") actions in a row (actions.maxActions) and drops the rest; make it 'mode: secondary' to put it in the '…' menu"]
            })
            return
        }
        let scrolls = context.environment.layoutContext?.renderer.actionRow == .scroll
        guard report.contains(scrolls ? .scrolls : .cutOff),
              flags.contains(.overflowsHorizontally), LayoutText.scaleIsWithin(context, limit),
              let right = tree.boxes.withUnsafeBufferPointer({ $0[node.id]?.frame.maxX }),
              let edge = Self.usableEdge(of: node, in: context.card, tree: tree,
                                         padding: context.environment.layoutContext?.hostConfig.spacing.padding ?? 0)
        else { return }
        // Less than the measurement's own error (1 pt, or 2 % of the row) is not an overflow.
        let over = right - edge
        guard over > max(1, 0.02 * edge) else { return }
        let limit = limit
        let outcome = scrolls ? "the row has to be scrolled sideways to reach it" : "the row cuts it off"
        results.append(CheckResult {
            let values = ["title": Self.title(node),
                          "problem": "runs \(LayoutText.points(over)) pt past the row's usable width (the button ends at x \(LayoutText.points(right)), the row at x \(LayoutText.points(edge)), inside the card's padding): \(outcome)"]
            return values.merging(LayoutText.scaleRange(upTo: limit)) { a, _ in a }
        })
    }

    /// Where the action's row ends: its ActionSet's right edge, or the card's less its padding.
    static func usableEdge(of node: CardNode, in card: Card, tree: LayoutTree, padding: Double) -> Double? {
        guard let p = node.parent, card.nodes.indices.contains(p), let box = tree[p] else { return nil }
        return card.nodes[p].type == "ActionSet" ? box.frame.maxX : box.frame.maxX - padding
    }

    static func title(_ node: CardNode) -> String { LayoutText.excerpt(node.string("title") ?? node.type ?? "action") }
}
