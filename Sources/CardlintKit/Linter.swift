import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// The whole pipeline for one file:
/// read → expand template (per data set) → card model → rules on the source card →
/// per host: effective card → rules per host / theme / layout → merged findings.
public struct Linter: Sendable {
    public let resources: Resources
    public let engine: RuleEngine
    public let settings: LintSettings
    /// Reader and template diagnostic id → the rule carrying its metadata (absent = disabled).
    let readerRules: [String: ActiveRule]
    let hosts: [HostContext]
    /// Per host (as `hosts`): which catalog types it renders, for the unchanged-card shortcut.
    let hostSupport: [HostTypeSupport]
    /// Whether any enabled rule needs a layout (otherwise no card is laid out).
    let needsLayout: Bool
    /// Per host (as `hosts`), per theme: the group of themes the theme rules cannot tell apart
    /// (`RuleEngine.themeGroups`); nil for a theme in no group with another. A card rendered
    /// unchanged is evaluated once per group, and the results noted for the group's other themes.
    let themeGroups: [[Int?]]
    /// Layouts hosts can take from each other (viewports that lay cards out alike).
    let sharing: LayoutSharing
    /// Whether hosts take such layouts (off only to test the shortcut against the slow path).
    var sharesLayouts = true
    /// Whether themes of one group share results (off only to test the shortcut against the slow path).
    var sharesThemeResults = true
    /// Whether host passes over a card rendered unchanged leave out rules that need fallback
    /// changes (off only to test the shortcut against the slow path).
    var skipsFallbackRules = true
    /// Where-it-begins phrases made so far in the run (shared by every file this linter lints;
    /// replaced only to test the memo against fresh phrases).
    var phrases = PhraseMemo()

    public init(resources: Resources, rules: [ActiveRule], settings: LintSettings, hosts: [HostContext]) {
        self.resources = resources
        self.settings = settings
        var reader: [String: ActiveRule] = [:]
        var nodeRules: [ActiveRule] = []
        for r in rules {
            if let d = r.check.readerDiagnostic { reader[d] = r } else { nodeRules.append(r) }
        }
        self.readerRules = reader
        self.engine = RuleEngine(rules: nodeRules, catalog: resources.catalog)
        self.hosts = nodeRules.contains(where: \.rule.runsOnEachHost) ? hosts : []
        self.hostSupport = self.hosts.map { HostTypeSupport(host: $0.profile, catalog: resources.catalog) }
        self.needsLayout = nodeRules.contains { $0.needs == .layout }
        self.sharing = LayoutSharing(hosts: self.hosts)
        let groups = engine.themeGroups(self.hosts.map { ($0.profile, $0.themes.map(\.config)) }) ?? []
        let sizes = groups.joined().reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
        self.themeGroups = self.hosts.indices.map { i in
            i < groups.count ? groups[i].map { sizes[$0, default: 0] > 1 ? $0 : nil } : []
        }
    }

    public enum Outcome: Sendable {
        case report(FileReport)
        /// A JSON file found by walking a folder that is not an Adaptive Card.
        case skippedNonCard
    }

    public func lint(_ input: FileWalker.Input) -> Outcome {
        let path = input.path == "-" ? "<stdin>" : input.path
        let bytes: [UInt8]
        if input.path == "-" {
            bytes = Self.standardInput()
        } else if let read = Self.contents(atPath: input.path) {
            bytes = read
        } else {
            return unreadable(path, "cannot read the file")
        }
        if bytes.count > Self.maxFileBytes {
            return unreadable(path, "cannot read the file: it is larger than \(Self.maxFileBytes) bytes")
        }
        return lint(path: path, bytes: bytes, explicit: input.explicit)
    }

    func unreadable(_ path: String, _ message: String) -> Outcome {
        let f = readerFinding("file-unreadable", message, SourceRange.unknown)
        return .report(FileReport(path: path, source: nil, findings: f.map { [$0] } ?? [], failed: true))
    }

