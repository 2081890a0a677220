import CardlintModel
import CardlintReading
import CardlintRules

/// A card's audience inferred from a feature only one family of hosts reads (`audience` in
/// `rules/defaults.yaml`), when nobody stated the hosts: the card is checked on that family's hosts.
struct InferredAudience {
    /// The ids of the hosts the card is checked on.
    var hosts: [String]
    var family: String
    /// What gave it away (`msteams`, `Component`) and where.
    var marker: String
    var range: SourceRange
    var pointer: String
}

extension Linter {
    func inferredAudience(_ card: Card) -> InferredAudience? {
        guard infersAudience else { return nil }
        for m in resources.defaults.audience {
            let family = runHosts.filter { $0.family == m.family }.map(\.id)
            guard !family.isEmpty, family.count < runHosts.count else { continue }
            if let p = m.cardProperties.first(where: { card.root.member($0) != nil }), let member = card.root.member(p) {
                return InferredAudience(hosts: family, family: m.family, marker: "'\(p)'", range: member.keyRange, pointer: "")
            }
            if let node = card.nodes.first(where: { n in n.type.map(m.types.contains) ?? false }) {
                return InferredAudience(hosts: family, family: m.family, marker: node.type ?? "",
                                        range: node.json["type"]?.range ?? node.json.range, pointer: node.pointer)
            }
        }
        return nil
    }

    func audienceNote(_ a: InferredAudience) -> Finding? {
        let names = a.hosts
        let others = runHosts.map(\.id).filter { !a.hosts.contains($0) }
        guard let rule = readerRules["audience-inferred"] else { return nil }
        let message = "the card uses \(a.marker), which only \(a.family) reads, so it is checked on \(names.joined(separator: ", ")) only, "
            + "not on \(others.joined(separator: ", ")); state the hosts in .cardlint.yml (`hosts:` or an override's `hosts:`) to choose them"
        return Finding(ruleID: "audience-inferred", severity: rule.severity, tags: rule.rule.metadata.tags, message: message,
                       range: a.range, pointer: a.pointer)
    }
}
