import CardlintModel
import CardlintReading

/// The node has an accessible name (`AccessibleName`): what a screen reader announces for it.
/// Unresolved template bindings count as a name. Actions that are not buttons pass: a
/// `selectAction` (the element holding it is the focusable thing, and is checked instead), an
/// input's `valueChangedAction` and a `refresh` action (run by the host, never shown). Nodes that
/// are hidden and never toggled visible (`Visibility.neverShown`) are met by nobody: they pass.
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

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        if node.kind == .action, !Self.isButton(node, context.card) { return }
        // A selectAction bound whole from data (`"selectAction": "${action}"`) brings its own title:
        // unknown here, like any unbound value.
        if Values.isUnresolvedBinding(node.json["selectAction"]) { return }
        guard AccessibleName.isMissing(node, in: context.card, placeholder: placeholder),
              !Visibility.neverShown(node, in: context.card) else { return }
        let blank = Self.blankProperties.lazy.compactMap { node.json[$0] }.first { $0.string.map { MarkdownText.plain($0).isEmpty } ?? false }
        var result = CheckResult(range: blank?.range, values: ["missing": missing(node, context.card)])
        // An input on a card older than 1.3 cannot have a `label` without raising the card's version,
        // which its hosts may not render: a warning (the message says what to do meanwhile).
        if node.kind == .input, let v = context.card.version, v < SchemaVersion(1, 3) { result.atMost = .warning }
        results.append(result)
    }

    /// Whether an action node is shown as a button of its own.
    static func isButton(_ node: CardNode, _ card: Card) -> Bool {
        if node.slot == "selectAction" || node.slot == "valueChangedAction" { return false }
        return card.parent(of: node)?.type != "Refresh"
    }

    /// Properties that, when present but blank, are where the finding points.
    static let blankProperties = ["altText", "label", "title", "headerTitle", "tooltip", "text", "speak"]

    /// What would give the node a name, for the message.
    func missing(_ node: CardNode, _ card: Card) -> String {
        let selectable = AccessibleName.selectAction(of: node, in: card) != nil
        if node.kind == .action { return "a 'title' (or at least a 'tooltip')" }
        if node.kind == .input {
            // `label` is 1.3: a card that declares an older version cannot use it without raising it.
            guard let v = card.version, v < SchemaVersion(1, 3) else { return "a 'label'" }
            let head = "a 'label', which needs version 1.3 (raise the card's version from \(v) if its hosts render 1.3); "
            // Checkboxes and radio buttons show no placeholder: only the text above can name the group.
            if node.type == "Input.ChoiceSet", node.bool("isMultiSelect") == true || node.string("style")?.lowercased() == "expanded" {
                return head + "where it must stay at \(v), say what to choose in a TextBlock just above the choices"
            }
            return head + "where it must stay at \(v), give the field a 'placeholder' that names it and say what to enter in a TextBlock just above it"
        }
        let own = AccessibleName.ownProperties[node.type ?? ""] ?? (node.hasRole("image") ? ["altText"] : [])
        var options = own.map { "'\($0)'" }
        if selectable { options.append("a 'title' on its selectAction") }
        if own.isEmpty { options.append("visible text inside it") }
        return options.joined(separator: " or ")
    }
}
