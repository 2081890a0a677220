import CardlintModel
import CardlintRules

/// Findings of the source pass on nodes that some hosts never render because their renderer
/// forbids the node's type where it stands (an input inside a `Carousel` in the JS SDK; see
/// `HostProfile.carouselForbids`). Such a finding holds only on the hosts that do render the node,
/// and is left out when none does. Rules about what hosts drop (tag `unsupported-element`) keep
/// their findings as they are: the placement is what they report.
extension Linter {
    /// `hosts`: the hosts the card is checked on (the run's, narrowed to an inferred audience).
    func scopedToRenderingHosts(_ findings: [Finding], card: Card, hosts: [HostProfile]) -> [Finding] {
        guard !findings.isEmpty, !hosts.isEmpty, card.nodes.contains(where: { $0.type == "Carousel" }) else { return findings }
        let dropped = hosts.map { host in FallbackResolver.forbiddenNodes(in: card, host: host).map(\.pointer) }
        guard dropped.contains(where: { !$0.isEmpty }) else { return findings }
        return findings.compactMap { f in
            if f.tags.contains("unsupported-element") { return f }
            let rendering = hosts.indices.filter { h in !dropped[h].contains { Self.pointer(f.pointer, isWithin: $0) } }
            if rendering.count == hosts.count { return f }
            guard !rendering.isEmpty else { return nil }
            var f = f
            f.scope.hosts = rendering.map { hosts[$0].id }.sorted()
            return f
        }
    }

    /// Whether `pointer` is `root` or inside it (RFC 6901 pointers).
    static func pointer(_ pointer: String, isWithin root: String) -> Bool {
        pointer == root || pointer.hasPrefix(root + "/")
    }
}
