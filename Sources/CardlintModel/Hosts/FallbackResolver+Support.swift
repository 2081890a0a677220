import CardlintReading

extension FallbackResolver {
    /// Why `host` cannot render a node of `type`, or nil when it can.
    ///
    /// A type is supported when the host lists it in `supports` (host elements), or when the
    /// catalog knows it, it is generic (`origin: adaptive-cards`) with `since` ≤ the host's
    /// `maxVersion`, the host does not list it as `unsupported`, and — for `Action.Execute` — the
    /// host has Universal Actions. Types of other origins (Teams, iOS SDK) need a `supports` entry.
    ///
    /// `parentOrigin`: a part (a chart's data point, a DataGrid's column) of a host-specific type
    /// is supported wherever its host-specific parent of the same origin is, unless listed itself.
    /// A part of the host's own vocabulary (origin = the host: the iOS SDK's AccordionPanel and Tab,
    /// which its Accordion and TabSet decode and draw) is supported on that host wherever it stands:
    /// its parent decides whether it is shown.
    public static func unsupportedReason(type: String?, host: HostProfile, catalog: Catalog, parentOrigin: String? = nil) -> String? {
        guard let type else { return "no type" }
        if host.supports.contains(type) || host.registeredTypes.contains(type) { return nil }
        guard let spec = catalog.spec(type) else { return "unknown type" }
        if host.supports.contains(spec.name) { return nil }
        if host.isUnsupported(type) || host.isUnsupported(spec.name) { return "not supported" }
        let inheritsSupport = inherits(spec, parentOrigin: parentOrigin, host: host)
        guard spec.origin == "adaptive-cards" || inheritsSupport else { return "not supported" }
        if spec.since > host.maxVersion { return "needs schema \(spec.since), the host renders \(host.maxVersion)" }
        if spec.name == "Action.Execute", !host.universalActions { return "no Universal Actions" }
        return nil
    }

    /// The host fact `unsupportedReason` rests on for `type` (nil for an unknown type or no type: the
    /// catalog's call, not the host's).
    public static func evidence(type: String?, host: HostProfile, catalog: Catalog, parentOrigin: String? = nil) -> HostEvidence? {
        guard let type, let spec = catalog.spec(type) else { return nil }
        let generic = spec.origin == "adaptive-cards" || inherits(spec, parentOrigin: parentOrigin, host: host)
        return host.typeEvidence(type, canonical: spec.name, generic: generic, aboveMaxVersion: spec.since > host.maxVersion)
    }

    /// The host fact `failure(of:…)` rests on: the type's (`evidence(type:…)`); nil when the node
    /// fails for its kind or its `requires` (the card's own statements).
    public static func failureEvidence(of json: JSONValue, slot: SlotKind, host: HostProfile, catalog: Catalog) -> HostEvidence? {
        let type = CardBuilder.typeName(json, expected: slot, catalog: catalog)
        guard unsupportedReason(type: type, host: host, catalog: catalog) != nil else { return nil }
        return evidence(type: type, host: host, catalog: catalog)
    }

    /// Whether a part takes its support from where it stands: from its parent of the same origin,
    /// or from the host whose own vocabulary it is.
    static func inherits(_ spec: TypeSpec, parentOrigin: String?, host: HostProfile) -> Bool {
        spec.kind == .part && (spec.origin == parentOrigin || host.matches(hostsOnly: [spec.origin]))
    }

    /// Why a node (an element, action or column object standing in `slot`) triggers fallback on
    /// `host`, or nil when the host renders it: its type is unsupported (see `unsupportedReason`),
    /// a fallback alternative has the wrong kind (`checkKind`), or its `requires` is not met.
    public static func failure(of json: JSONValue, slot: SlotKind, checkKind: Bool, host: HostProfile, catalog: Catalog) -> String? {
        let type = CardBuilder.typeName(json, expected: slot, catalog: catalog)
        if let reason = unsupportedReason(type: type, host: host, catalog: catalog) { return reason }
        if checkKind, let type, let problem = kindMismatch(type: type, slot: slot, catalog: catalog) { return problem }
        if let unmet = FeatureRequirement.firstUnmet(FeatureRequirement.read(json["requires"]), on: host) { return unmet }
        return nil
    }

    /// The nearest ancestor whose `fallback` (an alternative or `"drop"`) takes over when `node`
    /// fails with no fallback of its own: the failure bubbles up to it and the whole ancestor is
    /// replaced (JS `setShouldFallback` on the parent, C++ `canFallbackToAncestor`; the walker's
    /// `.bubble`). Nil when no ancestor has one (the host drops the node alone), and for nodes
    /// inside fallback alternatives or in slots that take no part in fallback.
    public static func catchingAncestor(of node: CardNode, in card: Card, catalog: Catalog) -> CardNode? {
        guard !node.inFallback, isFallbackCapable(node.expected, catalog: catalog) else { return nil }
        var current = card.parent(of: node)
        while let a = current {
            if isFallbackCapable(a.expected, catalog: catalog), let f = a.json["fallback"], f.isObject || f.string == "drop" { return a }
            current = card.parent(of: a)
        }
        return nil
    }

