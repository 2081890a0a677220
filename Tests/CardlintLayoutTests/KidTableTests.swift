@testable import CardlintLayout
import CardlintModel
import Testing

/// The card's rendered children in one table give, for every node and slot of every corpus card,
/// what a list of groups per node gives: the rendered children in that slot, in document order.
@Suite struct KidTableTests {
    /// The rendered children of `n` in `slot`, by walking its children.
    static func walked(_ n: CardNode, _ slot: Slot, _ info: [NodeInfo]) -> [Int] {
        n.children.filter { info[$0].rendered && info[$0].slot == slot }
    }

    static let slots: [Slot] = [.body, .actions, .items, .columns, .facts, .images, .inlines, .selectAction, .card,
                                .choices, .inlineAction, .pages, .tabs, .panels, .content, .rows, .cells, .other]

    @Test func childrenEqualTheWalkOnCorpusCards() throws {
        var found = 0
        for (file, card) in try CorpusReuseTests.cards() {
            let input = Layout.prepare(card)
            for n in card.nodes {
                for slot in Self.slots {
                    let expected = Self.walked(n, slot, input.info)
                    #expect(Array(input.kids.children(n.id, slot)) == expected, "\(file) node \(n.id) \(slot)")
                    found += expected.count
                }
            }
        }
        #expect(found > 1000)
    }

    /// Children of several slots interleaved in the JSON are grouped by slot; hidden ones are left out.
    @Test func interleavedSlotsAndHiddenChildren() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"TextBlock","text":"a"},{"type":"TextBlock","text":"b","isVisible":false},{"type":"TextBlock","text":"c"}],
         "actions":[{"type":"Action.Submit","title":"x"},{"type":"Action.Submit","title":"y"}]}
        """)
        let input = Layout.prepare(card)
        let body = card.nodes[0].children.filter { input.info[$0].slot == .body }
        let actions = card.nodes[0].children.filter { input.info[$0].slot == .actions }
        #expect(Array(input.kids.children(0, .body)) == [body[0], body[2]])
        #expect(Array(input.kids.children(0, .actions)) == actions)
        #expect(input.kids.children(0, .items).isEmpty)
        #expect(input.kids.children(body[0], .items).isEmpty)
    }
}
