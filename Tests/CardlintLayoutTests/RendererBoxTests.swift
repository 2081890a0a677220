@testable import CardlintLayout
import CardlintModel
import CardlintReading
import Testing

/// The JavaScript renderer's box facts (`rules/renderers/js-sdk.yaml`) against the default box model
/// the native renderers keep, on card shapes from real cards. The fake measurer draws 0.5 em per
/// character; the default host config's default text is 12 pt, line height 1.3 × size unless the
/// renderer draws the font's normal line height.
@Suite struct RendererBoxTests {
    static let js = (try? Fixture.renderer("js-sdk")) ?? RendererBehaviour()

    /// An expense report's facts: titles then the JS spacer column (10 px + 1 px cell padding on
    /// each side), not `factSet.spacing`; the native model keeps `factSet.spacing` (16 here).
    @Test func factSetGap() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"FactSet","facts":[
          {"title":"Amount","value":"$1,042.17"},{"title":"Submitted","value":"Nov 24, 2026"}]}]}
        """)
        let host = Fixture.host { $0.factSet.spacing = 16 }
        let fact = try #require(card.nodes.first { $0.type == "Fact" }).id
        // "Submitted" in bolder 12 pt: 9 × 6 = 54 pt wide title column.
        let js = Fixture.layout(card, width: 300, host: host, renderer: Self.js)
        #expect(approx(js[fact]?.text?.frame.x ?? 0, 20 + 54 + 12))
        let native = Fixture.layout(card, width: 300, host: host)
        #expect(approx(native[fact]?.text?.frame.x ?? 0, 20 + 54 + 16))
    }

    /// A row of avatars: 5 px apart across and down in the JS renderer, `spacing.small` (3) natively.
    @Test func imageSetGap() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"ImageSet","imageSize":"small","images":[
          {"type":"Image","url":"https://example.com/a.png","altText":"Ana"},
          {"type":"Image","url":"https://example.com/b.png","altText":"Ben"},
          {"type":"Image","url":"https://example.com/c.png","altText":"Cy"},
          {"type":"Image","url":"https://example.com/d.png","altText":"Di"}]}]}
        """)
        let images = card.nodes.filter { $0.type == "Image" }.map(\.id)
        // small = 80 wide, max height 100 → 80 × 80; 3 fit in 260 with 5 px gaps (80·3 + 10 = 250).
        let js = Fixture.layout(card, width: 300, renderer: Self.js)
        #expect(approx(js[images[1]]?.frame.x ?? 0, 20 + 85))
        #expect(approx(js[images[3]]?.frame.y ?? 0, 20 + 85) && approx(js[images[3]]?.frame.x ?? 0, 20))
        let native = Fixture.layout(card, width: 300)
        #expect(approx(native[images[1]]?.frame.x ?? 0, 20 + 83))
    }

    /// A two-column price table. JS with grid lines (the default): 1 px lines on the table's top
    /// and left and each cell's right and bottom, cells touching, each padded by `spacing.small`
    /// (3); without grid lines: no padding, `table.cellSpacing` (8) between cells
    /// and rows. Native: half the cell spacing inset on every side.
    @Test func tableCellPadding() throws {
        func table(_ grid: String) throws -> Card {
            try Fixture.card(json: """
            {"type":"AdaptiveCard","version":"1.5","body":[{"type":"Table",\(grid)"columns":[{"width":1},{"width":1}],"rows":[
              {"type":"TableRow","cells":[{"type":"TableCell","items":[{"type":"TextBlock","id":"a","text":"Item"}]},
                                          {"type":"TableCell","items":[{"type":"TextBlock","id":"b","text":"Price"}]}]},
              {"type":"TableRow","cells":[{"type":"TableCell","items":[{"type":"TextBlock","id":"c","text":"Tea"}]},
                                          {"type":"TableCell","items":[{"type":"TextBlock","id":"d","text":"$3"}]}]}]}]}
            """)
        }
        let lh = 12 * 1.33
        let grid = try table("")
        let g = Fixture.layout(grid, width: 300, renderer: Self.js)
        // 259 px of columns: 129.5 each, its content 129.5 - 6 - 1.
        #expect(approx(g[try Fixture.id(grid, "a")]?.frame ?? .zero, Rect(x: 24, y: 24, width: 122.5, height: lh)))
        #expect(approx(g[try Fixture.id(grid, "b")]?.frame.x ?? 0, 21 + 129.5 + 3))
        #expect(approx(g[try Fixture.id(grid, "c")]?.frame.y ?? 0, 21 + lh + 6 + 1 + 3))
        let plain = try table("\"showGridLines\":false,")
        let p = Fixture.layout(plain, width: 300, renderer: Self.js)
        #expect(approx(p[try Fixture.id(plain, "a")]?.frame ?? .zero, Rect(x: 20, y: 20, width: 126, height: lh)))
        #expect(approx(p[try Fixture.id(plain, "b")]?.frame.x ?? 0, 20 + 126 + 8))
        #expect(approx(p[try Fixture.id(plain, "c")]?.frame.y ?? 0, 20 + lh + 8))
        let n = Fixture.layout(grid, width: 300)
        #expect(approx(n[try Fixture.id(grid, "a")]?.frame ?? .zero, Rect(x: 24, y: 24, width: 122, height: 12 * 1.3)))
        #expect(approx(n[try Fixture.id(grid, "b")]?.frame.x ?? 0, 20 + 130 + 4))
    }

    /// A feedback form: the JS renderer's text field is 41 px (82 multiline) whatever the text size;
    /// natively a line plus padding.
    @Test func inputFieldHeights() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"Input.Text","id":"name","label":"Name"},
          {"type":"Input.Text","id":"notes","label":"Notes","isMultiline":true},
          {"type":"Input.Date","id":"due","label":"Due"}]}
        """)
        let js = Fixture.layout(card, width: 300, renderer: Self.js)
        for (id, h) in [("name", 41.0), ("notes", 82.0), ("due", 41.0)] {
            #expect(approx(js[try Fixture.id(card, id)]?.hitArea?.height ?? 0, h), "\(id)")
        }
        let native = Fixture.layout(card, width: 300)
        #expect(approx(native[try Fixture.id(card, "name")]?.hitArea?.height ?? 0, 32))
    }

    /// An opt-in toggle: a 13 px checkbox 12 px from its title in the JS renderer, a 51 × 31 switch
    /// 8 pt from it natively; the title gets the rest of the row.
    @Test func toggleControl() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"Input.Toggle","id":"news","title":"Send me the weekly digest","label":"Newsletter"}]}
        """)
        let id = try Fixture.id(card, "news")
        let js = Fixture.layout(card, width: 300, renderer: Self.js)
        #expect(approx(js[id]?.text?.frame.x ?? 0, 20 + 13 + 12))
        #expect(approx(js[id]?.hitArea?.height ?? 0, 12 * 1.33))
        let native = Fixture.layout(card, width: 300)
        #expect(approx(native[id]?.text?.frame.x ?? 0, 20 + 51 + 8))
        #expect(approx(native[id]?.hitArea?.height ?? 0, 31))
    }

    /// Actions with icons where the host config names no placement: the JS renderer puts the icon
    /// left of the title (the button is wider, not taller); a config that names a placement wins.
    @Test func actionIconPlacement() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"TextBlock","text":"Reminder"}],"actions":[
          {"type":"Action.Submit","id":"snooze","title":"Snooze","iconUrl":"https://example.com/clock.png"}]}
        """)
        let id = try Fixture.id(card, "snooze")
        let leftHost = Fixture.host { $0.actions.actionAlignment = .left }
        let js = Fixture.layout(card, width: 300, host: leftHost, renderer: Self.js)
        // Title 6 × 6 = 36, padding 2 × 12, icon 16 + 4.
        #expect(approx(js[id]?.frame.width ?? 0, 36 + 24 + 20))
        #expect(approx(js[id]?.frame.height ?? 0, 32))
        let native = Fixture.layout(card, width: 300, host: leftHost)
        #expect(approx(native[id]?.frame.width ?? 0, 36 + 24) && approx(native[id]?.frame.height ?? 0, 32 + 20))
        let above = HostConfig.parse(try JSONParser.parse(#"{"actions":{"iconPlacement":"aboveTitle","actionAlignment":"left"}}"#).value).0
        let given = Fixture.layout(card, width: 300, host: above, renderer: Self.js)
        #expect(approx(given[id]?.frame.height ?? 0, 32 + 20))
    }

    /// A card title in `style: heading` without `wrap`: the JS renderer's text styles carry no
    /// `wrap`, so it stays on one line and is cut; the native model wraps it as
    /// `textStyles.heading.wrap` (true by default) says.
    @Test func headingsDoNotWrapByDefault() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"TextBlock","id":"t","text":"Quarterly planning review for the platform team","style":"heading"}]}
        """)
        let id = try Fixture.id(card, "t")
        let js = Fixture.layout(card, width: 300, renderer: Self.js)
        #expect(js[id]?.text?.lineCount == 1 && js[id]?.text?.flags.contains(.clipped) == true)
        let native = Fixture.layout(card, width: 300)
        #expect((native[id]?.text?.lineCount ?? 0) > 1 && native[id]?.text?.flags.contains(.clipped) == false)
    }

    /// An emphasis container inside an emphasis container: the JS renderer pads the inner one too
    /// (its style differs from the card's), the native model only where it differs from the parent.
    @Test func styledContainerPadding() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"Container","style":"emphasis","items":[
            {"type":"Container","style":"emphasis","items":[{"type":"TextBlock","id":"t","text":"Status"}]},
            {"type":"Container","style":"default","items":[{"type":"TextBlock","id":"u","text":"Owner"}]}]},
          {"type":"Container","style":"default","items":[{"type":"TextBlock","id":"v","text":"Plain"}]}]}
        """)
        let js = Fixture.layout(card, width: 300, renderer: Self.js)
        #expect(approx(js[try Fixture.id(card, "t")]?.frame.x ?? 0, 20 + 20 + 20))
        #expect(approx(js[try Fixture.id(card, "u")]?.frame.x ?? 0, 20 + 20 + 20))
        #expect(approx(js[try Fixture.id(card, "v")]?.frame.x ?? 0, 20))
        let native = Fixture.layout(card, width: 300)
        #expect(approx(native[try Fixture.id(card, "t")]?.frame.x ?? 0, 20 + 20))
        #expect(approx(native[try Fixture.id(card, "u")]?.frame.x ?? 0, 20 + 20 + 20))
        #expect(approx(native[try Fixture.id(card, "v")]?.frame.x ?? 0, 20))
    }

    /// Without host `lineHeights` the JS renderer draws text 1.33 × its size high (its constant);
    /// wrapped text cut by `maxLines` at the font's normal line height (given here as 1.25), even
    /// with host `lineHeights`; the native model keeps the type scale's 1.3 for both.
    @Test func lineHeight() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"TextBlock","id":"t","text":"Hi","wrap":true},
          {"type":"TextBlock","id":"c","text":"Release notes for the November update","wrap":true,"maxLines":2}]}
        """)
        let t = try Fixture.id(card, "t"), c = try Fixture.id(card, "c")
        // 37 characters × 6 = 222 pt: two lines in 100 pt (cut there).
        let js = Fixture.layout(card, width: 140, renderer: Self.js, fontLineHeight: 1.25)
        #expect(approx(js[t]?.frame.height ?? 0, 12 * 1.33))
        #expect(approx(js[c]?.frame.height ?? 0, 2 * 12 * 1.25) && js[c]?.text?.flags.contains(.truncated) == true)
        let withLineHeights = HostConfig.parse(try JSONParser.parse(#"{"lineHeights":{"small":16,"default":20,"medium":24,"large":30,"extraLarge":36}}"#).value).0
        let given = Fixture.layout(card, width: 140, host: withLineHeights, renderer: Self.js, fontLineHeight: 1.25)
        #expect(approx(given[t]?.frame.height ?? 0, 20))
        #expect(approx(given[c]?.frame.height ?? 0, 2 * 12 * 1.25))
        let native = Fixture.layout(card, width: 140, fontLineHeight: 1.25)
        #expect(approx(native[t]?.frame.height ?? 0, 12 * 1.3) && approx(native[c]?.frame.height ?? 0, 2 * 12 * 1.3))
    }

    /// A survey's expanded choices: 13 px radios 12 px from their titles, rows touching (JS); 20 pt
    /// glyphs 8 pt from the title and 8 pt apart natively.
    @Test func expandedChoiceRows() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"Input.ChoiceSet","id":"size","style":"expanded","label":"Size",
          "choices":[{"title":"Small","value":"s"},{"title":"Large","value":"l"}]}]}
        """)
        let choices = card.nodes.filter { $0.type == "Input.Choice" }.map(\.id)
        #expect(choices.count == 2)
        let js = Fixture.layout(card, width: 300, renderer: Self.js)
        let first = try #require(js[choices[0]]), second = try #require(js[choices[1]])
        #expect(approx(first.text?.frame.x ?? 0, 20 + 25) && approx(first.frame.height, 12 * 1.33))
        #expect(approx(second.frame.y, first.frame.maxY))
        let native = Fixture.layout(card, width: 300)
        let n0 = try #require(native[choices[0]]), n1 = try #require(native[choices[1]])
        #expect(approx(n0.text?.frame.x ?? 0, 20 + 28) && approx(n0.frame.height, 20) && approx(n1.frame.y, n0.frame.maxY + 8))
    }
}

@Suite struct ColumnFlexTests {
    static let js = RendererBoxTests.js

    /// A status row: a weighted column beside an `auto` label and a 50 px avatar. 300 pt card →
    /// 260 inner, two 8 pt gaps → 244. JS flex: the weighted column starts from the whole set (260)
    /// and, with the auto column (24 natural), loses the 90 pt excess in proportion (260 : 24); the
    /// pixel column never shrinks. The native model gives the weighted column what is left.
    @Test func weightedColumnTakesAShareOfTheWholeSet() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"ColumnSet","columns":[
          {"type":"Column","id":"w","width":1,"items":[{"type":"TextBlock","text":"Deploy finished"}]},
          {"type":"Column","id":"a","width":"auto","items":[{"type":"TextBlock","text":"abcd"}]},
          {"type":"Column","id":"p","width":"50px","items":[{"type":"Image","url":"https://example.com/a.png","altText":"Ana"}]}]}]}
        """)
        let w = try Fixture.id(card, "w"), a = try Fixture.id(card, "a"), p = try Fixture.id(card, "p")
        let js = Fixture.layout(card, width: 300, renderer: Self.js)
        let excess = 260.0 + 24 + 50 + 16 - 260
        #expect(approx(js[w]?.frame.width ?? 0, 260 - excess * 260 / 284))
        #expect(approx(js[a]?.frame.width ?? 0, 24 - excess * 24 / 284))
        #expect(approx(js[p]?.frame.width ?? 0, 50))
        let native = Fixture.layout(card, width: 300)
        #expect(approx(native[w]?.frame.width ?? 0, 244 - 24 - 50) && approx(native[a]?.frame.width ?? 0, 24))
    }

    /// Stretch columns grow equally from 50 px; weighted ones in proportion when they fill the set.
    @Test func growAndShrink() {
        #expect(Engine.flex(basis: [50, 50, 24], grows: [true, true, false], shrinks: [true, true, true], room: 264) == [120, 120, 24])
        let w = Engine.flex(basis: [65, 195], grows: [true, true], shrinks: [true, true], room: 252)
        #expect(approx(w[0], 63) && approx(w[1], 189))
        // A shrinking item stops at 0 and the others lose the rest.
        let z = Engine.flex(basis: [10, 300, 100], grows: [false, true, false], shrinks: [true, true, false], room: 100)
        #expect(approx(z[0], 0) && approx(z[1], 0) && approx(z[2], 100))
    }
}

