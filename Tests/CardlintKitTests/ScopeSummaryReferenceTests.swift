@testable import CardlintKit
@testable import CardlintReport
import CardlintRules
import CardlintTestSupport
import Testing

/// `ScopeSummary.onset` looks names up in small arrays: the phrases of its onsets must be those of the
/// dictionary-based version first written, on shuffled plans with repeated contexts and scales
/// named with different factors, for many failing sets.
@Suite struct ScopeSummaryReferenceTests {
    /// The phrase as first written (dictionaries by name).
    static func reference(plan: [(viewport: String, typeScale: String, factor: Double)], failing: Set<ScopeSummary.Context>) -> String {
        var factor: [String: Double] = [:]
        var viewports: [String] = []
        var scalesOf: [String: [String]] = [:]
        for c in plan {
            factor[c.typeScale] = min(factor[c.typeScale] ?? .infinity, c.factor)
            if scalesOf[c.viewport] == nil { viewports.append(c.viewport) }
            if scalesOf[c.viewport, default: []].contains(c.typeScale) { continue }
            scalesOf[c.viewport, default: []].append(c.typeScale)
        }
        let byFactor: (String, String) -> Bool = { a, b in
            let fa = factor[a] ?? 0, fb = factor[b] ?? 0
            return fa != fb ? fa < fb : a < b
        }
        var groups: [(key: Onset.Words, viewports: [String])] = []
        var fine: [String] = []
        var allFailEverywhere = true
        for v in viewports {
            let scales = (scalesOf[v] ?? []).sorted(by: byFactor)
            let failed = scales.filter { failing.contains(ScopeSummary.Context(viewport: v, typeScale: $0)) }
            if failed.isEmpty { fine.append(v); allFailEverywhere = false; continue }
            let key = Onset.describe(scales: scales, failed: failed)
            if failed.count != scales.count { allFailEverywhere = false }
            if let i = groups.firstIndex(where: { $0.key == key }) { groups[i].viewports.append(v) } else { groups.append((key, [v])) }
        }
        guard !groups.isEmpty else { return "" }
        if allFailEverywhere, viewports.count > 1, groups.count == 1 {
            return groups[0].key.on("on every viewport")
        }
        var parts = groups.map { $0.key.on("on " + $0.viewports.joined(separator: ", ")) }
        if !fine.isEmpty { parts.append("fine on " + fine.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    @Test func phrasesEqualTheDictionaryVersion() {
        var rng = SplitMix(seed: 0x5C0E)
        let viewports = ["iphone-se-320", "iphone-393", "ipad-820", "a-viewport-name-longer-than-fifteen-bytes"]
        // "b" and "a" share a factor (ties go by name); "large" appears again with a smaller factor.
        let scales: [(String, Double)] = [("large", 1), ("xxxLarge", 1.35), ("AX3", 2.35), ("AX5", 3.12), ("b", 2), ("a", 2),
                                          ("large", 0.9)]
        var phrased = 0
        for _ in 0..<400 {
            var plan: [(viewport: String, typeScale: String, factor: Double)] = []
            for v in viewports.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)) {
                for s in scales.shuffled(using: &rng).prefix(Int.random(in: 1...scales.count, using: &rng)) {
                    plan.append((v, s.0, s.1))
                    if Bool.random(using: &rng) { plan.append((v, s.0, s.1)) }  // evaluated twice
                }
            }
            plan.shuffle(using: &rng)
            var failing = Set<ScopeSummary.Context>()
            for c in plan where Int.random(in: 0..<3, using: &rng) == 0 { failing.insert(.init(viewport: c.viewport, typeScale: c.typeScale)) }
            if Bool.random(using: &rng) { failing.insert(.init(viewport: "elsewhere", typeScale: "AX5")) }
            let p = ScopeSummary.onset(plan: plan, failing: failing)?.phrase ?? ""
            #expect(p == Self.reference(plan: plan, failing: failing), "\(plan) \(failing)")
            if !p.isEmpty { phrased += 1 }
        }
        #expect(phrased > 100)
    }
}
