/// Whether a host renders each catalog type, decided once per run instead of once per node per card
/// (`FallbackResolver.unsupportedReason` looks names up in the host's sets and the catalog).
public struct HostTypeSupport: Sendable {
    enum Verdict: UInt8 {
        case renders
        case fails
        /// A host-specific part: rendered only under a parent of its own origin (`parentOrigin`).
        case rendersUnderItsOrigin
    }

    /// By `TypeSpec.ordinal`; nil for ordinals without a type.
    private let verdicts: [Verdict?]

    public init(host: HostProfile, catalog: Catalog) {
        var verdicts = [Verdict?](repeating: nil, count: catalog.typeCount)
        for spec in catalog.types.values where spec.ordinal >= 0 && spec.ordinal < verdicts.count {
            let alone = FallbackResolver.unsupportedReason(type: spec.name, host: host, catalog: catalog)
            let underOrigin = FallbackResolver.unsupportedReason(type: spec.name, host: host, catalog: catalog,
                                                                  parentOrigin: spec.origin)
            verdicts[spec.ordinal] = alone == nil ? .renders : underOrigin == nil ? .rendersUnderItsOrigin : .fails
        }
        self.verdicts = verdicts
    }

    /// The verdict for a node whose type is exactly its catalog entry's name (nil otherwise: an
    /// alias, an unknown type or no type goes the long way).
    func verdict(_ node: CardNode) -> (Verdict, TypeSpec)? {
        guard let spec = node.spec, spec.ordinal >= 0, spec.ordinal < verdicts.count, node.type == spec.name,
              let v = verdicts[spec.ordinal] else { return nil }
        return (v, spec)
    }

    /// What `FallbackResolver.renders` answers for `node`, from its type's `verdict`.
    func renders(_ node: CardNode, of card: Card, _ verdict: Verdict, _ spec: TypeSpec, capable: Bool, host: HostProfile) -> Bool {
        switch verdict {
        case .renders: break
        case .fails: return false
        // Fallback-capable nodes are judged without their parent (`failure(of:)`).
        case .rendersUnderItsOrigin:
            guard !capable, let p = node.parent, card.nodes[p].spec?.origin == spec.origin else { return false }
        }
        return !capable || FeatureRequirement.firstUnmet(FeatureRequirement.read(node.requires), on: host) == nil
    }
}
