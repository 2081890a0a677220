import CardlintLayout
import CardlintModel
import Testing

/// Host config defaults (spec/C++): padding 20, spacing default 8 / medium 20 / large 30, separator 1,
/// font default 12 → the fake measurer gives 6 pt per character, line height 12 × 1.3 = 15.6.
@Suite struct StackTests {
    @Test func spacingSeparatorAndHiddenElements() throws {
        let card = try Fixture.card(named: "stack")
        let tree = Fixture.layout(card, width: 300)
        let first = try #require(tree[try Fixture.id(card, "first")])
        #expect(approx(first.frame, Rect(x: 20, y: 20, width: 260, height: 15.6)))   // first element: spacing ignored
        #expect(tree[try Fixture.id(card, "hidden")] == nil)                   // isVisible: false
        let second = try #require(tree[try Fixture.id(card, "second")])
        #expect(abs(second.frame.y - (20 + 15.6 + 20 + 1)) < 1e-9)             // medium spacing + separator line
        #expect(second.fontSize == 12)
        #expect(second.lineCount == 1)
    }

    @Test func styledContainerGetsPaddingAndBleedReachesTheEdges() throws {
        let card = try Fixture.card(named: "stack")
        let tree = Fixture.layout(card, width: 300)
        let styled = try #require(tree[try Fixture.id(card, "styled")])
        let inner = try #require(tree[try Fixture.id(card, "inStyled")])
        #expect(styled.frame.x == 20 && styled.frame.width == 260)
        #expect(abs(styled.frame.height - (15.6 + 40)) < 1e-9)
        #expect(inner.frame.x == 40 && inner.frame.width == 220)
        #expect(abs(inner.frame.y - (styled.frame.y + 20)) < 1e-9)
        let bleeding = try #require(tree[try Fixture.id(card, "bleeding")])
        #expect(bleeding.frame.x == 0 && bleeding.frame.width == 300)
        #expect(tree[try Fixture.id(card, "inBleeding")]?.frame.x == 20)
    }

    @Test func minHeightCentersContentAndSelectActionIsAHitArea() throws {
        let card = try Fixture.card(named: "stack")
        let tree = Fixture.layout(card, width: 300)
        let tall = try #require(tree[try Fixture.id(card, "tall")])
        #expect(tall.frame.height == 100)
        let centered = try #require(tree[try Fixture.id(card, "centered")])
        #expect(abs(centered.frame.y - (tall.frame.y + (100 - 15.6) / 2)) < 1e-9)
        #expect(tall.hitArea == tall.frame)
        #expect(tree[try Fixture.id(card, "tallAction")]?.hitArea == tall.frame)
        #expect(abs(tree.size.height - (tall.frame.maxY + 20)) < 1e-9)
    }

    @Test func fallbackAlternativesAreNotLaidOut() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"Rating","id":"stars","value":3,"fallback":{"type":"TextBlock","id":"alt","text":"3 of 5"}}]}
        """)
        let tree = Fixture.layout(card)
        #expect(tree[try Fixture.id(card, "stars")] != nil)
        let alt = try #require(card.nodes.first { $0.inFallback })
        #expect(tree[alt.id] == nil)
    }
}
