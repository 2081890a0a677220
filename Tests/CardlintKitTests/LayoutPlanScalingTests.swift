import CardlintKit
import CardlintLayout
import CardlintTestSupport
import Testing

/// Desktop and web viewports (`textScaling: zoom`) are laid out at the default text size unless
/// the run names its type scales; phone viewports get the Dynamic Type sizes.
@Suite struct LayoutPlanScalingTests {
    static let data = TestSupport.resources.layoutData

    static func names(_ plan: LayoutPlan) -> [String] {
        plan.combinations.map { $0.viewport.name + "@" + $0.typeScale.name }
    }

    @Test func zoomViewportsTakeOnlyTheDefaultSize() throws {
        let plan = try LayoutPlan.make(data: Self.data, viewports: [], typeScales: [],
                                       hostViewports: ["teams-desktop", "reflow-320", "iphone-se-320"],
                                       defaultScales: ["large", "xxxLarge", "AX2"])
        #expect(Self.names(plan) == ["teams-desktop@large", "reflow-320@large",
                                     "iphone-se-320@large", "iphone-se-320@xxxLarge", "iphone-se-320@AX2"])
    }

    @Test func namedTypeScalesApplyEverywhere() throws {
        let plan = try LayoutPlan.make(data: Self.data, viewports: [], typeScales: ["AX2"],
                                       hostViewports: ["reflow-320", "iphone-se-320"], defaultScales: ["large"])
        #expect(Self.names(plan) == ["reflow-320@AX2", "iphone-se-320@AX2"])
    }

    @Test func everyViewportSaysHowTextIsEnlarged() {
        let zoom = Self.data.viewports.filter { $0.textScaling == .zoom }.map(\.name)
        #expect(zoom.contains("reflow-320") && zoom.contains("teams-desktop"))
        #expect(!zoom.contains("iphone-se-320") && !zoom.contains("teams-mobile"))
    }
}
