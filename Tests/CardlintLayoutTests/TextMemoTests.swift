@testable import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintText
import Testing

/// A card's text memo is made with room for its texts: laying out a card of many texts does not
/// double the table its way there (each doubling re-placed every entry), and growth beyond (more
/// faces than one) still finds every run again.
@Suite struct TextMemoTests {
    static func textBlocks(_ n: Int) throws -> Card {
        let body = (0..<n).map { #"{"type": "TextBlock", "text": "Text number \#($0) of the card", "wrap": true}"# }
        return try Fixture.card(json: #"{"type": "AdaptiveCard", "version": "1.5", "body": ["# + body.joined(separator: ",") + "]}")
    }

    @Test func sizedForTheCardsTextsOnce() throws {
        let input = Layout.prepare(try Self.textBlocks(2_000))
        let slots = input.texts.slotCount
        // Half load at most once every text is in: 2 000 texts need 4 096 slots (the default was 64).
        #expect(slots >= 4_000)
        let vp = Viewport(name: "w300", width: 300, sizeClass: .compact, kind: .device)
        let tree = Layout.compute(input, context: LayoutContext(viewport: vp, hostConfig: .defaults, fontFamily: "selawik"),
                                  measurer: FixedAdvanceFake())
        #expect(tree.laidOutIDs.count > 2_000)
        #expect(input.texts.slotCount == slots, "the table grew while the card's texts were laid out in one face")
    }

    @Test func smallCardsKeepTheSmallTable() throws {
        #expect(Layout.prepare(try Self.textBlocks(3)).texts.slotCount == 64)
    }

    @Test func growthKeepsEveryRun() {
        let memo = TextMemo()
        let measurer = FixedAdvanceFake()
        let texts = (0..<300).map { "text \($0) " + String(repeating: "x", count: 20) }
        var first: [PreparedRun] = []
        for weight in [FontWeight.regular, .bold] {
            for t in texts {
                let run = memo.run(t, family: "selawik", weight: weight, monospace: false, locale: nil, measurer: measurer)
                if weight == .regular { first.append(run) }
            }
        }
        #expect(memo.slotCount >= 1_200)   // 600 entries at most half load: grown from 64
        for (t, run) in zip(texts, first) {
            #expect(memo.run(t, family: "selawik", weight: .regular, monospace: false, locale: nil, measurer: measurer) === run)
        }
    }

    /// A run asked for in another locale (same text and face) replaces the entry in its slot: the
    /// next look-up in that locale finds the new run, and growing the table afterwards keeps it.
    @Test func anotherLocaleReplacesTheRun() {
        let memo = TextMemo()
        let measurer = FixedAdvanceFake()
        func run(_ t: String, _ locale: String?) -> PreparedRun {
            memo.run(t, family: "selawik", weight: .regular, monospace: false, locale: locale, measurer: measurer)
        }
        let en = run("Owner", "en")
        let th = run("Owner", "th")
        #expect(en !== th && th.locale == "th")
        #expect(run("Owner", "th") === th)
        let texts = (0..<200).map { "text \($0) " + String(repeating: "y", count: 20) }
        let runs = texts.map { run($0, nil) }
        #expect(memo.slotCount >= 400)
        #expect(run("Owner", "th") === th)
        for (t, r) in zip(texts, runs) { #expect(run(t, nil) === r) }
    }
}
