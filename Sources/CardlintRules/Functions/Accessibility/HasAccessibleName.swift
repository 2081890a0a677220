import CardlintModel
import CardlintReading

/// The node has an accessible name (`AccessibleName`): what a screen reader announces for it.
/// Unresolved template bindings count as a name. An action in a `selectAction` slot always
/// passes: the element holding it is the focusable thing, and is checked instead.
struct HasAccessibleName: CheckFunction {
    static let name = "has-accessible-name"
    static let summary = "The node has an accessible name: its own label/title/altText, its select action's title, or text inside it."
    static let optionNames = ["placeholder"]
    static let exposes = ["missing"]
    /// Whether an input's placeholder counts as its name.
    let placeholder: Bool

    init(options: OptionReader) throws(RuleError) {
        placeholder = try options.bool("placeholder") ?? true
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        if node.slot == "selectAction" { return [] }
        guard AccessibleName.of(node, in: context.card, placeholder: placeholder).isMissing else { return [] }
        let blank = Self.blankProperties.lazy.compactMap { node.json[$0] }.first { $0.string.map { MarkdownText.plain($0).isEmpty } ?? false }
        return [CheckResult(range: blank?.range, values: ["missing": missing(node, context.card)])]
    }

    /// Properties that, when present but blank, are where the finding points.
    static let blankProperties = ["altText", "label", "title", "headerTitle", "tooltip", "text", "speak"]

    /// What would give the node a name, for the message.
    func missing(_ node: CardNode, _ card: Card) -> String {
        let selectable = card.children(of: node).contains { $0.slot == "selectAction" }
        if node.kind == .action { return "a 'title' (or at least a 'tooltip')" }
        if node.kind == .input { return "a 'label'" }
        let own = AccessibleName.ownProperties[node.type ?? ""] ?? (node.hasRole("image") ? ["altText"] : [])
        var options = own.map { "'\($0)'" }
        if selectable { options.append("a 'title' on its selectAction") }
        if own.isEmpty { options.append("visible text inside it") }
        return options.joined(separator: " or ")
    }
}
