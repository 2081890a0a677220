@testable import CardlintKit
import CardlintReport
import CardlintRules
import CardlintTestSupport
import Testing

/// Where a layout finding begins: the onset the kit records from the per-context findings, read
/// through the words reporters show (`Onset.phrase`, tested on its own in `OnsetPhraseTests`).
@Suite struct ScopeSummaryTests {
    static let scales: [(String, Double)] = [("large", 1), ("xxxLarge", 1.35), ("AX3", 2.35), ("AX5", 3.12)]

    func plan(_ viewports: [String], scales: [(String, Double)] = scales) -> [(viewport: String, typeScale: String, factor: Double)] {
        viewports.flatMap { v in scales.map { (viewport: v, typeScale: $0.0, factor: $0.1) } }
    }

    /// The phrase reporters show for the onset the kit records.
    func phrase(plan: [(viewport: String, typeScale: String, factor: Double)], failing: Set<ScopeSummary.Context>,
                unverified: Set<ScopeSummary.Context> = []) -> String {
        ScopeSummary.onset(plan: plan, failing: failing, unverified: unverified)?.phrase ?? ""
    }

    func failing(_ pairs: [(String, String)]) -> Set<ScopeSummary.Context> {
        Set(pairs.map { ScopeSummary.Context(viewport: $0.0, typeScale: $0.1) })
    }

    @Test func lowestFailingScaleAndLargestFineOnePerViewport() {
        let p = phrase(plan: plan(["iphone-se-320", "iphone-393", "ipad-820"]),
                                    failing: failing([("iphone-se-320", "AX3"), ("iphone-se-320", "AX5"), ("iphone-393", "AX5")]))
        #expect(p == "from AX3 on iphone-se-320 (fine at xxxLarge); from AX5 on iphone-393 (fine at AX3); fine on ipad-820")
    }

    /// Larger text sizes where the finding is only an unverified note (the host's text scaling is
    /// inferred) are not "fine": found on public Outlook cards ("up to large … (fine from xxxLarge)").
    @Test func unverifiedScalesAreNotCalledFine() {
        let unsure = failing([("iphone-393", "xxxLarge"), ("iphone-393", "AX3"), ("iphone-393", "AX5"), ("iphone-se-320", "AX5")])
        let p = phrase(plan: plan(["iphone-393", "iphone-se-320", "desktop"]),
                                    failing: failing([("iphone-393", "large")]), unverified: unsure)
        #expect(p == "up to large on iphone-393 (unverified from xxxLarge); unverified on iphone-se-320; fine on desktop")
        let plain = phrase(plan: plan(["iphone-393"]), failing: failing([("iphone-393", "large")]))
        #expect(plain == "up to large on iphone-393 (fine from xxxLarge)")
    }

    @Test func viewportsThatFailAlikeAreGrouped() {
        let p = phrase(plan: plan(["a", "b", "c"]),
                                    failing: failing([("a", "AX5"), ("c", "AX5"), ("b", "large"), ("b", "xxxLarge"), ("b", "AX3"), ("b", "AX5")]))
        #expect(p == "from AX5 on a, c (fine at AX3); at every type scale on b")
    }

    @Test func failingEverywhereIsSaidOnce() {
        let all = plan(["a", "b"])
        let p = phrase(plan: all, failing: Set(all.map { ScopeSummary.Context(viewport: $0.viewport, typeScale: $0.typeScale) }))
        #expect(p == "at every type scale on every viewport")
    }

    @Test func oneEvaluatedScaleIsNamed() {
        let p = phrase(plan: plan(["iphone-se-320"], scales: [("AX5", 3.12)]), failing: failing([("iphone-se-320", "AX5")]))
        #expect(p == "at AX5 on iphone-se-320")
    }

    @Test func findingsThatGoAwayAtLargerSizesSayUpTo() {
        let p = phrase(plan: plan(["a"]), failing: failing([("a", "large"), ("a", "xxxLarge")]))
        #expect(p == "up to xxxLarge on a (fine from AX3)")
    }

    @Test func scatteredScalesAreListed() {
        let p = phrase(plan: plan(["a"]), failing: failing([("a", "large"), ("a", "AX3")]))
        #expect(p == "at large, AX3 on a")
    }

