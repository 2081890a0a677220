import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

/// `Onset.phrase`: the words for where a layout finding begins, from the facts the kit records.
@Suite struct OnsetPhraseTests {
    static let scales = ["large", "xxxLarge", "AX3", "AX5"]

    func on(_ viewport: String, failing: [String], unverified: [String] = [], scales: [String] = scales) -> Onset.Viewport {
        Onset.Viewport(viewport: viewport, typeScales: scales, failing: failing, unverified: unverified)
    }

    @Test func lowestFailingScaleAndLargestFineOnePerViewport() {
        let onset = Onset(viewports: [on("iphone-se-320", failing: ["AX3", "AX5"]), on("iphone-393", failing: ["AX5"]),
                                      on("ipad-820", failing: [])])
        #expect(onset.phrase == "from AX3 on iphone-se-320 (fine at xxxLarge); from AX5 on iphone-393 (fine at AX3); fine on ipad-820")
    }

    @Test func unverifiedScalesAreNotCalledFine() {
        let onset = Onset(viewports: [on("iphone-393", failing: ["large"], unverified: ["xxxLarge", "AX3", "AX5"]),
                                      on("iphone-se-320", failing: [], unverified: ["AX5"]), on("desktop", failing: [])])
        #expect(onset.phrase == "up to large on iphone-393 (unverified from xxxLarge); unverified on iphone-se-320; fine on desktop")
    }

    @Test func viewportsThatFailAlikeAreGroupedAndEverywhereIsSaidOnce() {
        let grouped = Onset(viewports: [on("a", failing: ["AX5"]), on("b", failing: Self.scales), on("c", failing: ["AX5"])])
        #expect(grouped.phrase == "from AX5 on a, c (fine at AX3); at every type scale on b")
        let everywhere = Onset(viewports: [on("a", failing: Self.scales), on("b", failing: Self.scales)])
        #expect(everywhere.phrase == "at every type scale on every viewport")
    }

    @Test func oneScaleUpToAndScatteredScales() {
        #expect(Onset(viewports: [on("se", failing: ["AX5"], scales: ["AX5"])]).phrase == "at AX5 on se")
        #expect(Onset(viewports: [on("a", failing: ["large", "xxxLarge"])]).phrase == "up to xxxLarge on a (fine from AX3)")
        #expect(Onset(viewports: [on("a", failing: ["large", "AX3"])]).phrase == "at large, AX3 on a")
        #expect(Onset(viewports: [on("a", failing: ["large"])]).phrase == "up to large on a (fine from xxxLarge)")
    }

    @Test func failingNowhereSaysNothing() {
        #expect(Onset(viewports: [on("a", failing: [])]).phrase == "")
        #expect(Onset(viewports: []).phrase == "")
    }

    /// What reporters show: the message, then " — " and the phrase; the message alone without an onset
    /// (or with one that fails nowhere).
    @Test func shownMessageEndsWithThePhrase() {
        var f = Finding(ruleID: "text-clipped", severity: .warning, tags: [], message: "text 'a' is cut",
                        range: SourceRange(start: 0, end: 1), pointer: "/body/0")
        #expect(f.shownMessage == "text 'a' is cut")
        f.onset = Onset(viewports: [on("se", failing: ["AX3", "AX5"]), on("ipad", failing: [])])
        #expect(f.shownMessage == "text 'a' is cut — from AX3 on se (fine at xxxLarge); fine on ipad")
        #expect(f.message == "text 'a' is cut")
        f.onset = Onset(viewports: [on("se", failing: [])])
        #expect(f.shownMessage == "text 'a' is cut")
    }

    /// What the kit adds to the message after recording the onset (in how many `$data` items the
    /// finding holds) is shown after the phrase, as when the phrase was part of the message.
    @Test func textAddedLaterFollowsThePhrase() {
        var f = Finding(ruleID: "text-clipped", severity: .warning, tags: [], message: "text 'ä' is cut",
                        range: SourceRange(start: 0, end: 1), pointer: "/body/0")
        f.appendToMessage(" (and more)")
        #expect(f.onsetOffset == nil && f.shownMessage == "text 'ä' is cut (and more)")
        f.message = "text 'ä' is cut"
        f.onset = Onset(viewports: [on("se", failing: ["AX5"]), on("ipad", failing: [])])
        f.appendToMessage(" (in 2 of 3 items; quoted: item 1)")
        f.appendToMessage(" (for one of the values its binding can take)")
        #expect(f.message == "text 'ä' is cut (in 2 of 3 items; quoted: item 1) (for one of the values its binding can take)")
        #expect(f.shownMessage == "text 'ä' is cut — from AX5 on se (fine at AX3); fine on ipad (in 2 of 3 items; quoted: item 1)"
                + " (for one of the values its binding can take)")
    }
}
