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
    /// Set when the container the card was found in told the audience (a webhook message goes to
    /// Teams): the note says so instead of naming a marker.
    var container: ContainerKind? = nil
}

extension Linter {
    func inferredAudience(_ card: Card, container: ContainerKind = .card) -> InferredAudience? {
        guard infersAudience else { return nil }
        // The container first: a webhook message or a flow's Teams post goes to Teams
        // (`audience` in rules/containers.yaml), when that family is among the hosts run.
        // TODO(hosts): families outside the run hosts (outlook, m365-copilot) are not switched to.
        if let family = resources.containers[container]?.audience {
            let ids = runHosts.filter { $0.family == family }.map(\.id)
            if !ids.isEmpty, ids.count < runHosts.count {
                return InferredAudience(hosts: ids, family: family, marker: container.phrase,
                                        range: card.root["type"]?.range ?? card.root.range, pointer: "", container: container)
            }
        }
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
        let cause = a.container != nil ? "the card is in \(a.marker), which go to \(a.family) only" : "the card uses \(a.marker), which only \(a.family) reads"
        let message = cause + ", so it is checked on \(names.joined(separator: ", ")) only, "
            + "not on \(others.joined(separator: ", ")); state the hosts in .cardlint.yml (`hosts:` or an override's `hosts:`) to choose them"
        return Finding(ruleID: "audience-inferred", severity: rule.severity, tags: rule.rule.metadata.tags, message: message,
                       range: a.range, pointer: a.pointer)
    }
}
