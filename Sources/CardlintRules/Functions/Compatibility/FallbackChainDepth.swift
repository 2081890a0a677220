import CardlintModel
import CardlintReading

/// A fallback chain (fallback of a fallback of …) longer than `max`. Every link is another
/// version of the same content to keep in sync; renderers give up on very long chains
/// (cardlint's resolver at `FallbackResolver.maxChainDepth`).
struct FallbackChainDepth: CheckFunction {
    static let name = "fallback-chain-depth"
    static let summary = "A fallback chain has at most `max` links."
    static let optionNames = ["max"]
    static let exposes = ["depth", "max"]
    let max: Int

    init(options: OptionReader) throws(RuleError) {
        max = try options.int("max") ?? 3
        guard max >= 1 else { throw options.error("max must be at least 1", at: options.node["max"]) }
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        // Only the head of a chain: its links are nodes in `fallback` slots.
        // Most nodes have no fallback: looked for in place before the chain is walked.
        guard node.json["fallback"]?.isObject == true, node.slot != "fallback" else { return }
        var depth = 0
        var current = node.json
        var deepest: JSONMember?
        while let next = current.member("fallback"), next.value.isObject, depth <= FallbackResolver.maxChainDepth {
            depth += 1
            if depth == max + 1 { deepest = next }
            current = next.value
        }
        guard depth > max, let deepest else { return }
        let shown = depth > FallbackResolver.maxChainDepth ? "more than \(FallbackResolver.maxChainDepth)" : String(depth)
        results.append(CheckResult(range: deepest.keyRange, values: ["depth": shown, "max": String(max)]))
    }
}