@Suite struct RendererLabelTests {
    static let js = RendererBoxTests.js

    /// A labelled field: the JS renderer draws the label as rich text at the font's normal line
    /// height (given as 1.25 here) and, with no `inputs.label.inputSpacing` in the host config,
    /// `small` (3) below it; natively the label is 1.3 × its size and `default` (8) above the field.
    /// A config that names the spacing wins.
    @Test func labelLineHeightAndSpacing() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"Input.Text","id":"name","label":"Full name"}]}
        """)
        let id = try Fixture.id(card, "name")
        let js = Fixture.layout(card, width: 300, renderer: Self.js, fontLineHeight: 1.25)
        #expect(approx(js[id]?.label?.frame.height ?? 0, 12 * 1.25))
        #expect(approx(js[id]?.hitArea?.y ?? 0, 20 + 12 * 1.25 + 3))
        let native = Fixture.layout(card, width: 300, fontLineHeight: 1.25)
        #expect(approx(native[id]?.hitArea?.y ?? 0, 20 + 12 * 1.3 + 8))
        let given = HostConfig.parse(try JSONParser.parse(#"{"inputs":{"label":{"inputSpacing":"medium"}}}"#).value).0
        let named = Fixture.layout(card, width: 300, host: given, renderer: Self.js, fontLineHeight: 1.25)
        #expect(approx(named[id]?.hitArea?.y ?? 0, 20 + 12 * 1.25 + 20))
    }

    /// A RichTextBlock in the JS renderer is drawn at the font's normal line height, a TextBlock at 1.33.
    @Test func richTextLineHeight() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"RichTextBlock","id":"r","inlines":["Due ",{"type":"TextRun","text":"today"}]}]}
        """)
        let id = try Fixture.id(card, "r")
        let js = Fixture.layout(card, width: 300, renderer: Self.js, fontLineHeight: 1.25)
        #expect(approx(js[id]?.frame.height ?? 0, 12 * 1.25))
        let native = Fixture.layout(card, width: 300, fontLineHeight: 1.25)
        #expect(approx(native[id]?.frame.height ?? 0, 12 * 1.3))
    }

    /// A card with its own `style: emphasis`: the root is laid out in `default` (the JS renderer
    /// ignores a card's style under `allowCustomStyle: false`), so a `default` container is not
    /// padded and an `emphasis` one is.
    @Test func cardStyleDoesNotChangeTheRoot() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","style":"emphasis","body":[
          {"type":"Container","style":"default","items":[{"type":"TextBlock","id":"d","text":"Plain"}]},
          {"type":"Container","style":"emphasis","items":[{"type":"TextBlock","id":"e","text":"Shaded"}]}]}
        """)
        let js = Fixture.layout(card, width: 300, renderer: Self.js)
        #expect(approx(js[try Fixture.id(card, "d")]?.frame.x ?? 0, 20))
        #expect(approx(js[try Fixture.id(card, "e")]?.frame.x ?? 0, 40))
    }
}