    @Test func scalesAreOrderedByFactorNotByPlanOrder() {
        let shuffled = plan(["a"], scales: [("AX5", 3.12), ("large", 1), ("AX3", 2.35), ("xxxLarge", 1.35)])
        let p = phrase(plan: shuffled, failing: failing([("a", "AX5"), ("a", "AX3")]))
        #expect(p == "from AX3 on a (fine at xxxLarge)")
    }

    @Test func contextsOutsideThePlanAreIgnoredAndTheResultIsStable() {
        let f = failing([("zzz", "AX5"), ("a", "AX5"), ("b", "AX5")])
        let first = phrase(plan: plan(["b", "a"]), failing: f)
        #expect(first == "from AX5 on b, a (fine at AX3)")
        for _ in 0..<20 { #expect(phrase(plan: plan(["b", "a"]), failing: f) == first) }
        #expect(phrase(plan: plan(["a"]), failing: failing([("zzz", "AX5")])) == "")
    }

    @Test func checksSayWhichScalesTheyLookedAt() {
        #expect(ScopeSummary.scales(["scalesUpTo": "2.35"]).contains(2.35))
        #expect(!ScopeSummary.scales(["scalesUpTo": "2.35"]).contains(3.12))
        #expect(!ScopeSummary.scales(["scalesAbove": "2.35"]).contains(2.35))
        #expect(ScopeSummary.scales(["scalesAbove": "2.35"]).contains(2.76))
        #expect(ScopeSummary.scales([:]).contains(3.12))
        #expect(ScopeSummary.scales(["scalesUpTo": "x"]).contains(3.12))
    }

    @Test func theOnsetListsEveryViewportWithItsScalesSmallestFirst() throws {
        let shuffled = plan(["a", "b"], scales: [("AX5", 3.12), ("large", 1), ("AX3", 2.35)])
        let onset = try #require(ScopeSummary.onset(plan: shuffled, failing: failing([("a", "AX5"), ("a", "AX3")]),
                                                    unverified: failing([("b", "AX5")])))
        #expect(onset.viewports == [
            Onset.Viewport(viewport: "a", typeScales: ["large", "AX3", "AX5"], failing: ["AX3", "AX5"]),
            Onset.Viewport(viewport: "b", typeScales: ["large", "AX3", "AX5"], failing: [], unverified: ["AX5"]),
        ])
        #expect(ScopeSummary.onset(plan: shuffled, failing: failing([("zzz", "AX5")])) == nil)
    }

    /// The whole pipeline: one finding per node; its message says what is wrong, its onset where it
    /// begins, and reporters show both.
    @Test func layoutFindingsCarryWhereTheyBegin() throws {
        let resources = TestSupport.resources
        let rule = try #require(resources.rules.first { $0.id == "text-clipped" })
        let settings = LintSettings(hosts: ["ios-sdk"], viewports: ["iphone-se-320", "ipad-820"], typeScales: ["large", "xxxLarge", "AX3", "AX5"])
        let linter = Linter(resources: resources, rules: [ActiveRule(rule: rule)], settings: settings,
                            hosts: try resources.hostContexts(for: settings))
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Approved by Megan Bowen"}]}"#
        guard case .report(let report) = linter.lint(path: "c.json", bytes: Array(card.utf8), explicit: true) else {
            Issue.record("not linted"); return
        }
        let mine = report.findings.filter { $0.ruleID == "text-clipped" }
        #expect(mine.count == 1)
        let f = try #require(mine.first)
        #expect(!f.message.contains(" — "), "\(f.message)")
        #expect(f.onset?.viewports.map(\.viewport) == ["iphone-se-320", "ipad-820"])
        // text-clipped looks up to AX3 (AX4 and AX5 are text-clipped-largest-sizes): AX5 is not "fine".
        #expect(f.onset?.viewports.first?.typeScales == ["large", "xxxLarge", "AX3"])
        #expect(f.onset?.viewports.first?.failing == ["AX3"])
        #expect(f.shownMessage == f.message + " — from AX3 on iphone-se-320 (fine at xxxLarge); fine on ipad-820")
        #expect(mine.first?.scope.typeScales == ["AX3"])
    }
}
