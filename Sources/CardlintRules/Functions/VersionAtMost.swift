import CardlintModel
import CardlintReading

/// Everything a node uses — its type, its properties, their enum values — exists in the card's
/// declared `version` (the root card's, also inside `Action.ShowCard`). Cards without a valid
/// version are left to `valid-version`. A feature every host the card is checked on renders at any
/// version (`RuleEnvironment.featuresAtAnyVersion`, a host fact) is not reported; when that fact is
/// not firm, it is reported as an "(unverified: …)" note.
struct VersionAtMost: CheckFunction {
    static let name = "version-at-most"
    static let summary = "The node's type, properties and enum values exist in the card's declared version."
    static let optionNames: [String] = []
    static let exposes = ["feature", "since", "version", "property"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let version = context.card.version, let spec = node.spec else { return }
        let exempt = context.environment.featuresAtAnyVersion
        func result(_ range: SourceRange?, _ feature: String, _ since: SchemaVersion, _ property: String, exempted: Bool) -> CheckResult? {
            var r = CheckResult(range: range, values: ["version": version.description, "feature": feature, "since": since.description, "property": property])
            if exempted {
                // The hosts render it at any version: nothing to report when that is firm.
                guard let uncertainty = exempt?.uncertainty else { return nil }
                r.unverified = uncertainty
            }
            return r
        }
        if spec.since > version {
            // Only the outermost too-new node is reported; its parts would repeat the news.
            let exempted = exempt?.contains(type: spec.name) ?? false
            if let r = result(node.json["type"]?.range, "\(spec.name)", spec.since, "type", exempted: exempted) { results.append(r) }
            return
        }
        for (k, m) in (node.json.members ?? []).enumerated() {
            guard let i = node.propertyIndex(ofMember: k) else { continue }
            let added = spec.propertyTable.specs[i].since
            let exempted = { exempt?.contains(type: spec.name, property: m.key) ?? false }
            if added > version {
                if let r = result(m.keyRange, "\(spec.name).\(m.key)", added, m.key, exempted: exempted()) { results.append(r) }
            } else if !spec.propertyTable.specs[i].valueSince.isEmpty, let s = m.value.string,
                      let since = spec.propertyTable.specs[i].valueSince.first(where: { TextScan.equalIgnoringCase($0.key, s) })?.value, since > version,
                      let r = result(m.value.range, "\(m.key): \"\(s)\"", since, m.key, exempted: exempted()) {
                results.append(r)
            }
        }
    }
}
