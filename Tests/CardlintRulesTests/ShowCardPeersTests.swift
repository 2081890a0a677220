@testable import CardlintRules
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Testing

/// `unique` with `shown-together` (duplicate-input-label) counts each input's peers per ShowCard and
/// set (`ShowCardPeers`); the reference compares the input with every other of its label, as the
/// check did before (quadratic in the inputs), on random cards of nested ShowCards.
@Suite struct ShowCardPeersTests {
    /// Whether two nodes sit in the cards of different `Action.ShowCard`s of one action set.
    static func neverTogether(_ a: CardNode, _ b: CardNode, in card: Card) -> Bool {
        for (x, y) in zip(Unique.showCards(above: a, in: card), Unique.showCards(above: b, in: card)) where x.showCard != y.showCard {
            return x.set == y.set
        }
        return false
    }

    /// A card body of inputs, containers and action sets of ShowCards, `depth` levels of ShowCards deep.
    static func items(_ depth: Int, _ rng: inout SplitMix) -> String {
        (0..<Int.random(in: 1...4, using: &rng)).map { _ -> String in
            switch Int.random(in: 0..<(depth > 0 ? 4 : 1), using: &rng) {
            case 0: #"{"type": "Input.Text", "id": "i", "label": "\#(["Name", "name", "Date"].randomElement(using: &rng)!)"}"#
            case 1: #"{"type": "Container", "items": [\#(items(depth - 1, &rng))]}"#
            default: #"{"type": "ActionSet", "actions": [\#(showCards(depth - 1, &rng))]}"#
            }
        }.joined(separator: ",")
    }

    static func showCards(_ depth: Int, _ rng: inout SplitMix) -> String {
        (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            #"{"type": "Action.ShowCard", "title": "t", "card": {"type": "AdaptiveCard", "body": [\#(items(depth, &rng))]}}"#
        }.joined(separator: ",")
    }

    @Test func peersMatchThePairwiseReference() throws {
        let f = try A11yFixture.function(Unique.self, "{property: label, among: card, ignore-case: true, same-role: input, shown-together: true}")
        var rng = SplitMix(seed: 0x5_40C4)
        var compared = 0, excluded = 0
        for _ in 0..<200 {
            let json = #"{"type": "AdaptiveCard", "version": "1.5", "body": [\#(Self.items(2, &rng))], "actions": [\#(Self.showCards(1, &rng))]}"#
            let card = try A11yFixture.card(json)
            let groups = f.groups(in: card)
            for node in card.nodes where node.type == "Input.Text" {
                let group = groups[f.groupKey(node, try #require(f.key(node.json["label"])))] ?? []
                let same = group.filter { !Self.neverTogether(node, card.nodes[$0], in: card) }
                excluded += group.count - same.count
                let r = A11yFixture.results(f, card, node)
                if same.count > 1, let first = same.first, first != node.id {
                    compared += 1
                    #expect(r.count == 1 && r.first?.values["count"] == String(same.count), "\(json)")
                    #expect(r.first?.related.first?.range == card.nodes[first].json["label"]?.range, "\(json)")
                } else {
                    #expect(r.isEmpty, "\(json)")
                }
            }
        }
        #expect(compared > 100 && excluded > 100, "the cards exercise both sides: \(compared) findings, \(excluded) peers excluded")
    }
}
