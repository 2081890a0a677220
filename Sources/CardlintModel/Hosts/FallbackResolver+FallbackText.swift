import CardlintReading

extension FallbackResolver {
    /// A card whose `version` is above the host's (§4: "If a renderer encounters a `version` …
    /// higher than the supported version, it MUST return the `fallbackText` instead").
    ///
    /// Native renderers (`SharedAdaptiveCard.cpp`) return a synthetic card with one TextBlock
    /// holding `fallbackText` (or a generic "couldn't be displayed" text when it is empty); the JS
    /// SDK never renders `fallbackText`. Both the empty and the JS case count as not shown.
    static func versionFallback(_ card: Card, version: SchemaVersion, host: HostProfile) -> EffectiveCard {
        let root = card.root
        let above = "card version \(version) is above \(host.maxVersion)"
        let text = root.member("fallbackText")
        // A missing or empty fallbackText is said the same way on every host, so that one finding holds
        // on all the hosts where the card is not shown (JS hosts would not show it anyway).
        guard let text, let value = text.value.string, !value.allSatisfy(\.isWhitespace) else {
            return notShown(root, reason: text == nil ? "\(above); no fallbackText" : "\(above); fallbackText is empty",
                            evidence: host.evidence("max-version"))
        }
        guard host.showsFallbackText else {
            return notShown(root, reason: "\(above); the host never shows fallbackText",
                            evidence: HostEvidence.weakest(host.evidence("max-version"), host.evidence("shows-fallback-text")))
        }
        let textBlock = JSONValue(.object([
            JSONMember(key: "type", keyRange: text.keyRange, value: JSONValue(.string("TextBlock"), range: text.keyRange)),
            JSONMember(key: "text", keyRange: text.keyRange, value: text.value),
        ]), range: text.value.range)
        var members = [JSONMember(key: "type", keyRange: root.member("type")?.keyRange ?? .unknown,
                                  value: root["type"] ?? JSONValue(.string("AdaptiveCard"), range: root.range))]
        members.append(JSONMember(key: "version", keyRange: root.member("version")?.keyRange ?? .unknown,
                                  value: JSONValue(.string("1.0"), range: root["version"]?.range ?? root.range)))
        for key in ["lang", "speak"] { if let m = root.member(key) { members.append(m) } }
        members.append(JSONMember(key: "body", keyRange: text.keyRange, value: JSONValue(.array([textBlock]), range: text.value.range)))
        let change = FallbackChange(kind: .cardReplacedByFallbackText, pointer: "", range: root.range, type: "AdaptiveCard",
                                    replacement: "TextBlock", reason: above, evidence: host.evidence("max-version"))
        return EffectiveCard(json: JSONValue(.object(members), range: root.range), changes: [change])
    }

    private static func notShown(_ root: JSONValue, reason: String, evidence: HostEvidence?) -> EffectiveCard {
        EffectiveCard(json: nil, changes: [FallbackChange(kind: .cardNotShown, pointer: "", range: root.range,
                                                          type: "AdaptiveCard", reason: reason, evidence: evidence)])
    }
}
