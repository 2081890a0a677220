import Testing
@testable import CardlintText

@Suite struct WidthTests {
    let m: ICUTextMeasurer
    init() throws { m = try makeMeasurer() }

    @Test func combiningMarksAreZeroWidth() {
        #expect(m.width(of: "e\u{301}", style: style()) == m.width(of: "e", style: style()))
        #expect(m.width(of: "a\u{300}\u{323}", style: style()) == m.width(of: "a", style: style()))
    }

    @Test func zwjEmojiSequenceCountsOnce() {
        let one = m.width(of: "😀", style: style())
        #expect(one > 16 && one < 24)
        #expect(m.width(of: "👨‍👩‍👧‍👦", style: style()) == one)
        #expect(m.width(of: "👍🏽", style: style()) == one)
        #expect(m.width(of: "🇩🇪", style: style()) == one)
        #expect(m.width(of: "❤️", style: style()) == one)
        #expect(m.width(of: "🏳️‍🌈", style: style()) == one)
    }

    @Test func eastAsianWideIsOneEm() {
        #expect(m.width(of: "漢字", style: style(size: 20)) == 40)
        #expect(m.width(of: "Ａ", style: style(size: 20)) == 20)
        // Hiragana too (Noto Sans CJK): the block's mean once counted its two zero-width voicing marks (0.9785 em).
        #expect(m.width(of: "ひらがな", style: style(size: 20)) == 80)
        #expect("漢".unicodeScalars.first.map(TextAnalysis.isWide) == true)
        #expect("a".unicodeScalars.first.map(TextAnalysis.isWide) == false)
    }

    @Test func asciiUsesTheFamilyTable() {
        // Inter Regular: "Submit your expense report" is 37012 units of 2816 per em (hb-shape; no pair in it kerns).
        let w = m.width(of: "Submit your expense report", style: style(size: 17))
        #expect(abs(w - 223.4) < 3)
        // Selawik is narrower than Inter, bold wider than regular.
        #expect(m.width(of: "Submit", style: style("selawik")) < m.width(of: "Submit", style: style("inter")))
        #expect(m.width(of: "Submit", style: style("selawik", .bold)) > m.width(of: "Submit", style: style("selawik")))
    }

    @Test func unknownFamilyFallsBackToTheDefault() {
        #expect(m.width(of: "Submit", style: style("segoe")) == m.width(of: "Submit", style: style("selawik")))
    }

    @Test func facesResolvedOnceMeasureLikeAFreshMeasurer() throws {
        // The first measurer resolves each face once and reuses it; the second resolves every face anew.
        let styles = [style("selawik"), style("selawik", .bold), style("inter", .light), style("segoe"), style(mono: true),
                      style(String(["sela", "wik"].joined()))]
        for s in styles { _ = m.width(of: "warm", style: s) }
        let fresh = try makeMeasurer()
        for s in styles {
            #expect(m.width(of: "Submit the report", style: s) == fresh.width(of: "Submit the report", style: s))
            let cut = TextWrapping(wrap: true, maxLines: 1)   // the ellipsis width is part of the face
            #expect(m.layout("Submit the expense report", style: s, maxWidth: 60, wrapping: cut)
                    == fresh.layout("Submit the expense report", style: s, maxWidth: 60, wrapping: cut))
        }
    }

    @Test func monospaceUsesOneAdvance() {
        #expect(abs(m.width(of: "iiii", style: style(mono: true)) - m.width(of: "WWWW", style: style(mono: true))) < 0.001)
        #expect(abs(m.width(of: "abcd", style: style(size: 10, mono: true)) - 24.08) < 0.01)
    }

    @Test func controlCharactersAndBadInputDoNotCrash() {
        for s in ["\u{0}", "\u{FEFF}", "\u{200B}\u{200B}", String(repeating: "\u{301}", count: 5), "\u{10FFFF}"] {
            let l = m.layout(s, style: style(), maxWidth: 10, wrapping: TextWrapping(wrap: true, maxLines: 1))
            #expect(l.width >= 0)
        }
    }

    @Test func missingMetricsDirectoryThrows() {
        #expect(throws: TextMetricsError.self) { try ICUTextMeasurer(metricsDirectory: "/nonexistent/rules") }
    }
}
