import CardlintKit
import CardlintLayout
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

@Suite struct WireframeSelectionTests {
    static let data = TestSupport.resources.layoutData

    static func plan(_ viewports: [String], _ scales: [String]) throws -> LayoutPlan {
        try LayoutPlan.make(data: data, viewports: viewports, typeScales: scales, hostViewports: [], defaultScales: [])
    }

    static func finding(_ rule: String, viewports: [String] = [], scales: [String] = [], pointer: String = "/body/0") -> Finding {
        Finding(ruleID: rule, severity: .warning, tags: [], message: rule, range: SourceRange(start: 0, end: 1), pointer: pointer,
                scope: FindingScope(viewports: viewports, typeScales: scales))
    }

    static func names(_ combos: [(viewport: Viewport, typeScale: TypeScale)]) -> [String] {
        combos.map { $0.viewport.name + "@" + $0.typeScale.name }
    }

    /// ipad-820 is the widest card of the default matrix (teams-desktop gives cards 678 pt).
    @Test func withoutLayoutFindingsTheExtremesAreShownNarrowestFirst() throws {
        let plan = try Self.plan(["default"], [])
        #expect(plan.combinations.count == 20)
        let chosen = Self.names(Wireframes.select(plan, findings: [Self.finding("image-missing-alt-text")], limit: 4))
        #expect(chosen == ["iphone-se-320@large", "iphone-se-320@AX5", "ipad-820@large", "ipad-820@AX5"])
        let capped = Self.names(Wireframes.select(plan, findings: [Self.finding("image-missing-alt-text")]))
        #expect(capped == ["iphone-se-320@large", "iphone-se-320@AX5", "ipad-820@large"], "the report's cap keeps the first three")
    }

    @Test func combinationsWithLayoutFindingsAreAddedAndTheCapHolds() throws {
        let plan = try Self.plan(["full"], [])
        #expect(plan.combinations.count > 100)
        let findings = [
            Self.finding("text-clipped", viewports: ["iphone-393"], scales: ["AX3"]),
            Self.finding("text-clipped", viewports: ["iphone-393"], scales: ["AX3", "AX4"], pointer: "/body/1"),
            Self.finding("target-size", viewports: ["ipad-820", "iphone-393"], scales: ["xxxLarge"]),
            Self.finding("target-size", viewports: ["outlook-desktop"], scales: ["AX1", "AX2"], pointer: "/actions/0"),
        ]
        let chosen = Wireframes.select(plan, findings: findings)
        #expect(chosen.count == Wireframes.maxPerCard)
        let names = Self.names(chosen)
        // The narrowest viewport at both ends of the type scale, and the combination where most layout findings hold.
        let narrowest = try #require(plan.combinations.map(\.viewport).min { $0.effectiveCardWidth < $1.effectiveCardWidth })
        #expect(names.contains(narrowest.name + "@xSmall"))
        #expect(names.contains(narrowest.name + "@AX5"))
        #expect(names.contains("iphone-393@AX3"))
        // Deterministic and sorted by width, then type scale.
        #expect(Self.names(Wireframes.select(plan, findings: findings)) == names)
        let widths = chosen.map(\.viewport.effectiveCardWidth)
        #expect(widths == widths.sorted())
    }

    @Test func limitAndEmptyPlans() throws {
        let plan = try Self.plan(["default"], [])
        #expect(Wireframes.select(plan, findings: [], limit: 2).count == 2)
        #expect(Wireframes.select(LayoutPlan(combinations: []), findings: []).isEmpty)
        let single = try Self.plan(["iphone-393"], ["large"])
        #expect(Self.names(Wireframes.select(single, findings: [])) == ["iphone-393@large"])
    }
}
