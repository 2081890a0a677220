import CardlintModel
import CardlintReading

/// `unique` with `shown-together`: for each node of a group (nodes of one value) that sits in the
/// card of an `Action.ShowCard`, how many of the group can be on screen with it, and the first of them.
///
/// Two nodes are never on screen together when, at some level, they sit in the cards of two
/// different ShowCards of one action set (opening one closes the other). The nodes a node `a`
/// cannot be seen with are, level by level, those under the other ShowCards of its ShowCard's set;
/// those sets of nodes are disjoint, so a count per ShowCard and per set gives each node's peers in
/// one pass over the group (comparing each node with every other made many same labels in
/// ShowCards quadratic). Each node costs the ShowCards above it.
struct ShowCardPeers {
    /// Per node under a ShowCard: the peers it can be seen with (itself included), and the first of
    /// them in the card's node order (as `unique` reports the first of a group).
    private(set) var peers: [Int: (count: Int, first: Int)] = [:]

    /// How many nodes, and the first (the smallest id).
    struct Tally {
        var count = 0, first = Int.max
        mutating func add(_ id: Int) { count += 1; first = min(first, id) }
    }

    /// The peers of the nodes of every group.
    init(groups: some Sequence<[Int]>, card: Card) {
        for g in groups { add(group: g, card: card) }
    }

    private mutating func add(group: [Int], card: Card) {
        guard group.count > 1 else { return }
        let chains = group.map { Unique.showCards(above: card.nodes[$0], in: card) }
        guard chains.contains(where: { !$0.isEmpty }) else { return }
        // A card is identified by the ShowCard that holds it (-1: the card itself); an action set
        // by its node (-1 when a ShowCard has no parent).
        var underShowCard: [Int: Tally] = [:], underSet: [Int: Tally] = [:]
        var direct: [Int: Tally] = [:]
        var containerOfSet: [Int: Int] = [:]
        for (m, chain) in zip(group, chains) {
            WorkMeter.add(chain.count + 1)
            direct[chain.last?.showCard ?? -1, default: Tally()].add(m)
            var container = -1
            for (showCard, set) in chain {
                underShowCard[showCard, default: Tally()].add(m)
                underSet[set ?? -1, default: Tally()].add(m)
                containerOfSet[set ?? -1] = container
                container = showCard
            }
        }
        // Per card, the two sets in it whose nodes come first: the first node outside one set is
        // the first of the other.
        var firstSets: [Int: [(set: Int, first: Int)]] = [:]
        for (set, tally) in underSet {
            let container = containerOfSet[set] ?? -1
            var best = firstSets[container, default: []]
            best.append((set, tally.first))
            best.sort { $0.first < $1.first }
            firstSets[container] = Array(best.prefix(2))
        }
        for (m, chain) in zip(group, chains) where !chain.isEmpty {
            var count = group.count, first = Int.max, container = -1
            for (showCard, set) in chain {
                let s = set ?? -1
                // Not seen with: the nodes under the other ShowCards of this set.
                count -= (underSet[s]?.count ?? 0) - (underShowCard[showCard]?.count ?? 0)
                // Seen with: the nodes of this card outside the set (directly in it, or under other sets).
                first = min(first, direct[container]?.first ?? .max)
                if let other = firstSets[container]?.first(where: { $0.set != s }) { first = min(first, other.first) }
                container = showCard
            }
            // And every node under its own ShowCard.
            first = min(first, underShowCard[container]?.first ?? m)
            peers[m] = (count, first)
        }
    }
}
