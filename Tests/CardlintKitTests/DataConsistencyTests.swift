import CardlintKit
import CardlintLayout
import CardlintTestSupport
import Testing

/// The data files name each other: these keep the names in step.
@Suite struct DataConsistencyTests {
    @Test func hostViewportsExist() throws {
        let r = TestSupport.resources
        for h in r.hosts {
            for v in h.profile.viewports {
                #expect(r.layoutData.viewport(named: v) != nil, "\(h.profile.id) names unknown viewport '\(v)'")
            }
            #expect(r.measurer.families.contains(h.profile.fontFamily), "\(h.profile.id): no metrics for font '\(h.profile.fontFamily)'")
        }
    }

    @Test func defaultsNameRealThings() throws {
        let r = TestSupport.resources
        let contexts = try r.hostContexts(for: LintSettings())
        #expect(contexts.map(\.profile.id) == r.defaults.hosts)
        for c in contexts { #expect(!c.layoutPlan.combinations.isEmpty, "\(c.profile.id) has nothing to lay out") }
        #expect(throws: KitError.self) { try r.hostContexts(for: LintSettings(viewports: ["iphone-se"])) }
    }

    @Test func everyHostProfileTypeIsInTheCatalog() {
        let r = TestSupport.resources
        for h in r.hosts {
            for t in h.profile.supports { #expect(r.catalog.spec(t) != nil, "\(h.profile.id) supports unknown type \(t)") }
        }
    }
}
