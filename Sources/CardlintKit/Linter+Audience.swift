import CardlintModel
import CardlintReading
import CardlintRules

/// Where a card was found, besides the card itself: the file's path (a `quickView` folder) and the
/// first audience `bindings` marker its text names (`$host.widgetSize`, with its byte offset).
/// Made once per file and passed down the card passes.
struct CardOrigin {
    var path: String
    var binding: (name: String, at: Int)?
}

/// A card's audience inferred, when nobody stated the hosts, from what only some families of hosts
/// read (`audience` in `rules/defaults.yaml`, and the catalog's `hosts-only` properties) or from where
/// the file lives (a Viva extension's `quickView` folder): the card is checked on those families' hosts
/// (loaded profiles, default or not) instead of the default hosts.
struct InferredAudience {
    /// The ids of the hosts the card is checked on.
    var hosts: [String]
    var families: [String]
    /// What gave it away (`'msteams'`, `VivaAction.SelectMedia`, the folder `quickView`) and where.
    var marker: String
    var range: SourceRange
    var pointer: String
    /// Set when the container the card was found in told the audience (a webhook message goes to
    /// Teams): the note says so instead of naming a marker.
    var container: ContainerKind? = nil
}

extension Linter {
    func inferredAudience(_ card: Card, container: ContainerKind = .card, origin: CardOrigin) -> InferredAudience? {
        guard infersAudience else { return nil }
        var hits: [(families: [String], marker: String, range: SourceRange, pointer: String)] = []
        // The container first: a webhook message or a flow's Teams post goes to Teams, an Outlook
        // message to Outlook (`audience` in rules/containers.yaml).
        var fromContainer = false
        if let family = resources.containers[container]?.audience {
            hits.append(([family], container.phrase, card.root["type"]?.range ?? card.root.range, ""))
            fromContainer = true
        }
        // Each marker's first node of one of its types (outside fallback content), in one pass.
        let markers = resources.defaults.audience
        var firstOfMarker = [CardNode?](repeating: nil, count: markers.count)
        var unfound = markers.indices.filter { !markers[$0].types.isEmpty }.count
        let byType = resources.defaults.markersOfType
        for n in card.nodes where unfound > 0 && !n.inFallback {
            guard let type = n.type else { continue }
            // A type named as its catalog entry is (most nodes): its markers by the entry's number.
            let indices: [Int]
            if let spec = n.spec, spec.ordinal >= 0, spec.ordinal < markersOfOrdinal.count, spec.name == type {
                indices = markersOfOrdinal[spec.ordinal]
            } else {
                guard let found = byType[type] else { continue }
                indices = found
            }
            for i in indices where firstOfMarker[i] == nil { firstOfMarker[i] = n; unfound -= 1 }
        }
        for (i, m) in markers.enumerated() {
            if let p = m.cardProperties.first(where: { card.root.member($0) != nil }), let member = card.root.member(p) {
                hits.append((m.families, "'\(p)'", member.keyRange, ""))
            }
            if let node = firstOfMarker[i] {
                hits.append((m.families, node.type ?? "", node.json["type"]?.range ?? node.json.range, node.pointer))
            }
        }
        // A property only some hosts read (the catalog's `hosts-only`), outside fallback content.
        if let (node, member, only) = hostOnlyProperty(card) {
            hits.append((only, "'\(member.key)'", member.keyRange, node.pointer))
        }
        var families: [String]
        let first: (families: [String], marker: String, range: SourceRange, pointer: String)
        if let h = hits.first {
            first = h
            // Several clues: the families that read all of them, else the first clue's.
            let common = hits.dropFirst().reduce(Set(h.families)) { $0.intersection($1.families) }
            families = h.families.filter(common.contains)
            if families.isEmpty { families = h.families }
        } else if let b = origin.binding, let m = resources.defaults.audience.first(where: { $0.bindings.contains(b.name) }) {
            first = (m.families, "'\(b.name)'", SourceRange(start: b.at, end: b.at + b.name.utf8.count), "")
            families = m.families
        } else if let (folder, fams) = pathMarker(origin.path) {
            first = (fams, "the folder '\(folder)'", SourceRange(start: 0, end: 0), "")
            families = fams
        } else {
            return nil
        }
        let audience = hosts.map(\.profile).filter { families.contains($0.family) || families.contains($0.id) }.map(\.id)
        guard !audience.isEmpty, Set(audience) != Set(runHosts.map(\.id)) else { return nil }
        return InferredAudience(hosts: audience, families: families, marker: first.marker, range: first.range, pointer: first.pointer,
                                container: fromContainer ? container : nil)
    }

    /// The first property (in document order, outside fallback content) whose catalog entry says which
    /// hosts read it, with those hosts.
    func hostOnlyProperty(_ card: Card) -> (CardNode, JSONMember, [String])? {
        for node in card.nodes where !node.inFallback {
            guard let spec = node.spec, spec.hasHostOnlyProperties, let members = node.json.members else { continue }
            // Each member's property is the one the card builder found: no key hashed again.
            for k in members.indices {
                if let i = node.propertyIndex(ofMember: k), let only = spec.propertyTable.specs[i].hostsOnly { return (node, members[k], only) }
            }
        }
        return nil
    }

    /// The first `bindings` marker (host data only some hosts give, `$host.widgetSize`) in the file's
    /// text, with its byte offset; nil when there is none (most files: no `$host.` at all).
    func bindingMarker(in bytes: [UInt8]) -> (name: String, at: Int)? {
        let names = resources.defaults.audience.flatMap(\.bindings)
        guard !names.isEmpty else { return nil }
        var from = 0
        while let i = ByteSearch.find(Array("$host.".utf8), in: bytes, from: from) {
            for n in names where bytes.count - i >= n.utf8.count && bytes[i..<(i + n.utf8.count)].elementsEqual(n.utf8) {
                return (n, i)
            }
            from = i + 1
        }
        return nil
    }

    /// A folder of the file's path that marks where a card lives (`paths` of an audience marker).
    func pathMarker(_ path: String) -> (String, [String])? {
        // Split at the '/' bytes: a split of the `String` walked every Character of the path.
        let folders = path.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { String(Substring($0)) }
        for m in resources.defaults.audience {
            if let folder = folders.last(where: { m.paths.contains($0) }) { return (folder, m.families) }
        }
        return nil
    }

    func audienceNote(_ a: InferredAudience) -> Finding? {
        let names = a.hosts
        let others = runHosts.map(\.id).filter { !a.hosts.contains($0) }
        guard let rule = readerRules["audience-inferred"] else { return nil }
        let readers = a.families.joined(separator: ", ")
        let cause = a.container != nil
            ? "the card is in \(a.marker), which go to \(readers) only"
            : "the card uses \(a.marker), which only \(readers) read\(a.families.count == 1 ? "s" : "")"
        let message = cause + ", so it is checked on \(names.joined(separator: ", ")) only"
            + (others.isEmpty ? "" : ", not on \(others.joined(separator: ", "))")
            + "; state the hosts in .cardlint.yml (`hosts:` or an override's `hosts:`) or with --host to choose them"
        return Finding(ruleID: "audience-inferred", severity: rule.severity, tags: rule.rule.metadata.tags, message: message,
                       range: a.range, pointer: a.pointer)
    }
}
