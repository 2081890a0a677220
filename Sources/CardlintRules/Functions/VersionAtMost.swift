import CardlintModel
import CardlintReading

/// Everything a node uses — its type, its properties, their enum values — exists in the card's
/// declared `version` (the root card's, also inside `Action.ShowCard`). Cards without a valid
/// version are left to `valid-version`.
struct VersionAtMost: CheckFunction {
    static let name = "version-at-most"
    static let summary = "The node's type, properties and enum values exist in the card's declared version."
    static let optionNames: [String] = []
    static let exposes = ["feature", "since", "version", "property"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let version = context.card.version, let spec = node.spec else { return [] }
        let base = ["version": version.description]
        if spec.since > version {
            // Only the outermost too-new node is reported; its parts would repeat the news.
            return [CheckResult(range: node.json["type"]?.range, values: base.merging(["feature": "\(spec.name)", "since": spec.since.description, "property": "type"]) { a, _ in a })]
        }
        var out: [CheckResult] = []
        for m in node.json.members ?? [] {
            guard let prop = spec.properties[m.key] else { continue }
            if prop.since > version {
                out.append(CheckResult(range: m.keyRange, values: base.merging(["feature": "\(spec.name).\(m.key)", "since": prop.since.description, "property": m.key]) { a, _ in a }))
            } else if let s = m.value.string, let since = prop.valueSince.first(where: { $0.key.lowercased() == s.lowercased() })?.value, since > version {
                out.append(CheckResult(range: m.value.range, values: base.merging(["feature": "\(m.key): \"\(s)\"", "since": since.description, "property": m.key]) { a, _ in a }))
            }
        }
        return out
    }
}
