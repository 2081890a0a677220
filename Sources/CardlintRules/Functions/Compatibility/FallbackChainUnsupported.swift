import CardlintModel
import CardlintReading

/// A node with a `fallback` chain that never reaches something the host renders: the host
/// removes it (§4: each fallback is tried in turn; the chain ends in nothing, not in `"drop"`).
struct FallbackChainUnsupported: CheckFunction {
    static let name = "fallback-chain-unsupported"
    static let summary = "A fallback chain ends without reaching an element, action or column the host renders."
    static let optionNames: [String] = []
    static let exposes = ["reason"]
    static let needs = ContextNeed.host
    static let needsFallbackChanges = true

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let fallback = node.json.member("fallback"), fallback.value.isObject,
              let removal = FallbackChanges.change(at: node, FallbackChanges.removed, in: context.environment.fallbackChanges)
        else { return [] }
        var r = CheckResult(range: fallback.keyRange, values: ["reason": removal.reason])
        r.unverified = removal.evidence?.uncertainty
        return [r]
    }
}
