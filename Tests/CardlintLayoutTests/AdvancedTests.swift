import CardlintLayout
import CardlintModel
import Testing

@Suite struct AdvancedTests {
    @Test func tableColumnsByWeightAndCellSpacing() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"Table","id":"table",
          "columns":[{"width":1},{"width":2}],
          "rows":[{"type":"TableRow","id":"row","cells":[
            {"type":"TableCell","id":"c1","items":[{"type":"TextBlock","id":"t1","text":"a"}]},
            {"type":"TableCell","id":"c2","items":[{"type":"TextBlock","text":"b"},{"type":"TextBlock","text":"c"}]}]}]}]}
        """)
        let tree = Fixture.layout(card, width: 300)
        // 260 shared 1:2; cells inset by cellSpacing/2 = 4; row = 15.6 + 8 + 15.6 + 8.
        let rowH = 15.6 + 8 + 15.6 + 8
        #expect(approx(tree[try Fixture.id(card, "c1")]?.frame, Rect(x: 20, y: 20, width: 260.0 / 3, height: rowH)))
        #expect(approx(tree[try Fixture.id(card, "c2")]?.frame.x ?? 0, 20 + 260.0 / 3))
        #expect(approx(tree[try Fixture.id(card, "t1")]?.frame, Rect(x: 24, y: 24, width: 260.0 / 3 - 8, height: 15.6)))
        #expect(approx(tree[try Fixture.id(card, "table")]?.frame.height ?? 0, rowH))
    }

    @Test func carouselPagesShareThePlaceAndFixedHeightClips() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.6","body":[{"type":"Carousel","id":"carousel","heightInPixels":20,"pages":[
          {"type":"CarouselPage","id":"p1","items":[{"type":"TextBlock","text":"one"}]},
          {"type":"CarouselPage","id":"p2","items":[{"type":"TextBlock","text":"two"},{"type":"TextBlock","text":"three"}]}]}]}
        """)
        let tree = Fixture.layout(card, width: 280)
        let p1 = try #require(tree[try Fixture.id(card, "p1")]), p2 = try #require(tree[try Fixture.id(card, "p2")])
        #expect(p1.frame.y == p2.frame.y)
        #expect(!p1.flags.contains(.clipped) && p2.flags.contains(.clipped))
        let c = try #require(tree[try Fixture.id(card, "carousel")])
        #expect(c.flags.contains(.clipped))
        #expect(approx(c.frame.height, 20 + 32))
        #expect(tree.extraHitAreas(of: c).count == 4)   // two arrows, two page dots
    }

    @Test func accordionHeadersAndTabStrip() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"Accordion","id":"acc","pages":[
            {"type":"AccordionPage","id":"page","headerTitle":"Details","items":[{"type":"TextBlock","id":"inPage","text":"x"}]}]},
          {"type":"TabSet","id":"tabs","pages":[
            {"type":"TabPage","id":"tab1","title":"Overview","items":[{"type":"TextBlock","id":"inTab1","text":"a"}]},
            {"type":"TabPage","id":"tab2","title":"A very long second tab title","items":[{"type":"TextBlock","id":"inTab2","text":"b"}]}]}]}
        """)
        let tree = Fixture.layout(card, width: 300, options: LayoutOptions(expandAccordions: false))
        let page = try #require(tree[try Fixture.id(card, "page")])
        #expect(approx(page.hitArea, Rect(x: 20, y: 20, width: 260, height: 44)))
        #expect(tree[try Fixture.id(card, "inPage")] == nil)
        let tab1 = try #require(tree[try Fixture.id(card, "tab1")])
        #expect(approx(tab1.hitArea?.width ?? 0, 8 * 6 + 24))
        let tab2 = try #require(tree[try Fixture.id(card, "tab2")])
        #expect(tab2.flags.contains(.overflowsHorizontally))
        #expect(tree[try Fixture.id(card, "tabs")]?.flags.contains(.scrollsHorizontally) == true)
        let in1 = try Fixture.id(card, "inTab1"), in2 = try Fixture.id(card, "inTab2")
        #expect(tree[in1] != nil && tree[in2] == nil)
        let expanded = Fixture.layout(card, width: 300)
        #expect(expanded[try Fixture.id(card, "inPage")] != nil)
    }

    @Test func codeBlockScrollsRatingProgressSpinner() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"CodeBlock","id":"code","codeSnippet":"let x = 1\\nprint(\\"a very long line of code that does not fit\\")"},
          {"type":"Rating","id":"rating","value":3,"max":5,"count":120},
          {"type":"ProgressBar","id":"bar","value":40},
          {"type":"Spinner","id":"spin","size":"large","label":"Loading"},
          {"type":"Media","id":"media","sources":[{"mimeType":"video/mp4","url":"https://example.com/v.mp4"}]}]}
        """)
        let tree = Fixture.layout(card, width: 300)
        let code = try #require(tree[try Fixture.id(card, "code")])
        #expect(code.lineCount == 2)
        #expect(code.flags.contains(.scrollsHorizontally) && !code.flags.contains(.clipped))
        #expect(approx(code.frame.height, 2 * 15.6 + 16))
        let rating = try #require(tree[try Fixture.id(card, "rating")])
        #expect(rating.hitArea == nil && rating.text.map(tree.string(of:)) == "(120)")
        #expect(approx(tree[try Fixture.id(card, "bar")]?.frame.height ?? 0, 4))
        #expect(approx(tree[try Fixture.id(card, "spin")]?.frame.height ?? 0, 32 + 3 + 15.6))
        #expect(approx(tree[try Fixture.id(card, "media")]?.hitArea?.height ?? 0, 260 * 9 / 16))
    }
}

@Suite struct GenericElementTests {
    @Test func unhandledTypesGetBoxesAndHitAreas() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"CompoundButton","id":"cb","title":"Open the report"},
          {"type":"Chart.Donut","id":"chart","data":[]}]}
        """)
        let tree = Fixture.layout(card, width: 300)
        let cb = try #require(tree[try Fixture.id(card, "cb")])
        let chart = try #require(tree[try Fixture.id(card, "chart")])
        #expect(cb.text.map(tree.string(of:)) == "Open the report")
        #expect(cb.hitArea == cb.frame)   // catalog role: interactive
        #expect(chart.frame.height == 180)   // role image: min(260, imageSizes.large)
        #expect(chart.hitArea == nil)
    }
}

@Suite struct IconLayoutTests {
    @Test func iconsAreSquaresOfTheirSize() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"Icon","id":"tiny","name":"Calendar","size":"xxSmall","selectAction":{"type":"Action.OpenUrl","url":"https://example.com"}},
          {"type":"Icon","id":"plain","name":"Calendar"},
          {"type":"Icon","id":"big","name":"Calendar","size":"xxLarge","horizontalAlignment":"right"}]}
        """)
        let tree = Fixture.layout(card, width: 300)
        let tiny = try #require(tree[try Fixture.id(card, "tiny")])
        #expect(tiny.frame.width == 12 && tiny.frame.height == 12)
        #expect(tiny.hitArea?.width == 12, "a clickable icon's hit area is its square")
        #expect(tree[try Fixture.id(card, "plain")]?.frame.width == 24, "standard is the default size")
        let big = try #require(tree[try Fixture.id(card, "big")])
        #expect(big.frame.width == 48 && big.frame.x > tiny.frame.x + 150, "right-aligned")
    }
}
