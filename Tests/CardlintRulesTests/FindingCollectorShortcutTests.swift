@testable import CardlintRules
import CardlintReading
import CardlintTestSupport
import Testing

/// `FindingCollector.contextID` (which looks among the type scales of the viewport used last
/// first) and `Entry.note` (which skips the lists a context already noted) against references
/// written as plainly as possible (a scan of every context seen, a lookup of every name), on the
/// shipped hosts, viewports and type scales in the order the linter visits them (each host's
/// viewports, both end scales first, the middle ones only sometimes) with findings that hold in
/// random contexts.
@Suite struct FindingCollectorShortcutTests {
    /// The context number: contexts numbered in order of first appearance.
    static func referenceID(_ names: inout [FindingCollector.LayoutContextName], _ v: String, _ t: String) -> Int {
        if let id = names.firstIndex(where: { $0.viewport == v && $0.typeScale == t }) { return id }
        names.append(FindingCollector.LayoutContextName(viewport: v, typeScale: t))
        return names.count - 1
    }

    /// `note` without shortcuts: every name looked up in its list.
    static func referenceNote(_ entry: inout FindingCollector.Entry, _ env: RuleEnvironment, _ context: Int?) {
        func add(_ list: inout [String], _ value: String?) {
            if let value, !list.contains(value) { list.append(value) }
        }
        add(&entry.finding.scope.hosts, env.hostID)
        add(&entry.finding.scope.themes, env.theme)
        add(&entry.finding.scope.viewports, env.viewport)
        add(&entry.finding.scope.typeScales, env.typeScale)
        if let c = context, !entry.layoutContexts.contains(c) { entry.layoutContexts.append(c) }
    }

    @Test func shortcutsMatchTheLookups() {
        let res = TestSupport.resources
        let hosts = res.hosts.map(\.profile.id)
        let viewports = res.layoutData.viewports.map(\.name), scales = res.layoutData.typeScales.map(\.name)
        var rng = SplitMix(seed: 0x7C0117EC7)
        for _ in 0..<40 {
            var fast = FindingCollector(), slow: [FindingCollector.LayoutContextName] = []
            let blank = FindingCollector.Entry(finding: Finding(ruleID: "r", severity: .warning, tags: [], message: "",
                                                                range: SourceRange(start: 0, end: 1), pointer: ""), layoutContexts: [])
            var fastEntries = Array(repeating: blank, count: 5), slowEntries = fastEntries
            for host in hosts.shuffled(using: &rng) {
                // Each host its own viewports (some shared with other hosts).
                let shown = viewports.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng))
                let themes: [String?] = Bool.random(using: &rng) ? [nil] : ["light", "dark"]
                for theme in themes {
                    let env = RuleEnvironment(hostID: host, theme: theme)
                    #expect(fast.contextID(env) == nil)
                    for i in fastEntries.indices where Bool.random(using: &rng) {
                        fastEntries[i].note(env, nil); Self.referenceNote(&slowEntries[i], env, nil)
                    }
                }
                for viewport in shown {
                    let middle = Bool.random(using: &rng) ? Array(scales.dropFirst().dropLast()) : []
                    for scale in [scales[0], scales[scales.count - 1]] + middle {
                        let env = RuleEnvironment(hostID: host, viewport: viewport, typeScale: scale)
                        let id = fast.contextID(env)
                        #expect(id == Self.referenceID(&slow, viewport, scale))
                        for i in fastEntries.indices where Int.random(in: 0..<3, using: &rng) == 0 {
                            fastEntries[i].note(env, id); Self.referenceNote(&slowEntries[i], env, id)
                        }
                    }
                }
            }
            #expect(fast.contextNames == slow)
            #expect(fastEntries.map(\.layoutContexts) == slowEntries.map(\.layoutContexts))
            #expect(fastEntries.map(\.finding) == slowEntries.map(\.finding))
        }
    }

    /// Keys found by a scan (up to `scanLimit` entries) and by the range index give the same entries.
    @Test func scanMatchesIndex() {
        let hosts = TestSupport.resources.hosts.map(\.profile.id)
        var rng = SplitMix(seed: 0x5CA9)
        for count in [3, 30, 33, 200] {
            var byScan = FindingCollector(), byIndex = FindingCollector(scanUpTo: 0), mixed = FindingCollector(scanUpTo: 5)
            for n in 0..<count * 3 {
                let start = Int.random(in: 0..<count, using: &rng), rule = ["r", "s", "t"].randomElement(using: &rng)!
                let range = SourceRange(start: start, end: start + Int.random(in: 1...2, using: &rng))
                let pointer = "/body/\(Int.random(in: 0..<3, using: &rng))"
                let env = RuleEnvironment(hostID: hosts.randomElement(using: &rng))
                let severity: Severity = Bool.random(using: &rng) ? .warning : .error
                for i in 0..<3 {
                    func make() -> Finding { Finding(ruleID: rule, severity: .note, tags: [], message: "\(n)", range: range, pointer: pointer) }
                    switch i {
                    case 0: byScan.add(rule: rule, severity: severity, range: range, pointer: pointer, environment: env, context: nil, make: make)
                    case 1: byIndex.add(rule: rule, severity: severity, range: range, pointer: pointer, environment: env, context: nil, make: make)
                    default: mixed.add(rule: rule, severity: severity, range: range, pointer: pointer, environment: env, context: nil, make: make)
                    }
                }
            }
            #expect(byScan.entries.count > 2)
            #expect(byScan.findings() == byIndex.findings())
            #expect(mixed.findings() == byIndex.findings())
        }
    }
}

/// The counted work of collecting findings at distinct places: linear with the range index, and
/// quadratic (caught by `Work.maxRatio`) when every key is scanned, as before the index.
@Suite struct FindingCollectorWorkTests {
    static func collect(_ n: Int, scanUpTo limit: Int) {
        var c = FindingCollector(scanUpTo: limit)
        let env = RuleEnvironment(hostID: "teams-desktop")
        for i in 0..<n {
            let range = SourceRange(start: i, end: i + 1)
            c.add(rule: "r", severity: .warning, range: range, pointer: "/body/\(i)", environment: env, context: nil) {
                Finding(ruleID: "r", severity: .warning, tags: [], message: "m", range: range, pointer: "/body/\(i)")
            }
        }
    }

    @Test func theIndexKeepsCollectingLinear() {
        let indexed = Work.ratio(200) { Self.collect($0, scanUpTo: FindingCollector.scanLimit) }
        #expect(indexed.small > 0)
        #expect(indexed.ratio <= Work.maxRatio, "\(indexed)")
        // The same findings found by a scan of every key: 0 + 1 + … + (n - 1) keys compared.
        let scanned = Work.ratio(200) { Self.collect($0, scanUpTo: .max) }
        #expect(scanned.small == 199 * 200 / 2 && scanned.large == 1_999 * 2_000 / 2)
        #expect(scanned.ratio > Work.maxRatio, "the bound catches the quadratic scan: \(scanned)")
    }
}