    /// Lints one file's bytes. `inlineData` replaces data-file discovery (rule examples use it).
    public func lint(path: String, bytes: [UInt8], explicit: Bool, inlineData: [DataSet]? = nil) -> Outcome {
        let source = SourceFile(path: path, bytes: bytes)
        let parsed: JSONParser.Result
        do { parsed = try JSONParser.parse(bytes) } catch {
            let f = readerFinding(error.id, error.message, error.range)
            return .report(FileReport(path: path, source: source, findings: f.map { [$0] } ?? [], failed: true))
        }
        var findings = parsed.warnings.compactMap { readerFinding($0.id, $0.message, $0.range) }
        guard parsed.value["type"]?.string == "AdaptiveCard" else {
            if !explicit { return .skippedNonCard }
            let at = parsed.value.member("type")?.value.range ?? SourceRange(start: parsed.value.range.start, end: parsed.value.range.start + 1)
            let f = readerFinding("not-a-card", "not an Adaptive Card: the top level has no \"type\": \"AdaptiveCard\"", at)
            return .report(FileReport(path: path, source: source, findings: findings + (f.map { [$0] } ?? [])))
        }
        var related: [String: SourceFile] = [:]
        if TemplateDetection.isTemplate(bytes) {
            let expanded = expandTemplate(parsed.value, source: source, inlineData: inlineData)
            findings += expanded.findings
            for d in expanded.dataFiles { related[d.path] = d }
            for (card, dataPath, origins) in expanded.cards {
                findings += lintCard(card).map { withDataScope($0, dataPath, origins) }
            }
        } else {
            findings += lintCard(parsed.value)
        }
        return .report(FileReport(path: path, source: source, findings: FindingMerger.merge(findings), relatedSources: related))
    }

    /// Rules on one (expanded) card: once on the source, then per host on its effective card.
    func lintCard(_ json: JSONValue) -> [Finding] {
        let card = CardBuilder.build(json, catalog: resources.catalog)
        var findings = engine.evaluate(card: card, environment: RuleEnvironment(), needs: [.card], runsOnEachHost: false)
        var perHost = FindingCollector()
        // Per host: the layout contexts actually evaluated (what the where-it-begins phrases describe).
        var evaluated: [ScopeSummary.Evaluated] = []
        evaluated.reserveCapacity(hosts.count)
        let sourceLayout = needsLayout ? Layout.prepare(card) : nil
        var plans = SourcePlans(card: card)
        var lent = LentLayouts()
        for i in hosts.indices {
            evaluated.append(lintOnHost(card, i, sourceLayout: sourceLayout, sourcePlans: &plans, lent: &lent,
                                        into: &perHost))
        }
        ScopeSummary.annotate(&perHost, hosts: evaluated, memo: phrases)
        findings += HostScope.collapse(perHost.findings().map(ScopeSummary.withoutInternalValues), allHosts: hosts.map(\.profile.id))
        return findings
    }

    func readerFinding(_ id: String, _ message: String, _ range: SourceRange) -> Finding? {
        guard let rule = readerRules[id] else { return nil }
        return Finding(ruleID: id, severity: rule.severity, tags: rule.rule.metadata.tags, message: message,
                       range: range, pointer: "")
    }
}

/// Rendering contexts and data for a run (hosts, viewports, type scales, template data).
public struct LintSettings: Sendable {
    public var hosts: [String]
    public var viewports: [String]
    public var typeScales: [String]
    public var dataFiles: [String]
    public init(hosts: [String] = [], viewports: [String] = [], typeScales: [String] = [], dataFiles: [String] = []) {
        self.hosts = hosts; self.viewports = viewports; self.typeScales = typeScales; self.dataFiles = dataFiles
    }
}

extension Linter {
    /// Metadata of every enabled rule, with the severity in effect.
    public var enabledRules: [RuleMetadata] {
        (engine.rules + Array(readerRules.values)).map { a in
            var m = a.rule.metadata
            m.severity = a.severity
            return m
        }
    }
}
