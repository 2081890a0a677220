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
        func result(_ range: SourceRange?, _ feature: String, _ since: SchemaVersion, _ property: String) -> CheckResult {
            CheckResult(range: range, values: ["version": version.description, "feature": feature, "since": since.description, "property": property])
        }
        if spec.since > version {
            // Only the outermost too-new node is reported; its parts would repeat the news.
            return [result(node.json["type"]?.range, "\(spec.name)", spec.since, "type")]
        }
        var out: [CheckResult] = []
        for (k, m) in (node.json.members ?? []).enumerated() {
            guard let i = node.propertyIndex(ofMember: k) else { continue }
            let added = spec.propertyTable.specs[i].since
            if added > version {
                out.append(result(m.keyRange, "\(spec.name).\(m.key)", added, m.key))
            } else if !spec.propertyTable.specs[i].valueSince.isEmpty, let s = m.value.string,
                      let since = spec.propertyTable.specs[i].valueSince.first(where: { TextScan.equalIgnoringCase($0.key, s) })?.value, since > version {
                out.append(result(m.value.range, "\(m.key): \"\(s)\"", since, m.key))
            }
        }
        return out
    }
}
