import CardlintModel
import CardlintRules

/// Findings of the source pass on nodes that some hosts never render as written: their renderer
/// forbids the node's type where it stands (an input inside a `Carousel` in the JS SDK; see
/// `HostProfile.carouselForbids`), or the host does not render the type at all (its `unsupported`
/// list: `Media` on Teams). Such an accessibility finding (about what people meet on screen) holds
/// only on the hosts that do render the node, and is left out when none does. Schema and
/// compatibility findings are about the card as written, whatever a host then drops: they stay.
extension Linter {
    /// `hosts`: the hosts the card is checked on (the run's, narrowed to an inferred audience).
    func scopedToRenderingHosts(_ findings: [Finding], card: Card, hosts: [HostProfile]) -> [Finding] {
        // Only accessibility findings are scoped: with none, no host's dropped nodes are looked for.
        guard !hosts.isEmpty, findings.contains(where: { $0.tags.contains("accessibility") }) else { return findings }
        // An unsupported node's `fallback` is what the host shows instead; a forbidden one's is not tried.
        let dropped: [[(root: String, shown: String?)]] = hosts.map { host in
            // A closure, not `host.isUnsupported` as a value: that copies the whole profile for every node.
            let unsupported = card.nodes.filter { n in n.type.map { host.isUnsupported($0) } ?? false }
                .map { ($0.pointer, Optional($0.pointer + "/fallback")) }
            let forbidden = card.nodes.contains { $0.type == "Carousel" }
                ? FallbackResolver.forbiddenNodes(in: card, host: host).map { ($0.pointer, String?.none) } : []
            return unsupported + forbidden
        }
        guard dropped.contains(where: { !$0.isEmpty }) else { return findings }
        return findings.compactMap { f in
            guard f.tags.contains("accessibility") else { return f }
            let rendering = hosts.indices.filter { h in
                !dropped[h].contains { Self.pointer(f.pointer, isWithin: $0.root) && !($0.shown.map { Self.pointer(f.pointer, isWithin: $0) } ?? false) }
            }
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
