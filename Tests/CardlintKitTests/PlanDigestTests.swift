@testable import CardlintKit
import CardlintLayout
import CardlintReading
@testable import CardlintRules
import CardlintTestSupport
import Testing

/// The onsets of a card's layout findings come from one digest of its hosts' plans (`PlanDigest`):
/// the plans' names are looked up once per card, whatever the number of findings, and every finding
/// gets the onset `ScopeSummary.onset` gives for its own plan.
@Suite struct PlanDigestTests {
    static let viewports = [Viewport(name: "iphone-se-320", width: 320, sizeClass: .compact, kind: .device),
                            Viewport(name: "ipad-820", width: 820, sizeClass: .regular, kind: .device)]
    static let scales = [TypeScale(name: "large", bodySize: 17, factor: 1), TypeScale(name: "AX3", bodySize: 40, factor: 2.35),
                         TypeScale(name: "AX5", bodySize: 53, factor: 3.12)]

    /// Two hosts evaluated in every viewport × scale; `findings` layout findings, each failing in a
    /// few contexts (the second host only at AX5).
    static func collector(findings: Int) -> (FindingCollector, [ScopeSummary.Evaluated]) {
        var collector = FindingCollector()
        var hosts: [ScopeSummary.Evaluated] = []
        for host in ["teams-desktop", "ios-sdk"] {
            var e = ScopeSummary.Evaluated(id: host)
            for v in viewports { for s in scales { e.combinations.append(ScopeSummary.Combination(v, s)) } }
            hosts.append(e)
        }
        for k in 0..<findings {
            for (h, host) in ["teams-desktop", "ios-sdk"].enumerated() {
                for (i, v) in viewports.enumerated() {
                    for (j, s) in scales.enumerated() where (k + i + j) % 3 == 0 || (h == 1 && j == 2) {
                        let env = RuleEnvironment(hostID: host, viewport: v.name, typeScale: s.name)
                        let context = collector.contextID(env)
                        collector.add(rule: "text-clipped", severity: .warning, range: SourceRange(start: k, end: k + 1),
                                      pointer: "/body/\(k)", environment: env, context: context) {
                            Finding(ruleID: "text-clipped", severity: .warning, tags: [], message: "clipped",
                                    range: SourceRange(start: k, end: k + 1), pointer: "/body/\(k)")
                        }
                    }
                }
            }
        }
        return (collector, hosts)
    }

    @Test func namesAreLookedUpOncePerCard() {
        // 2 hosts × 2 viewports × 3 scales = 12 combinations, looked up once for 10 findings or 100.
        let work = [10, 100].map { n in
            var (collector, hosts) = Self.collector(findings: n)
            return Work.count { ScopeSummary.annotate(&collector, hosts: hosts) }
        }
        #expect(work == [12, 12])
    }

    @Test func everyFindingGetsTheOnsetOfItsOwnPlan() throws {
        var (collector, hosts) = Self.collector(findings: 9)
        ScopeSummary.annotate(&collector, hosts: hosts)
        let names = collector.contextNames
        for entry in collector.entries {
            let plan = hosts.flatMap { h in h.combinations.map { (viewport: $0.viewport, typeScale: $0.typeScale, factor: $0.factor) } }
            let failing = Set(entry.layoutContexts.map { ScopeSummary.Context(viewport: names[$0].viewport, typeScale: names[$0].typeScale) })
            #expect(entry.finding.onset == ScopeSummary.onset(plan: plan, failing: failing))
            #expect(entry.finding.onset != nil)
        }
    }

    /// Viewports come in the order the shown hosts first give them (the hosts in `shown` order), each
    /// with its scales once, smallest factor first; `looked` leaves out the scales a check did not
    /// look at (and the viewports left without one).
    @Test func viewportsInFirstSeenOrderScalesByFactor() {
        let digest = PlanDigest(hosts: [
            [("v2", "large", 1), ("v2", "AX3", 2.35), ("v1", "AX5", 3.12), ("v1", "large", 1), ("v2", "large", 1)],
            [("v1", "AX3", 2.35), ("v3", "large", 1)],
        ], contexts: [("v1", "AX5"), ("v2", "large"), ("v3", "large")])
        let all = digest.onset(shown: [1, 0], looked: nil, failing: [0, 1], unverified: [2])
        #expect(all == Onset(viewports: [
            Onset.Viewport(viewport: "v1", typeScales: ["large", "AX3", "AX5"], failing: ["AX5"]),
            Onset.Viewport(viewport: "v3", typeScales: ["large"], failing: [], unverified: ["large"]),
            Onset.Viewport(viewport: "v2", typeScales: ["large", "AX3"], failing: ["large"]),
        ]))
        let above = digest.onset(shown: [1, 0], looked: 2...4, failing: [0, 1], unverified: [2])
        #expect(above == Onset(viewports: [
            Onset.Viewport(viewport: "v1", typeScales: ["AX3", "AX5"], failing: ["AX5"]),
            Onset.Viewport(viewport: "v2", typeScales: ["AX3"], failing: []),
        ]))
        #expect(digest.onset(shown: [0], looked: nil, failing: [2], unverified: []) == nil)
    }
}
