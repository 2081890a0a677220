import CardlintModel
import CardlintReading

/// Content that an action reveals is gone on the host: an `Action.ToggleVisibility` target
/// dropped or removed (the button toggles nothing), or an `Action.ShowCard` whose card loses all
/// of its body (the button opens an empty card). The action itself must still be rendered.
struct RevealedContentDropped: CheckFunction {
    static let name = "revealed-content-dropped"
    static let summary = "What ToggleVisibility targets or ShowCard shows is still rendered after fallback."
    static let optionNames: [String] = []
    static let exposes = ["problem", "reason"]
    static let needs = ContextNeed.host

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        let changes = context.environment.fallbackChanges
        guard FallbackChanges.affecting(node, in: context.card, changes) == nil else { return [] }
        switch node.spec?.name {
        case "Action.ToggleVisibility": return toggled(node, context.card, changes)
        case "Action.ShowCard": return shown(node, context.card, changes)
        default: return []
        }
    }

    private func toggled(_ node: CardNode, _ card: Card, _ changes: [FallbackChange]) -> [CheckResult] {
        var out: [CheckResult] = []
        for ref in node.json["targetElements"]?.array ?? [] {
            guard let idValue = ref.string != nil ? ref : ref["elementId"], let id = idValue.string else { continue }
            for target in card.nodes(withElementID: id) {
                guard let lost = lostChange(target, card, changes) else { continue }
                out.append(CheckResult(range: idValue.range, values: ["problem": "its target '\(id)' (\(target.type ?? "element")) is \(word(lost.kind))",
                                                                      "reason": lost.reason]))
            }
        }
        return out
    }

    private func shown(_ node: CardNode, _ card: Card, _ changes: [FallbackChange]) -> [CheckResult] {
        guard let inner = card.children(of: node).first(where: { $0.slot == "card" }) else { return [] }
        let body = card.children(of: inner).filter { $0.slot == "body" }
        guard !body.isEmpty else { return [] }
        let lost = body.compactMap { lostChange($0, card, changes) }
        guard lost.count == body.count, let first = lost.first else { return [] }
        return [CheckResult(range: node.json["type"]?.range, values: ["problem": "every element of the card it shows is \(word(first.kind))",
                                                                     "reason": first.reason])]
    }

    /// The change that makes the node disappear: dropped or removed, or replaced by a fallback
    /// that does not carry the same id.
    private func lostChange(_ target: CardNode, _ card: Card, _ changes: [FallbackChange]) -> FallbackChange? {
        guard let change = FallbackChanges.affecting(target, in: card, changes) else { return nil }
        guard change.kind == .replaced, let id = target.elementID else { return change }
        // Replaced: lost unless some alternative in the replaced node's fallback chain has the id.
        let prefix = change.pointer + "/fallback"
        let kept = card.nodes.contains {
            $0.inFallback && $0.elementID == id && ($0.pointer == prefix || $0.pointer.hasPrefix(prefix + "/"))
        }
        return kept ? nil : change
    }

    private func word(_ kind: FallbackChange.Kind) -> String {
        switch kind {
        case .dropped: "dropped"
        case .replaced: "replaced by a fallback without that id"
        default: "removed"
        }
    }
}
