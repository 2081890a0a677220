import CardlintLayout
import CardlintModel
import Testing

@Suite struct FactSetTests {
    /// Titles are bolder 12 pt (6 pt/char in the fake). The long title (49 chars = 294 pt) is capped at
    /// `factSet.title.maxWidth` 150; values start after `factSet.spacing` 10.
    @Test func titleColumnLimitedByMaxWidth() throws {
        let card = try Fixture.card(named: "factset")
        let tree = Fixture.layout(card, width: 300)
        let facts = card.nodes.filter { $0.type == "Fact" }.map(\.id)
        #expect(facts.count == 2)
        let long = try #require(tree[facts[1]])
        let title = try #require(long.label)
        let value = try #require(long.text)
        #expect(approx(title.frame.width, 150))
        #expect(approx(value.frame.x, 20 + 150 + 10) && approx(value.frame.width, 100))
        #expect(title.lineCount == 2 && tree.lines(of: title).count == 2)   // 25 characters per line
        #expect(approx(long.frame.height, 2 * 15.6))
        #expect(approx(tree[facts[0]]?.frame.height ?? 0, 15.6))
        #expect(approx(long.frame.y, 20 + 15.6))
    }

    @Test func narrowHostTitleMaxWidth() throws {
        let card = try Fixture.card(named: "factset")
        let host = Fixture.host { $0.factSet.title.maxWidth = 60 }
        let tree = Fixture.layout(card, width: 300, host: host)
        let fact = try #require(card.nodes.first { $0.type == "Fact" })
        #expect(approx(tree[fact.id]?.label?.frame.width ?? 0, 60))
        #expect(approx(tree[fact.id]?.text?.frame.x ?? 0, 90))
    }
}

@Suite struct ImageTests {
    @Test func sizesFromHostConfigAndPixels() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"Image","id":"small","url":"u","size":"small"},
          {"type":"Image","id":"centered","url":"u","size":"medium","horizontalAlignment":"center"},
          {"type":"Image","id":"px","url":"u","width":"64px","height":"32px"},
          {"type":"Image","id":"wide","url":"u","width":"400px"},
          {"type":"Image","id":"stretch","url":"u","size":"stretch"},
          {"type":"Image","id":"auto","url":"u"}]}
        """)
        let tree = Fixture.layout(card, width: 300)
        #expect(approx(tree[try Fixture.id(card, "small")]?.frame, Rect(x: 20, y: 20, width: 80, height: 80)))
        #expect(approx(tree[try Fixture.id(card, "centered")]?.frame, Rect(x: 90, y: 108, width: 120, height: 120)))
        #expect(approx(tree[try Fixture.id(card, "px")]?.frame, Rect(x: 20, y: 236, width: 64, height: 32)))
        let wide = try #require(tree[try Fixture.id(card, "wide")])
        // Never drawn wider than its space: scaled down to 260, keeping the assumed square.
        #expect(wide.frame.width == 260 && wide.frame.height == 260)
        #expect(!wide.flags.contains(.overflowsHorizontally) && !wide.flags.contains(.sizeUnknown))
        #expect(tree[try Fixture.id(card, "stretch")]?.frame.width == 260)
        // An unsized image: icon-sized, and marked as a guess.
        let auto = try #require(tree[try Fixture.id(card, "auto")])
        #expect(auto.frame.width == 24 && auto.flags.contains(.sizeUnknown))
    }

    @Test func teamsImageSizesAndImageSetWrap() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"ImageSet","id":"set","imageSize":"large","images":[
            {"type":"Image","id":"i1","url":"u"},{"type":"Image","id":"i2","url":"u"},{"type":"Image","id":"i3","url":"u"}]}]}
        """)
        let host = try Fixture.hostConfig("teams-light")   // imageSizes 32/52/100, spacing.small 8
        let tree = Fixture.layout(card, width: 300, host: host)
        // 100 + 8 + 100 fit in 300 − 2×16; the third wraps. Height capped by imageSet.maxImageHeight (100).
        #expect(approx(tree[try Fixture.id(card, "i2")]?.frame, Rect(x: 124, y: 16, width: 100, height: 100)))
        #expect(approx(tree[try Fixture.id(card, "i3")]?.frame, Rect(x: 16, y: 124, width: 100, height: 100)))
        #expect(approx(tree[try Fixture.id(card, "set")]?.frame.height ?? 0, 208))
    }
}
