@testable import CardlintLayout
import CardlintModel
import Testing

/// How each renderer behaviour (`RendererBehaviour`) draws an action row. Defaults host config:
/// buttonSpacing 10, padding 20, maxActions 5; a button is title × 6 + 24 wide (FixedAdvanceFake).
@Suite struct ActionRowTests {
    /// Three 28-character titles (192 pt buttons) in a 260 pt row, left aligned.
    static func longRow() throws -> Card {
        try Fixture.card(json: """
            {"type": "AdaptiveCard", "version": "1.5", "actions": [
              {"type": "Action.Submit", "id": "l1", "title": "Approve this expense report."},
              {"type": "Action.Submit", "id": "l2", "title": "Send it back for corrections"},
              {"type": "Action.Submit", "id": "l3", "title": "Escalate it to your manager."}]}
            """)
    }

    static let left = Fixture.host { $0.actions.actionAlignment = .left }

    @Test func shrinkingRowKeepsEveryButtonInsideAndTruncatesTitles() throws {
        let card = try Self.longRow()
        let tree = Fixture.layout(card, width: 300, host: Self.left, renderer: RendererBehaviour(actionRow: .shrink))
        var right = 0.0
        for id in ["l1", "l2", "l3"] {
            let b = try #require(tree[try Fixture.id(card, id)])
            #expect(!b.flags.contains(.overflowsHorizontally))
            #expect(b.text?.flags.contains(.truncated) == true && b.text?.flags.contains(.clipped) == false)
            #expect(approx(b.frame.width, (260 - 20) / 3))   // equal natural widths shrink equally
            right = max(right, b.frame.maxX)
        }
        #expect(right <= 280 + 1e-6)
    }

    @Test func shrinkingStopsAtThePaddingAndThenCutsTheRowOff() {
        // 24 pt of padding each: three buttons need 24 × 3 + 2 × 10 = 92 pt.
        // 180 pt into 100: in proportion to the widths, the 30 pt one stops at 24 and the others
        // share the rest (76) in proportion (100 : 50).
        let w = ActionRowTests.shrink([100, 50, 30], least: [24, 24, 24], to: 100)
        #expect(approx(w[2], 24) && approx(w[0], 76 * 2 / 3) && approx(w[1], 76 / 3))
        let tight = ActionRowTests.shrink([100, 50, 30], least: [24, 24, 24], to: 60)
        #expect(tight.allSatisfy { approx($0, 24) })
    }

    @Test func scrollingRowRunsPastTheEdge() throws {
        let card = try Self.longRow()
        let tree = Fixture.layout(card, width: 300, host: Self.left, renderer: RendererBehaviour(actionRow: .scroll))
        #expect(tree[try Fixture.id(card, "l2")]?.flags.contains(.overflowsHorizontally) == true)
    }

    @Test func wrappingRowFlowsOntoMoreRows() throws {
        let card = try Self.longRow()
        let tree = Fixture.layout(card, width: 300, host: Self.left, renderer: RendererBehaviour(actionRow: .wrap))
        let b1 = try #require(tree[try Fixture.id(card, "l1")]), b2 = try #require(tree[try Fixture.id(card, "l2")])
        #expect(!b2.flags.contains(.overflowsHorizontally))
        #expect(approx(b2.frame.x, 20) && b2.frame.y > b1.frame.maxY)
    }

    @Test func secondaryActionsGoToTheMenuAndDoNotCountTowardsMaxActions() throws {
        let card = try Fixture.card(json: """
            {"type": "AdaptiveCard", "version": "1.5", "actions": [
              {"type": "Action.Submit", "id": "p1", "title": "A"}, {"type": "Action.Submit", "id": "p2", "title": "B"},
              {"type": "Action.Submit", "id": "s1", "title": "C", "mode": "secondary"},
              {"type": "Action.Submit", "id": "p3", "title": "D"}]}
            """)
        let host = Fixture.host { $0.actions.maxActions = 2 }
        let tree = Fixture.layout(card, width: 300, host: host, renderer: RendererBehaviour(actionRow: .shrink))
        #expect(tree[try Fixture.id(card, "s1")]?.flags.contains(.inOverflowMenu) == true)
        #expect(tree[try Fixture.id(card, "p3")]?.flags.contains(.hiddenByMaxActions) == true)
        #expect(tree[try Fixture.id(card, "p2")]?.flags.isDisjoint(with: .notInRow) == true)
        // A host that moves extra primary actions to the menu too.
        let menu = Fixture.layout(card, width: 300, host: host,
                                  renderer: RendererBehaviour(actionRow: .wrap, extraActionsInMenu: true))
        #expect(menu[try Fixture.id(card, "p3")]?.flags.contains(.inOverflowMenu) == true)
        // Without a menu, a secondary action is an ordinary one.
        let inline = Fixture.layout(card, width: 300, host: host, renderer: RendererBehaviour(secondaryActionsInMenu: false))
        #expect(inline[try Fixture.id(card, "s1")]?.flags.contains(.hiddenByMaxActions) == true)
    }

    static func shrink(_ n: [Double], least: [Double], to room: Double) -> [Double] {
        Engine.shrink(n, least: least, to: room)
    }
}
