import CardlintModel
import CardlintReading

/// A property's value is not repeated: across the whole card (`among: card`; `element-ids` limits
/// it to nodes whose `id` is an element id) or among
/// siblings in the same parent property (`among: siblings`, e.g. action titles in one set).
/// The first occurrence passes; each later one fails, with the first as a related location.
/// With `same-role`, only nodes with that catalog role count as peers (input labels among inputs,
/// chart titles among charts), so an action titled like a chart is not a duplicate.
struct Unique: CheckFunction {
    static let name = "unique"
    static let summary = "A property's value is not repeated in the card, or among siblings."
    static let optionNames = ["property", "among", "ignore-case", "same-role", "shown-together"]
    static let exposes = ["property", "value", "count"]
    let property: String
    let amongSiblings: Bool
    let ignoreCase: Bool
    let sameRole: String?
    /// Card-wide, among nodes whose id is an element id (`CardNode.isAddressable`).
    let elementIDs: Bool

    init(options: OptionReader) throws(RuleError) {
        property = try options.requiredString("property")
        let among = try options.string("among") ?? "card"
        guard ["card", "siblings", "element-ids"].contains(among) else {
            throw options.error("'among' is card, siblings or element-ids", at: options.node["among"])
        }
        amongSiblings = among == "siblings"
        elementIDs = among == "element-ids"
        ignoreCase = try options.bool("ignore-case") ?? false
        sameRole = try options.string("same-role")
        shownTogether = try options.bool("shown-together") ?? false
        groupKind = "\(property)|\(amongSiblings)|\(ignoreCase)|\(sameRole ?? "")|\(elementIDs)"
    }

    /// With `shown-together: true`, only peers that can be on screen with the node count: the cards
    /// of two `Action.ShowCard`s of one action set never are (opening one closes the other).
    let shownTogether: Bool

    /// The `Action.ShowCard`s above a node, outermost first, each with the action set it belongs to.
    static func showCards(above node: CardNode, in card: Card) -> [(showCard: Int, set: Int?)] {
        var out: [(Int, Int?)] = []
        var at = node.parent
        while let id = at {
            let n = card.nodes[id]
            if n.type == "Action.ShowCard" { out.append((id, n.parent)) }
            at = n.parent
        }
        return out.reversed()
    }

    func key(_ v: JSONValue?) -> String? {
        guard let v, let s = v.string, !s.isEmpty, !Values.isUnresolvedBinding(v) else { return nil }
        return ignoreCase ? s.lowercased() : s
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let mine = key(node.json[property]), let v = node.json[property] else { return }
        if property == "id", !ignoreCase, !amongSiblings {
            // The card's id index lists exactly the rendered nodes with this id, first to last: a
            // look-up per node, where filtering them made 100 000 elements of one id quadratic.
            if elementIDs, !node.isAddressable { return }
            let same = (elementIDs ? context.card.addressableIDs : context.card.elementIDs)[mine] ?? []
            guard same.count > 1, let firstID = same.first, firstID != node.id else { return }
            results.append(result(v, count: same.count, first: context.card.nodes[firstID]))
            return
        }
        if elementIDs, !node.isAddressable { return }
        // The nodes with this key, in document order: one pass over the card gives every key's
        // list (kept in the card's memo), where filtering every node (or sibling) for each node made
        // 8 000 inputs of one label, or 10 000 actions in one set, quadratic.
        let all: [String: [Int]]
        if let memo = context.memo {
            if let known = memo.groups[groupKind] { all = known } else {
                all = groups(in: context.card)
                memo.groups[groupKind] = all
            }
        } else {
            all = groups(in: context.card)
        }
        let group = all[groupKey(node, mine)] ?? []
        var count = group.count, first = group.first ?? node.id
        // In a ShowCard's card: only the peers that can be on screen with it (found for every
        // group at once, `ShowCardPeers`).
        if shownTogether, !Self.showCards(above: node, in: context.card).isEmpty {
            let peers: ShowCardPeers
            if let memo = context.memo {
                if let known = memo.showCardPeers[groupKind] { peers = known } else {
                    peers = ShowCardPeers(groups: all.values, card: context.card)
                    memo.showCardPeers[groupKind] = peers
                }
            } else {
                peers = ShowCardPeers(groups: all.values, card: context.card)
            }
            if let p = peers.peers[node.id] { (count, first) = p }
        }
        guard count > 1, first != node.id else { return }
        results.append(result(v, count: count, first: context.card.nodes[first]))
    }

    /// What `groups` depends on besides the card: checks with the same options share it (made with
    /// the check, not for every node it runs on).
    let groupKind: String

    /// The node's group: its key, and among siblings its parent and slot.
    func groupKey(_ node: CardNode, _ key: String) -> String {
        amongSiblings ? "\(node.parent ?? -1)|\(node.slot)|\(key)" : key
    }

    /// Every peer node by group key, in document order (one pass over the card).
    func groups(in card: Card) -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        WorkMeter.add(card.nodes.count)
        for n in card.nodes where !n.inFallback && (!elementIDs || n.isAddressable) && (sameRole.map(n.hasRole) ?? true) {
            guard !amongSiblings || n.parent != nil, let k = key(n.json[property]) else { continue }
            out[groupKey(n, k), default: []].append(n.id)
        }
        return out
    }

    func result(_ v: JSONValue, count: Int, first: CardNode) -> CheckResult {
        CheckResult(range: v.range, values: ["property": property, "value": v.string ?? "", "count": String(count)],
                    related: [RelatedLocation(range: first.json[property]?.range ?? first.range, message: "first used here")])
    }
}
