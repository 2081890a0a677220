import CardlintLayout
import CardlintReading
import CardlintRules

/// Records where a layout finding begins (`Onset`: per viewport, the type scales evaluated and those
/// where it holds), which reporters put in words (`Onset.phrase`: "from AX3 on iphone-se-320 (fine
/// at xxxLarge); fine on ipad-820").
///
/// Merged findings keep viewports and type scales as two separate lists, which loses which scale
/// failed on which viewport, so the onset is computed from the per-context findings before they
/// are merged; every occurrence of one finding gets the same onset.
public enum ScopeSummary {
    /// A host and the layout contexts it was evaluated in, in evaluation order.
    struct Evaluated {
        var id: String
        var combinations: [Combination] = []
    }

    /// One evaluated layout context of a host: the names and the type scale's factor (not copies
    /// of the viewport and type scale, which the summary does not read).
    struct Combination {
        var viewport: String
        var typeScale: String
        var factor: Double
        init(_ viewport: Viewport, _ typeScale: TypeScale) {
            self.viewport = viewport.name; self.typeScale = typeScale.name; self.factor = typeScale.factor
        }
    }

    /// One evaluated layout context.
    public struct Context: Hashable, Sendable {
        public var viewport: String
        public var typeScale: String
        public init(viewport: String, typeScale: String) { self.viewport = viewport; self.typeScale = typeScale }
    }

    /// Where a finding that holds in `failing` begins, out of the `plan` (every evaluated context, with
    /// the type scale's factor for ordering; viewports in plan order, each with its scales smallest
    /// first). Nil when nothing in `failing` was evaluated.
    /// `unverified`: contexts where the same finding was made as an unverified note (it rests on a host
    /// fact that is not firm there): they are not "fine", and the phrase says so.
    public static func onset(plan: [(viewport: String, typeScale: String, factor: Double)], failing: Set<Context>,
                             unverified: Set<Context> = []) -> Onset? {
        // A plan names a few viewports and type scales: small arrays searched in place, not
        // dictionaries hashing the names again for every look-up.
        var scaleNames: [String] = [], factors: [Double] = []   // each scale's smallest factor
        var viewports: [String] = [], scalesOf: [[Int]] = []     // per viewport, scale indexes
        for c in plan {
            let s: Int
            if let k = scaleNames.firstIndex(of: c.typeScale) {
                s = k
                factors[k] = min(factors[k], c.factor)
            } else {
                s = scaleNames.count
                scaleNames.append(c.typeScale); factors.append(c.factor)
            }
            let v: Int
            if let k = viewports.firstIndex(of: c.viewport) { v = k } else {
                v = viewports.count
                viewports.append(c.viewport); scalesOf.append([])
            }
            if !scalesOf[v].contains(s) { scalesOf[v].append(s) }
        }
        let byFactor: (Int, Int) -> Bool = { a, b in
            factors[a] != factors[b] ? factors[a] < factors[b] : scaleNames[a] < scaleNames[b]
        }
        let out = viewports.enumerated().map { i, v in
            let scales = scalesOf[i].sorted(by: byFactor).map { scaleNames[$0] }
            return Onset.Viewport(viewport: v, typeScales: scales,
                                  failing: scales.filter { failing.contains(Context(viewport: v, typeScale: $0)) },
                                  unverified: scales.filter { unverified.contains(Context(viewport: v, typeScale: $0)) })
        }
        return out.contains { !$0.failing.isEmpty } ? Onset(viewports: out) : nil
    }

    /// The type-scale factors a check looked at, from the `scalesUpTo` / `scalesAbove` values a layout
    /// check may report (a rule that only looks up to AX3 must not call AX5 "fine").
    static func scales(_ properties: [String: String]) -> ClosedRange<Double> {
        let hi = properties["scalesUpTo"].flatMap(Double.init) ?? .greatestFiniteMagnitude
        let lo = properties["scalesAbove"].flatMap(Double.init).map { $0.nextUp } ?? 0
        return lo <= hi ? lo...hi : 0...Double.greatestFiniteMagnitude
    }

    /// Sets the onset of every finding made in layout contexts, from the plans of the hosts the
    /// finding was seen on. Other findings pass through. `hosts` are the linter's, in its order.
    static func annotate(_ collector: inout FindingCollector, hosts: [Evaluated]) {
        let names = collector.contextNames
        // Where a finding was made only as an unverified note (a host fact not firm there), by place.
        struct Place: Hashable { var rule: String, range: SourceRange, pointer: String }
        var unsure: [Place: Set<Context>] = [:]
        for e in collector.entries where !e.layoutContexts.isEmpty && Finding.isUnverified(e.finding.message) {
            unsure[Place(rule: e.finding.ruleID, range: e.finding.range, pointer: e.finding.pointer), default: []]
                .formUnion(e.layoutContexts.map { Context(viewport: names[$0].viewport, typeScale: names[$0].typeScale) })
        }
        collector.update { entry in
            guard !entry.layoutContexts.isEmpty else { return }
            let looked = scales(entry.finding.properties)
            let on = entry.finding.scope.hosts
            let shown = hosts.indices.filter { on.isEmpty || on.contains(hosts[$0].id) }
            let unverified = Finding.isUnverified(entry.finding.message) ? []
                : unsure[Place(rule: entry.finding.ruleID, range: entry.finding.range, pointer: entry.finding.pointer)] ?? []
            let failing = Set(entry.layoutContexts.map { Context(viewport: names[$0].viewport, typeScale: names[$0].typeScale) })
            entry.finding.onset = onset(plan: planOf(shown, looked, hosts), failing: failing, unverified: unverified)
        }
    }

    /// The evaluated contexts of the `shown` hosts at the scales `looked` at, in plan order.
    private static func planOf(_ shown: [Int], _ looked: ClosedRange<Double>, _ hosts: [Evaluated])
        -> [(viewport: String, typeScale: String, factor: Double)] {
        shown.flatMap { i in
            hosts[i].combinations.filter { looked.contains($0.factor) }
                .map { (viewport: $0.viewport, typeScale: $0.typeScale, factor: $0.factor) }
        }
    }

    /// Drops the values checks report only for this summary (`scalesUpTo`, `scalesAbove`), so they do
    /// not appear among a finding's measured values in reports.
    static func withoutInternalValues(_ f: Finding) -> Finding {
        guard f.properties["scalesUpTo"] != nil || f.properties["scalesAbove"] != nil else { return f }
        var f = f
        f.properties["scalesUpTo"] = nil
        f.properties["scalesAbove"] = nil
        return f
    }
}
