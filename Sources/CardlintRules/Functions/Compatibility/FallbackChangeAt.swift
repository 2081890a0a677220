import CardlintModel
import CardlintReading

/// Fallback made a change of one of `kinds` to this node on the host (`replaced`, `dropped`,
/// `removed`, `card-replaced-by-fallback-text`, `card-not-shown`); with `host-shows-fallback-text`,
/// only on hosts that do (true) or do not (false) show `fallbackText` for a too-new card.
struct FallbackChangeAt: CheckFunction {
    static let name = "fallback-change"
    static let summary = "Fallback changed this node on the host in one of the given ways."
    static let optionNames = ["kinds", "host-shows-fallback-text"]
    static let exposes = ["reason", "replacement"]
    static let needs = ContextNeed.host
    static let needsFallbackChanges = true
    static let kindNames: [String: FallbackChange.Kind] = [
        "replaced": .replaced, "dropped": .dropped, "removed": .removed, "forbidden": .forbidden,
        "card-replaced-by-fallback-text": .cardReplacedByFallbackText, "card-not-shown": .cardNotShown,
    ]
    let kinds: Set<FallbackChange.Kind>
    let showsFallbackText: Bool?

    init(options: OptionReader) throws(RuleError) {
        var kinds = Set<FallbackChange.Kind>()
        for (i, name) in (try options.strings("kinds") ?? []).enumerated() {
            guard let k = Self.kindNames[name] else {
                throw options.error("unknown change kind '\(name)'\(DidYouMean.hint(name, from: Self.kindNames.keys.sorted()))",
                                    at: options.node["kinds"]?.sequence?[i])
            }
            kinds.insert(k)
        }
        guard !kinds.isEmpty else { throw options.error("kinds lists at least one change kind") }
        self.kinds = kinds
        showsFallbackText = try options.bool("host-shows-fallback-text")
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        if let wanted = showsFallbackText, context.environment.host?.showsFallbackText != wanted { return }
        guard let c = FallbackChanges.change(at: node, kinds, in: context.environment.fallbackChanges) else { return }
        let at = node.pointer.isEmpty ? node.json["version"]?.range : node.json["type"]?.range
        var result = CheckResult(range: at, values: ["reason": c.reason, "replacement": c.replacement ?? ""])
        // A change resting on a host fact that is inferred or disputed (Teams documents 1.5 but renders
        // 1.6's Carousel): cardlint cannot know what the host does, so the finding is a note that says so.
        result.unverified = c.evidence?.uncertainty
        results.append(result)
    }
}
