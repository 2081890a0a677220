import CardlintReading

/// Walks a card for one host and rebuilds what it renders (see `FallbackResolver`).
///
/// Recursion follows the JSON nesting, which the reader bounds (256 levels); `maxDepth` guards
/// values built by other means. A fallback chain is followed by a loop bounded by
/// `FallbackResolver.maxChainDepth`, so a long chain cannot recurse.
struct FallbackWalker {
    let host: HostProfile
    let catalog: Catalog
    private(set) var changes: [FallbackChange] = []
    /// How many `Carousel`s the node being resolved is inside (its pages, not its fallback).
    private var carousels = 0
    /// The evidence of the failure found last (what a bubbling failure rests on when an ancestor catches it).
    private var lastEvidence: HostEvidence?
    static let maxDepth = 512

    init(host: HostProfile, catalog: Catalog) { self.host = host; self.catalog = catalog }

    /// What became of a node.
    enum Outcome {
        case keep(JSONValue)
        /// Dropped or removed: the parent leaves it out.
        case gone
        /// It failed with no fallback of its own while an ancestor has one: that ancestor falls
        /// back (C++ `canFallbackToAncestor`). Carries what failed, for the ancestor's reason.
        case bubble(String)
    }

    mutating func resolveRoot(_ root: JSONValue) -> JSONValue {
        let spec = catalog.spec(CardBuilder.typeName(root, expected: .card, catalog: catalog) ?? "AdaptiveCard")
        if case .keep(let json) = resolveChildren(root, spec: spec, pointer: "", depth: 0, ancestorFallback: false, strip: false) {
            return json
        }
        return root  // unreachable: nothing bubbles without an ancestor fallback
    }

    /// Resolves one node standing in a slot expecting `expected`.
    mutating func resolveNode(_ json: JSONValue, pointer: String, expected: SlotKind, depth: Int, ancestorFallback: Bool,
                              parentOrigin: String?) -> Outcome {
        guard json.isObject, depth < Self.maxDepth else { return .keep(json) }
        let type = CardBuilder.typeName(json, expected: expected, catalog: catalog)
        if let reason = forbidden(type) {
            record(.forbidden, pointer, json.range, type, nil, reason, host.evidence("carousel-forbids"))
            return .gone
        }
        guard FallbackResolver.isFallbackCapable(expected, catalog: catalog) else {
            // Inlines, layouts, facts…: no fallback of their own. An unsupported one is ignored by
            // the renderer and does not make its parent fall back.
            if let reason = FallbackResolver.unsupportedReason(type: type, host: host, catalog: catalog, parentOrigin: parentOrigin) {
                record(.removed, pointer, json.range, type, nil, reason,
                       FallbackResolver.evidence(type: type, host: host, catalog: catalog, parentOrigin: parentOrigin))
                return .gone
            }
            return resolveChildren(json, spec: type.flatMap(catalog.spec), pointer: pointer, depth: depth,
                                   ancestorFallback: ancestorFallback, strip: false)
        }
        return resolveChain(json, pointer: pointer, type: type, expected: expected, depth: depth, ancestorFallback: ancestorFallback)
    }

