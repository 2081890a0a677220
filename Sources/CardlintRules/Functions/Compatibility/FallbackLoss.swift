import CardlintModel
import CardlintReading

/// A node the host removes because it cannot render it and nothing up the tree has a `fallback`
/// (adaptive-cards.md §4, "no `fallback` anywhere up the chain"), classified by what disappears:
/// `content` — an action, an input a submit action collects, media, an element whose catalog role is
/// `data` (charts, person/file Components), or the last of the card's text; `decoration` — anything else. One function, two rules, because a rule has one severity and
/// people tune the two independently (decoration losses are often acceptable on some hosts).
struct FallbackLoss: CheckFunction {
    static let name = "fallback-loss"
    static let summary = "The host removes a node it cannot render and no fallback replaces it (content or decoration)."
    static let optionNames = ["loses"]
    static let exposes = ["what", "reason"]
    static let needs = ContextNeed.host
    static let needsFallbackChanges = true
    let content: Bool

    init(options: OptionReader) throws(RuleError) {
        let loses = try options.requiredString("loses")
        guard loses == "content" || loses == "decoration" else {
            throw options.error("loses is content or decoration, not '\(loses)'", at: options.node["loses"])
        }
        content = loses == "content"
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        let changes = context.environment.fallbackChanges
        // A node with a fallback whose chain fails is `fallback-chain-unsupported`'s finding,
        // Action.Execute is `execute-without-submit-fallback`'s (it names the fix), and a type no
        // renderer knows is `unknown-type`'s (a typo, not a host difference).
        guard node.json["fallback"] == nil, let name = node.spec?.name, name != "Action.Execute",
              let removal = FallbackChanges.change(at: node, FallbackChanges.removed, in: changes) else { return }
        // A part in a host-only property (`layouts`) is `host-only-property`'s finding.
        if let host = context.environment.host, let parent = context.card.parent(of: node),
           let only = parent.spec?.properties[node.slot]?.hostsOnly, !host.matches(hostsOnly: only) { return }
        let what = Self.contentLost(node, card: context.card, changes: changes)
        // Nothing on screen is lost with a node nobody ever sees; a hidden input's value still is.
        if Visibility.neverShown(node, in: context.card), what != Self.collectedInput { return }
        guard (what != nil) == content else { return }
        var r = CheckResult(range: node.json["type"]?.range, values: ["what": what ?? "decoration", "reason": removal.reason])
        r.unverified = removal.evidence?.uncertainty
        results.append(r)
    }

    static let collectedInput = "an input a submit action collects"

    /// What content disappears with the node, or nil when only decoration does.
    static func contentLost(_ node: CardNode, card: Card, changes: [FallbackChange]) -> String? {
        let inside = [node] + card.descendants(of: node).filter { $0.inFallback == node.inFallback }
        if inside.contains(where: { $0.kind == .action }) { return "an action" }
        if inside.contains(where: { $0.kind == .input }) && collectsInputs(card) { return collectedInput }
        if let data = inside.first(where: { $0.hasRole("data") }) { return "the information its \(data.type ?? "element") shows" }
        if inside.contains(where: { $0.hasRole("media") }) { return "the media it plays" }
        // Lazily, so the scan stops at the first text that survives (usually one of the first nodes).
        if inside.contains(where: isText), !card.nodes.lazy.filter({ !$0.inFallback && isText($0) })
            .contains(where: { FallbackChanges.loss(of: $0, in: card, changes) == nil }) {
            return "all of the card's text"
        }
        return nil
    }

    static func isText(_ node: CardNode) -> Bool {
        node.hasRole("text") || ["TextBlock", "RichTextBlock", "FactSet"].contains(node.type ?? "")
    }

    /// Whether some submit action sends input values (`associatedInputs` other than `none`).
    static func collectsInputs(_ card: Card) -> Bool {
        card.nodes.contains { n in
            !n.inFallback && ["Action.Submit", "Action.Execute"].contains(n.type ?? "")
                && n.string("associatedInputs")?.lowercased() != "none"
        }
    }
}
