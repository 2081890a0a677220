import CardlintLayout
import CardlintModel
import Testing

@Suite struct TextTests {
    static let json = """
    {"type":"AdaptiveCard","version":"1.5","body":[
      {"type":"TextBlock","id":"wrapping","text":"aaaa bbbb cccc","wrap":true},
      {"type":"TextBlock","id":"nowrap","text":"This line is far too long for a phone at large sizes"},
      {"type":"TextBlock","id":"limited","text":"one two three four five six seven eight nine ten eleven twelve","wrap":true,"maxLines":2},
      {"type":"TextBlock","id":"word","text":"Donaudampfschifffahrtsgesellschaftskapitaen","wrap":true},
      {"type":"TextBlock","id":"big","text":"Big","size":"extraLarge","weight":"bolder"},
      {"type":"TextBlock","id":"mono","text":"code","fontType":"monospace"}]}
    """

    @Test func largeTypeScaleWrapsAndScalesFonts() throws {
        let card = try Fixture.card(json: Self.json)
        let ax5 = TypeScale(name: "AX5", bodySize: 53, factor: 3.12)
        let tree = Fixture.layout(card, width: 300, scale: ax5)
        let w = try #require(tree[try Fixture.id(card, "wrapping")])
        #expect(approx(w.fontSize ?? 0, 12 * 3.12))
        // 18.72 pt per character: 13 characters per 260 pt line → "aaaa bbbb" / "cccc".
        #expect(tree.lines(of: try #require(w.text)).map(\.utf16Range) == [0..<9, 10..<14])
        #expect(approx(w.frame.height, 2 * 12 * 3.12 * 1.3))
        #expect(approx(tree[try Fixture.id(card, "big")]?.fontSize ?? 0, 20 * 3.12))
        // At Large the same text fits on one line.
        let large = Fixture.layout(card, width: 300)
        #expect(large[try Fixture.id(card, "wrapping")]?.lineCount == 1)
    }

    @Test func wrapFalseClipsAtNarrowWidths() throws {
        let card = try Fixture.card(json: Self.json)
        let narrow = Fixture.layout(card, width: 200)
        let b = try #require(narrow[try Fixture.id(card, "nowrap")])
        #expect(b.flags.contains(.clipped) && !b.flags.contains(.truncated))
        #expect(b.lineCount == 1)
        #expect(b.hiddenCharacters == 52 - 26)   // 160 pt = 26 characters shown
        let wide = Fixture.layout(card, width: 800)
        #expect(wide[try Fixture.id(card, "nowrap")]?.flags.contains(.clipped) == false)
    }

    @Test func maxLinesTruncates() throws {
        let card = try Fixture.card(json: Self.json)
        let tree = Fixture.layout(card, width: 200)
        let b = try #require(tree[try Fixture.id(card, "limited")])
        #expect(b.flags.contains(.truncated) && !b.flags.contains(.clipped))
        #expect(b.lineCount == 2)
        #expect(b.hiddenCharacters > 0)
        #expect(approx(b.frame.height, 2 * 15.6))
    }

    @Test func longWordBreaksInside() throws {
        let card = try Fixture.card(json: Self.json)
        let tree = Fixture.layout(card, width: 200)
        let b = try #require(tree[try Fixture.id(card, "word")])
        #expect(b.flags.contains(.brokeInsideWord))
        #expect(b.lineCount == 2)
        #expect(Fixture.layout(card, width: 400)[try Fixture.id(card, "word")]?.flags.contains(.brokeInsideWord) == false)
    }

    @Test func richTextRunsUseTheirOwnSizes() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"RichTextBlock","id":"rich","inlines":[
          "Plain ", {"type":"TextRun","id":"run","text":"LARGE","size":"large",
                     "selectAction":{"type":"Action.Submit","id":"runAction"}}]}]}
        """)
        let tree = Fixture.layout(card, width: 300)
        let b = try #require(tree[try Fixture.id(card, "rich")])
        #expect(b.fontSize == 17)
        let text = try #require(b.text)
        #expect(tree.string(of: text) == "Plain LARGE")
        #expect(approx(b.frame.height, 17 * 1.3))
        #expect(approx(tree.lines(of: text).first?.width ?? 0, 6 * 6 + 5 * 8.5))
        #expect(tree[try Fixture.id(card, "run")]?.hitArea == b.frame)
    }
}
