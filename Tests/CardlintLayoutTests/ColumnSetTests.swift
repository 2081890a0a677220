import CardlintLayout
import CardlintModel
import Testing

@Suite struct ColumnSetTests {
    /// 300 pt card → 260 inner; 4 gaps of 8 → 228 to share. 50px + 20px fixed, auto = "abcd" = 24,
    /// weights 1 and 2 share 228 − 70 − 24 = 134 → 44.67 and 89.33.
    @Test func widthsArePixelsAutoThenWeights() throws {
        let card = try Fixture.card(named: "columns")
        let tree = Fixture.layout(card, width: 300)
        let px = try #require(tree[try Fixture.id(card, "px")]?.frame)
        let auto = try #require(tree[try Fixture.id(card, "auto")]?.frame)
        let w1 = try #require(tree[try Fixture.id(card, "w1")]?.frame)
        let w2 = try #require(tree[try Fixture.id(card, "w2")]?.frame)
        let tall = try #require(tree[try Fixture.id(card, "tallCol")]?.frame)
        #expect(approx(px.x, 20) && approx(px.width, 50))
        #expect(approx(auto.x, 78) && approx(auto.width, 24))
        #expect(approx(w1.x, 110) && approx(w1.width, 134.0 / 3))
        #expect(approx(w2.x, 110 + 134.0 / 3 + 8) && approx(w2.width, 268.0 / 3))
        #expect(approx(tall.maxX, 280))
        // The row is as tall as the two-item column; every column stretches to it.
        #expect(approx(w1.height, 39.2) && approx(px.height, 39.2))   // 15.6 + 8 + 15.6
        // Bottom alignment moves the content down by the difference.
        #expect(approx(tree[try Fixture.id(card, "low")]?.frame.y ?? 0, w2.y + 39.2 - 15.6))
        #expect(tree[try Fixture.id(card, "set")]?.flags.contains(.overflowsHorizontally) == false)
    }

    @Test func pixelColumnWiderThanTheCardOverflows() throws {
        let card = try Fixture.card(named: "columns")
        let tree = Fixture.layout(card, width: 300)
        let col = try #require(tree[try Fixture.id(card, "fixedWide")])
        #expect(col.frame.width == 400)
        #expect(col.flags.contains(.overflowsHorizontally))
        #expect(tree[try Fixture.id(card, "wide")]?.flags.contains(.overflowsHorizontally) == true)
    }

    /// Two auto columns of 180 pt each in 260 − 8: shrunk proportionally to 126 each, text wraps.
    @Test func autoColumnsShrinkToFit() throws {
        let card = try Fixture.card(named: "columns")
        let tree = Fixture.layout(card, width: 300)
        let a = try #require(tree[try Fixture.id(card, "autoA")]?.frame)
        let b = try #require(tree[try Fixture.id(card, "autoB")]?.frame)
        #expect(approx(a.width, 126) && approx(b.width, 126) && approx(b.x, 20 + 126 + 8))
        #expect(tree[try Fixture.id(card, "autos")]?.flags.contains(.overflowsHorizontally) == false)
    }

    @Test func minWidthRaisesAColumn() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"ColumnSet","columns":[
          {"type":"Column","id":"narrow","width":1,"minWidth":"200px","items":[]},
          {"type":"Column","id":"other","width":3,"items":[]}]}]}
        """)
        let tree = Fixture.layout(card, width: 300)
        #expect(tree[try Fixture.id(card, "narrow")]?.frame.width == 200)
        #expect(tree[try Fixture.id(card, "other")]?.flags.contains(.overflowsHorizontally) == true)
    }
}
