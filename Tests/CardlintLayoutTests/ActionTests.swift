import CardlintLayout
import CardlintModel
import Testing

/// Defaults: buttonSpacing 10, stretch alignment, button height max(32, 15.6 + 12) = 32,
/// button width = title × 6 + 2 × 12.
@Suite struct ActionTests {
    @Test func horizontalStretchSharesTheWidth() throws {
        let card = try Fixture.card(named: "actions")
        let tree = Fixture.layout(card, width: 300, options: LayoutOptions(expandShowCards: false))
        let y = 20 + 15.6 + 8   // body, then actions.spacing (default 8)
        #expect(approx(tree[try Fixture.id(card, "a1")]?.frame, Rect(x: 20, y: y, width: 80, height: 32)))
        #expect(approx(tree[try Fixture.id(card, "a2")]?.frame, Rect(x: 110, y: y, width: 80, height: 32)))
        #expect(approx(tree[try Fixture.id(card, "a3")]?.hitArea, Rect(x: 200, y: y, width: 80, height: 32)))
        #expect(tree[try Fixture.id(card, "inShown")] == nil)   // show card collapsed
        #expect(approx(tree.size.height, y + 32 + 20))
    }

    @Test func showCardExpandedBelowTheRow() throws {
        let card = try Fixture.card(named: "actions")
        let tree = Fixture.layout(card, width: 300)
        let rowBottom = 20 + 15.6 + 8 + 32
        // inlineTopMargin 16, then the shown card's own padding 20.
        #expect(approx(tree[try Fixture.id(card, "inShown")]?.frame, Rect(x: 40, y: rowBottom + 16 + 20, width: 220, height: 15.6)))
    }

    @Test func maxActionsHidesTheRest() throws {
        let card = try Fixture.card(named: "actions")
        let host = Fixture.host { $0.actions.maxActions = 2 }
        let tree = Fixture.layout(card, width: 300, host: host)
        #expect(approx(tree[try Fixture.id(card, "a1")]?.frame.width ?? 0, 125))
        let third = try #require(tree[try Fixture.id(card, "a3")])
        #expect(third.flags.contains(.hiddenByMaxActions))
        #expect(third.hitArea == nil && third.frame.width == 0)
        #expect(tree[try Fixture.id(card, "inShown")] == nil)
    }

    /// Three 28-character titles = 192 pt buttons: they cannot share 260, so they keep their widths
    /// and the second and third go past the edge.
    @Test func buttonsPastTheEdgeAreFlagged() throws {
        let card = try Fixture.card(named: "long-actions")
        let tree = Fixture.layout(card, width: 300)
        let b1 = try #require(tree[try Fixture.id(card, "l1")])
        let b2 = try #require(tree[try Fixture.id(card, "l2")])
        #expect(approx(b1.frame.width, 192) && !b1.flags.contains(.overflowsHorizontally))
        #expect(approx(b2.frame.x, 20 + 192 + 10) && b2.flags.contains(.overflowsHorizontally))
        #expect(tree[try Fixture.id(card, "set")]?.flags.contains(.overflowsHorizontally) == true)
    }

    @Test func verticalOrientationStacksFullWidthButtons() throws {
        let card = try Fixture.card(named: "long-actions")
        let host = Fixture.host { $0.actions.actionsOrientation = .vertical }
        let tree = Fixture.layout(card, width: 300, host: host)
        #expect(approx(tree[try Fixture.id(card, "l2")]?.frame, Rect(x: 20, y: 20 + 32 + 10, width: 260, height: 32)))
        #expect(tree[try Fixture.id(card, "l3")]?.flags.isEmpty == true)
        #expect(approx(tree[try Fixture.id(card, "set")]?.frame.height ?? 0, 3 * 32 + 2 * 10))
    }

    @Test func narrowVerticalButtonTitleIsClipped() throws {
        let card = try Fixture.card(named: "long-actions")
        let host = Fixture.host { $0.actions.actionsOrientation = .vertical }
        let tree = Fixture.layout(card, width: 150, host: host)
        let b = try #require(tree[try Fixture.id(card, "l1")])
        #expect(b.flags.contains(.clipped))
        #expect(b.hiddenCharacters > 0)
    }
}
