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

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let fallback = node.json.member("fallback"), fallback.value.isObject,
              let removal = FallbackChanges.change(at: node, FallbackChanges.removed, in: context.environment.fallbackChanges)
        else { return }
        var r = CheckResult(range: fallback.keyRange, values: ["reason": removal.reason])
        r.unverified = removal.evidence?.uncertainty
        // A chain of unknown names, none a near miss of a known type, on a host whose app may register
        // its own types: it may end in one of them (the Android sample app's `redAction`), which rests
        // on the app unless the config lists what it registers (`custom-types:`).
        if let host = context.environment.host, host.mayRegister, let names = Self.unknownChain(node, context),
           let last = names.last, let unknown = KnownType.registryUnknown(last, [host]) {
            r.unverified = unknown
        }
        results.append(r)
    }

    /// The types of the node's fallback chain when every link is unknown to the catalog and none is a
    /// near miss of a known type (nil otherwise: a misspelt or unsupported link decides).
    static func unknownChain(_ node: CardNode, _ context: CheckContext) -> [String]? {
        var names: [String] = []
        var link: JSONValue? = node.json
        while let j = link, j.isObject, names.count < 16 {
            guard let t = j["type"]?.string, context.catalog.spec(t) == nil, context.catalog.caseMismatch(t) == nil,
                  context.catalog.suggestType(t, kinds: node.expected.typeKinds) == nil else { return nil }
            names.append(t)
            link = j["fallback"]
        }
        return names.isEmpty ? nil : names
    }
}
