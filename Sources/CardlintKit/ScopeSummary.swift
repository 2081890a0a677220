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
        // The plan as the one host of a digest whose contexts are those named.
        let named = Array(failing.union(unverified))
        let digest = PlanDigest(hosts: [plan], contexts: named.map { ($0.viewport, $0.typeScale) })
        return digest.onset(shown: [0], looked: nil, failing: named.indices.filter { failing.contains(named[$0]) },
                            unverified: named.indices.filter { unverified.contains(named[$0]) })
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
    /// The plans' names are numbered once per card (`PlanDigest`), not looked up again per finding.
    static func annotate(_ collector: inout FindingCollector, hosts: [Evaluated]) {
        let digest = PlanDigest(hosts: hosts.map { $0.combinations.map { ($0.viewport, $0.typeScale, $0.factor) } },
                                contexts: collector.contextNames.map { ($0.viewport, $0.typeScale) })
        // Where a finding was made only as an unverified note (a host fact not firm there), by place:
        // the numbers of those contexts.
        // Whether each entry is such a note, found once (in entry order) for both passes.
        struct Place: Hashable { var rule: String, range: SourceRange, pointer: String }
        var unsure: [Place: [Int]] = [:]
        let notes = collector.entries.map { !$0.layoutContexts.isEmpty && Finding.isUnverified($0.finding.message) }
        for (e, note) in zip(collector.entries, notes) where note {
            unsure[Place(rule: e.finding.ruleID, range: e.finding.range, pointer: e.finding.pointer), default: []]
                .append(contentsOf: e.layoutContexts)
        }
        var k = -1
        collector.update { entry in
            k += 1
            guard !entry.layoutContexts.isEmpty else { return }
            let looked = scales(entry.finding.properties)
            let on = entry.finding.scope.hosts
            let shown = hosts.indices.filter { on.isEmpty || on.contains(hosts[$0].id) }
            let unverified = unsure.isEmpty || notes[k] ? []
                : unsure[Place(rule: entry.finding.ruleID, range: entry.finding.range, pointer: entry.finding.pointer)] ?? []
            entry.finding.onset = digest.onset(shown: shown, looked: looked, failing: entry.layoutContexts,
                                               unverified: unverified)
        }
    }

    /// Drops the values checks report only for this summary (`scalesUpTo`, `scalesAbove`), so they do
    /// not appear among a finding's measured values in reports.
    static func dropInternalValues(_ f: inout Finding) {
        guard f.properties["scalesUpTo"] != nil || f.properties["scalesAbove"] != nil else { return }
        f.properties["scalesUpTo"] = nil
        f.properties["scalesAbove"] = nil
    }
}

/// The layout contexts a card was evaluated in, with their names numbered once per card: the
/// distinct viewport and type-scale names, each host's evaluated combinations by those numbers, and
/// each combination's number among the contexts findings were collected in
/// (`FindingCollector.contextNames`). A finding's onset is then worked out from numbers: its hosts'
/// combinations are not copied, nor their names compared or hashed, again for every finding.
struct PlanDigest {
    struct Entry {
        var viewport: Int
        var scale: Int
        var factor: Double
        /// The combination's number among the contexts (-1: no finding was collected in it).
        var context: Int
    }

    private(set) var viewports: [String] = []
    private(set) var scales: [String] = []
    /// Per host, its combinations in evaluation order.
    private(set) var hosts: [[Entry]] = []

    /// `hosts`: per host, its evaluated (viewport, type scale, factor) in order; `contexts`: the
    /// (viewport, type scale) names the findings' context numbers index. Each combination's names
    /// are looked up once (counted work: `WorkMeter`).
    init(hosts: [[(viewport: String, typeScale: String, factor: Double)]], contexts: [(viewport: String, typeScale: String)]) {
        // A plan names a few viewports and type scales: small arrays searched in place.
        func number(_ name: String, _ list: inout [String]) -> Int {
            if let k = list.firstIndex(of: name) { return k }
            list.append(name)
            return list.count - 1
        }
        let meter = WorkMeter.current
        var viewports: [String] = [], scales: [String] = []
        self.hosts = hosts.map { plan in
            meter?.add(plan.count)
            return plan.map { c in
                Entry(viewport: number(c.viewport, &viewports), scale: number(c.typeScale, &scales), factor: c.factor,
                      context: contexts.firstIndex { $0.viewport == c.viewport && $0.typeScale == c.typeScale } ?? -1)
            }
        }
        self.viewports = viewports
        self.scales = scales
    }

    /// The onset of a finding seen on hosts `shown` (indexes into `hosts`) that holds in the contexts
    /// numbered `failing` (and only as an unverified note in `unverified`), out of those hosts'
    /// combinations at the scales `looked` at (nil: all). Viewports in plan order, each with its
    /// scales smallest first (by the smallest factor the plan gives the scale, then by name). Nil
    /// when it fails in none of them.
    func onset(shown: [Int], looked: ClosedRange<Double>?, failing: [Int], unverified: [Int]) -> Onset? {
        // The combinations looked at, once per (viewport, scale), in one flat list sorted once (by
        // viewport in plan order, then scale): no list per viewport, no list of viewports.
        // `rank`: each viewport number's place in plan order (-1: not seen); `smallest`: each scale's
        // smallest factor in the plan (infinity: not seen).
        var rank = [Int](repeating: -1, count: viewports.count), seenViewports = 0
        var smallest = [Double](repeating: .infinity, count: scales.count)
        var picked: [Entry] = []
        picked.reserveCapacity(viewports.count * scales.count)
        for h in shown {
            for c in hosts[h] where looked?.contains(c.factor) ?? true {
                smallest[c.scale] = min(smallest[c.scale], c.factor)
                if rank[c.viewport] < 0 { rank[c.viewport] = seenViewports; seenViewports += 1 }
                if !picked.contains(where: { $0.viewport == c.viewport && $0.scale == c.scale }) { picked.append(c) }
            }
        }
        let names = scales, factors = smallest, order = rank
        // Within a viewport each scale is there once and scale names differ: a total order.
        picked.sort { a, b in
            if a.viewport != b.viewport { return order[a.viewport] < order[b.viewport] }
            return factors[a.scale] != factors[b.scale] ? factors[a.scale] < factors[b.scale] : names[a.scale] < names[b.scale]
        }
        var fails = false
        var out: [Onset.Viewport] = []
        out.reserveCapacity(seenViewports)
        // Each viewport's run of the sorted list: the three lists in one pass over its scales.
        var start = 0
        while start < picked.count {
            let v = picked[start].viewport
            var end = start + 1
            while end < picked.count, picked[end].viewport == v { end += 1 }
            var scaleNames: [String] = [], failed: [String] = [], unsure: [String] = []
            scaleNames.reserveCapacity(end - start)
            for e in picked[start..<end] {
                scaleNames.append(names[e.scale])
                // A list that gets a name is made once at the most it can hold (most stay empty).
                if failing.contains(e.context) {
                    if failed.isEmpty { failed.reserveCapacity(end - start) }
                    failed.append(names[e.scale])
                }
                if unverified.contains(e.context) {
                    if unsure.isEmpty { unsure.reserveCapacity(end - start) }
                    unsure.append(names[e.scale])
                }
            }
            if !failed.isEmpty { fails = true }
            out.append(Onset.Viewport(viewport: viewports[v], typeScales: scaleNames, failing: failed, unverified: unsure))
            start = end
        }
        return fails ? Onset(viewports: out) : nil
    }
}