    /// The outermost nodes (outside fallback alternatives) that `host` drops because their type is
    /// forbidden where they stand (`HostProfile.carouselForbids`: inside a `Carousel`); everything
    /// inside them goes too. In document order; empty for most cards.
    public static func forbiddenNodes(in card: Card, host: HostProfile) -> [CardNode] {
        guard !host.carouselForbids.isEmpty else { return [] }
        // Only a node inside a Carousel can be forbidden: on a card without one (most cards) no
        // node's type is looked up in the host's list.
        guard card.nodes.contains(where: { $0.type == "Carousel" }) else { return [] }
        WorkMeter.add(card.nodes.count)
        var out: [CardNode] = []
        for node in card.nodes where !node.inFallback {
            guard let type = node.type, host.carouselForbids.contains(type) else { continue }
            let above = card.ancestors(of: node)
            guard above.contains(where: { $0.type == "Carousel" }),
                  !above.contains(where: { a in out.contains { $0.id == a.id } }) else { continue }
            out.append(node)
        }
        return out.sorted { $0.range.start < $1.range.start }
    }

    /// Whether nodes in `slot` take part in fallback: elements, actions and typed parts whose
    /// catalog entry has a `fallback` property (`Column`).
    static func isFallbackCapable(_ slot: SlotKind, catalog: Catalog) -> Bool {
        switch slot {
        case .element, .action, .selectAction: true
        case .named(let name): catalog.spec(name)?.hasFallbackProperty == true
        case .card, .inline: false
        }
    }

    /// A fallback must be of the replaced node's kind: an element for an element, an action for an
    /// action, a Column for a Column (§4: "Value = another element/action of the same kind").
    public static func kindMismatch(type: String, slot: SlotKind, catalog: Catalog) -> String? {
        let spec = catalog.spec(type)
        switch slot {
        case .named(let name):
            return (spec?.name ?? type) == name ? nil : "\(type) is not a \(name)"
        case .element, .action, .selectAction:
            guard let spec else { return nil }
            return slot.accepts(spec.kind) ? nil : "\(type) is not \(slot == .element ? "an element" : "an action")"
        case .card, .inline:
            return nil
        }
    }
}

extension FallbackResolver {
    /// The type name a node object has in `slot` (its `type`, or the one the slot implies).
    public static func typeName(of json: JSONValue, in slot: SlotKind, catalog: Catalog) -> String? {
        CardBuilder.typeName(json, expected: slot, catalog: catalog)
    }
}

extension FallbackResolver {
    /// True when `host` renders `card` as written: the card's version is within the host's and no
    /// rendered node (one that is not a fallback alternative) triggers fallback or is removed, so
    /// `resolve` would report no changes. Cheaper than `resolve`, which rebuilds the JSON.
    /// `support`: the host's verdicts per catalog type, made once per run (`HostTypeSupport`); the
    /// same answer as without, read from a table instead of looked up by name for every node.
    public static func rendersUnchanged(_ card: Card, host: HostProfile, catalog: Catalog,
                                        support: HostTypeSupport? = nil) -> Bool {
        if let v = card.version, v > host.maxVersion { return false }
        if !host.carouselForbids.isEmpty, !forbiddenNodes(in: card, host: host).isEmpty { return false }
        for node in card.nodes where node.id != 0 && !node.inFallback && node.json.isObject {
            // A node of the type its slot names has that type's spec: not looked up again by name.
            let capable: Bool
            if case .named(let name) = node.expected, let spec = node.spec, spec.name == name {
                capable = spec.hasFallbackProperty
            } else {
                capable = isFallbackCapable(node.expected, catalog: catalog)
            }
            if let support, let (verdict, spec) = support.verdict(node) {
                if !support.renders(node, of: card, verdict, spec, capable: capable, host: host) { return false }
            } else if !renders(node, of: card, capable: capable, host: host, catalog: catalog) {
                return false
            }
        }
        return true
    }

    /// Whether `host` renders `node` as written (`capable`: the node takes part in fallback).
    static func renders(_ node: CardNode, of card: Card, capable: Bool, host: HostProfile, catalog: Catalog) -> Bool {
        if capable {
            return failure(of: node.json, slot: node.expected, checkKind: false, host: host, catalog: catalog) == nil
        }
        let parentOrigin = node.parent.flatMap { card.nodes[$0].spec?.origin }
        return unsupportedReason(type: node.type, host: host, catalog: catalog, parentOrigin: parentOrigin) == nil
    }
}
