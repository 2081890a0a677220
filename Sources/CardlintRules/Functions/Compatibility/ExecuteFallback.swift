import CardlintModel
import CardlintReading

/// `Action.Execute` (Universal Action Model, 1.4) on a host that cannot run it, with no fallback
/// chain reaching an `Action.Submit` the host renders: the button is lost or does something else.
struct ExecuteFallback: CheckFunction {
    static let name = "execute-fallback"
    static let summary = "Action.Execute falls back to an Action.Submit on hosts without Universal Actions."
    static let optionNames: [String] = []
    static let exposes = ["reason", "problem"]
    static let needs = ContextNeed.host

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let host = context.environment.host, node.spec?.name == "Action.Execute",
              let reason = FallbackResolver.unsupportedReason(type: node.type, host: host, catalog: context.catalog)
        else { return }
        var current = node.json
        var steps = 0
        var problem = "it has no fallback"
        while let next = current["fallback"], steps < FallbackResolver.maxChainDepth {
            guard next.isObject else { problem = next.string == "drop" ? "its fallback drops it" : problem; break }
            let type = FallbackResolver.typeName(of: next, in: node.expected, catalog: context.catalog)
            if type == "Action.Submit" {
                if FallbackResolver.failure(of: next, slot: node.expected, checkKind: true, host: host, catalog: context.catalog) == nil {
                    return
                }
                problem = "its fallback Action.Submit is not rendered either"
            } else if problem == "it has no fallback" {
                problem = "its fallback is \(type ?? "untyped"), not Action.Submit"
            }
            current = next
            steps += 1
        }
        var r = CheckResult(range: node.json["type"]?.range, values: ["reason": reason, "problem": problem])
        r.unverified = FallbackResolver.evidence(type: node.type, host: host, catalog: context.catalog)?.uncertainty
        results.append(r)
    }
}
