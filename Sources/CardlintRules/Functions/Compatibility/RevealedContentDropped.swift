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

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        let changes = context.environment.fallbackChanges
        guard FallbackChanges.affecting(node, in: context.card, changes) == nil else { return }
        switch node.spec?.name {
        case "Action.ToggleVisibility": results += toggled(node, context.card, changes)
        case "Action.ShowCard": results += shown(node, context.card, changes)
        default: break
        }
    }

    /// Reported only when every target the action names is gone: while one target still
    /// appears, the button reveals something (the lost ones are `unsupported-element-*` findings).
    private func toggled(_ node: CardNode, _ card: Card, _ changes: [FallbackChange]) -> [CheckResult] {
        var lost: [(id: String, type: String, change: FallbackChange, range: SourceRange?)] = []
        for ref in node.json["targetElements"]?.array ?? [] {
            guard let idValue = ref.string != nil ? ref : ref["elementId"], let id = idValue.string else { continue }
            let targets = card.nodes(withElementID: id)
            guard !targets.isEmpty else { continue }   // a dangling id is toggle-target-missing's
            let changes = targets.map { lostChange($0, card, changes) }
            guard let first = changes.first ?? nil, !changes.contains(where: { $0 == nil }) else { return [] }
            lost.append((id, targets[0].type ?? "element", first, idValue.range))
        }
        guard let first = lost.first else { return [] }
        let problem = lost.count == 1
            ? "its target '\(first.id)' (\(first.type)) is \(word(first.change.kind))"
            : "all its \(lost.count) targets are gone: " + lost.map { "'\($0.id)' (\($0.type)) \(word($0.change.kind))" }.joined(separator: ", ")
        var r = CheckResult(range: first.range, values: ["problem": problem, "reason": first.change.reason])
        r.unverified = lost.compactMap { $0.change.evidence?.uncertainty }.first
        return [r]
    }

    private func shown(_ node: CardNode, _ card: Card, _ changes: [FallbackChange]) -> [CheckResult] {
        guard let inner = card.children(of: node).first(where: { $0.slot == "card" }) else { return [] }
        let body = card.children(of: inner).filter { $0.slot == "body" }
        guard !body.isEmpty else { return [] }
        let lost = body.compactMap { lostChange($0, card, changes) }
        guard lost.count == body.count, let first = lost.first else { return [] }
        var r = CheckResult(range: node.json["type"]?.range, values: ["problem": "every element of the card it shows is \(word(first.kind))",
                                                                     "reason": first.reason])
        r.unverified = lost.compactMap { $0.evidence?.uncertainty }.first
        return [r]
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
        case .forbidden: "dropped (not allowed where it stands)"
        case .replaced: "replaced by a fallback without that id"
        default: "removed"
        }
    }
}