    /// Tries the node, then its fallback, then the fallback's fallback…
    private mutating func resolveChain(_ json: JSONValue, pointer: String, type: String?, expected: SlotKind, depth: Int,
                                       ancestorFallback: Bool) -> Outcome {
        let mark = changes.count
        var candidate = json
        var candidatePointer = pointer
        var step = 0
        var firstReason: String?
        var firstEvidence: HostEvidence?
        while true {
            let candidateType = CardBuilder.typeName(candidate, expected: expected, catalog: catalog)
            if step > 0, let reason = forbidden(candidateType) {
                // A forbidden alternative is dropped as such: the chain ends there (JS parses a
                // fallback with the same forbidden list, and drops it without going further).
                changes.removeSubrange(mark...)
                record(.forbidden, pointer, json.range, type, nil, reason, host.evidence("carousel-forbids"))
                return .gone
            }
            var reason = FallbackResolver.failure(of: candidate, slot: expected, checkKind: step > 0, host: host, catalog: catalog)
            if reason != nil { lastEvidence = FallbackResolver.failureEvidence(of: candidate, slot: expected, host: host, catalog: catalog) }
            let fallback = candidate["fallback"]
            if reason == nil {
                let hasOwn = fallback?.isObject == true || fallback?.string == "drop"
                let outcome = resolveChildren(candidate, spec: candidateType.flatMap(catalog.spec), pointer: candidatePointer,
                                              depth: depth, ancestorFallback: ancestorFallback || hasOwn, strip: true)
                switch outcome {
                case .keep(let kept):
                    if step > 0 {
                        changes.insert(FallbackChange(kind: .replaced, pointer: pointer, range: json.range, type: type,
                                                      replacement: candidateType, reason: firstReason ?? "", evidence: firstEvidence), at: mark)
                    }
                    return .keep(kept)
                case .gone:
                    return .gone
                case .bubble(let inner):
                    // The subtree's changes are void: this candidate is swapped as a whole.
                    changes.removeSubrange(mark...)
                    reason = inner
                }
            }
            let why = reason ?? ""
            if firstReason == nil { firstReason = why; firstEvidence = lastEvidence }
            if fallback?.string == "drop" {
                record(.dropped, pointer, json.range, type, nil, firstReason ?? why, firstEvidence)
                return .gone
            }
            if let fallback, fallback.isObject {
                step += 1
                if step > FallbackResolver.maxChainDepth {
                    // Treated like a chain that ends in nothing.
                    let why = "fallback chain longer than \(FallbackResolver.maxChainDepth)"
                    if ancestorFallback { return .bubble("\(type ?? "an element") inside: \(why)") }
                    record(.removed, pointer, json.range, type, nil, why)
                    return .gone
                }
                candidate = fallback
                candidatePointer = JSONPointer.appending(candidatePointer, "fallback")
                continue
            }
            if ancestorFallback {
                return .bubble("\(candidateType ?? "an element") inside: \(why)")
            }
            let removal = step == 0 ? why : "\(firstReason ?? why); its fallback chain never reaches a supported \(kindWord(expected)) (\(why))"
            record(.removed, pointer, json.range, type, nil, removal, HostEvidence.weakest(firstEvidence, lastEvidence))
            return .gone
        }
    }

    /// Rebuilds a kept object: child nodes resolved, `fallback` stripped when `strip` (it is not rendered).
    private mutating func resolveChildren(_ json: JSONValue, spec: TypeSpec?, pointer: String, depth: Int, ancestorFallback: Bool,
                                          strip: Bool) -> Outcome {
        guard let members = json.members, let spec else { return .keep(json) }
        // Inside a Carousel (its pages and all they hold) the host may forbid some types.
        let carousel = spec.name == "Carousel" && !host.carouselForbids.isEmpty
        if carousel { carousels += 1 }
        defer { if carousel { carousels -= 1 } }
        var out: [JSONMember] = []
        out.reserveCapacity(members.count)
        for m in members {
            if strip, m.key == "fallback" { continue }
            let slots = spec.properties[m.key].map { CardBuilder.childSlots($0.types) } ?? []
            guard let slot = slots.first else { out.append(m); continue }
            let ptr = JSONPointer.appending(pointer, m.key)
            switch m.value.kind {
            case .object:
                switch resolveNode(m.value, pointer: ptr, expected: slot, depth: depth + 1, ancestorFallback: ancestorFallback,
                                   parentOrigin: spec.origin) {
                case .keep(let v): out.append(JSONMember(key: m.key, keyRange: m.keyRange, value: v))
                case .gone: continue
                case .bubble(let why): return .bubble(why)
                }
            case .array(let items):
                var kept: [JSONValue] = []
                for (i, item) in items.enumerated() {
                    switch resolveNode(item, pointer: JSONPointer.appending(ptr, i), expected: CardBuilder.slot(for: item, among: slots), depth: depth + 1,
                                       ancestorFallback: ancestorFallback, parentOrigin: spec.origin) {
                    case .keep(let v): kept.append(v)
                    case .gone: continue
                    case .bubble(let why): return .bubble(why)
                    }
                }
                out.append(JSONMember(key: m.key, keyRange: m.keyRange, value: JSONValue(.array(kept), range: m.value.range)))
            default:
                out.append(m)
            }
        }
        return .keep(JSONValue(.object(out), range: json.range))
    }

    /// Why the host drops a node of `type` where the walk stands, without fallback; nil when it
    /// does not (`HostProfile.carouselForbids`).
    private func forbidden(_ type: String?) -> String? {
        guard carousels > 0, let type, host.carouselForbids.contains(type) else { return nil }
        return "\(type) is not allowed inside a Carousel"
    }

    private mutating func record(_ kind: FallbackChange.Kind, _ pointer: String, _ range: SourceRange, _ type: String?,
                                 _ replacement: String?, _ reason: String, _ evidence: HostEvidence? = nil) {
        changes.append(FallbackChange(kind: kind, pointer: pointer, range: range, type: type, replacement: replacement, reason: reason,
                                      evidence: evidence))
    }

    private func kindWord(_ slot: SlotKind) -> String {
        switch slot {
        case .action, .selectAction: "action"
        case .named(let n): n
        default: "element"
        }
    }
}
