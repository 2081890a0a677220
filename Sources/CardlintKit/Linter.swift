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
    /// Per host (as `hosts`): which catalog types it renders, for the unchanged-card shortcut. Made
    /// up front for the run's hosts; for an audience candidate when a card's audience first names it.
    let hostSupport: [OnFirstUse<HostTypeSupport>]
    /// Whether the hosts are the defaults (nobody stated them), so a card's audience may be inferred.
    let infersAudience: Bool
    /// How many of `hosts` the run checks every card on (the stated or default hosts); the others
    /// (`audienceCandidates`) are visited only for a card whose inferred audience names them.
    let runHostCount: Int
    /// The run's hosts' profiles (for the audience note and `scopedToRenderingHosts`).
    var runHosts: [HostProfile] { hosts.prefix(runHostCount).map(\.profile) }
    /// Whether any enabled rule needs a layout (otherwise no card is laid out).
    let needsLayout: Bool
    /// `resources.defaults.markersOfType` by `TypeSpec.ordinal` (the markers of the type named as
    /// the catalog names it): a node whose type is its spec's name is looked up by number, not by
    /// hashing its type (`inferredAudience`).
    let markersOfOrdinal: [[Int]]
    /// Whether host passes over a card rendered unchanged leave out rules that need fallback
    /// changes (off only to test the shortcut against the slow path).
    var skipsFallbackRules = true
    /// The config's element overrides (`file#/pointer`, `file#id=…`) that apply to the files this linter lints.
    public var elementSuppressions: [ElementSuppression] = []

    /// `audienceCandidates`: further hosts a card's inferred audience may name (every other loaded
    /// host, with its layout plan); used only when nobody stated the hosts.
    public init(resources: Resources, rules: [ActiveRule], settings: LintSettings, hosts: [HostContext],
                audienceCandidates: [HostContext] = []) {
        self.resources = resources
        self.settings = settings
        var reader: [String: ActiveRule] = [:]
        var nodeRules: [ActiveRule] = []
        for r in rules {
            if let d = r.check.readerDiagnostic { reader[d] = r } else { nodeRules.append(r) }
        }
        self.readerRules = reader
        self.engine = RuleEngine(rules: nodeRules, catalog: resources.catalog)
        // Every host is visited: per-host rules look at its effective card, and the others at the
        // fallback content it shows instead of what it cannot render.
        self.infersAudience = settings.hosts.isEmpty
        self.runHostCount = hosts.count
        var all = hosts + (infersAudience ? audienceCandidates.filter { c in !hosts.contains { $0.profile.id == c.profile.id } } : [])
        // The types the app registers (`custom-types:`) are rendered on the hosts that let apps register types.
        if !settings.customTypes.isEmpty {
            for i in all.indices where all[i].profile.mayRegister { all[i].profile.registeredTypes = Set(settings.customTypes) }
        }
        self.hosts = all
        let catalog = resources.catalog
        self.hostSupport = self.hosts.enumerated().map { i, host in
            i < hosts.count ? OnFirstUse(made: HostTypeSupport(host: host.profile, catalog: catalog))
                            : OnFirstUse { HostTypeSupport(host: host.profile, catalog: catalog) }
        }
        self.needsLayout = nodeRules.contains { $0.needs == .layout }
        var markers = [[Int]](repeating: [], count: catalog.typeCount)
        for spec in catalog.types.values where spec.ordinal >= 0 && spec.ordinal < markers.count {
            markers[spec.ordinal] = resources.defaults.markersOfType[spec.name] ?? []
        }
        self.markersOfOrdinal = markers
    }

    public enum Outcome: Sendable {
        case report(FileReport)
        /// A file found by walking a folder that holds no Adaptive Card, and why.
        case skippedNonCard(SkipReason, path: String)
        /// A file found by walking a folder that is not opened (`FileWalker.Skip`).
        case skipped(FileWalker.Skip)
    }

    public func lint(_ input: FileWalker.Input) -> Outcome {
        let path = LintRunner.reportPath(input)
        if let skip = input.skipped { return .skipped(skip) }
        // Only regular files are opened (a FIFO would block, a device never end); found in a folder, others are skipped.
        let kind = input.path == "-" ? .regular : FileKind(path: input.path)
        if kind != .regular, kind != .missing, kind != .folder {
            return input.explicit ? unreadable(path, "cannot read the file: \(FileBytes.Failure.notRegular(kind))") : .skipped(.notRegularFile)
        }
        let bytes: [UInt8]
        switch read(input) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size, _)): return tooLarge(path, size: size)
        case .failure(let why): return unreadable(path, "cannot read the file: \(why)")
        }
        return lint(path: path, bytes: bytes, explicit: input.reportsNonCard)
    }

    func unreadable(_ path: String, _ message: String) -> Outcome {
        let f = readerFinding("file-unreadable", message, SourceRange.unknown)
        return .report(FileReport(path: path, source: nil, findings: f.map { [$0] } ?? [], failed: true))
    }

    /// A `file-too-large` finding at 1:1; the file is not read (nor quoted).
    func tooLarge(_ path: String, size: Int?) -> Outcome {
        let limit = settings.fileSizeLimit
        let shown = size.flatMap { $0 > limit ? String($0) : nil } ?? "more than \(limit)"
        let message = "the file is larger than the size limit (\(shown) bytes; the limit is \(limit)): it is not checked; raise `max-file-size` in .cardlint.yml or --max-file-size to check it"
        let f = readerFinding("file-too-large", message, SourceRange(start: 0, end: 0))
        return .report(FileReport(path: path, source: SourceFile(path: path, bytes: []), findings: f.map { [$0] } ?? [], failed: true))
    }

    /// Lints one file's bytes. `inlineData` replaces data-file discovery (rule examples use it).
    public func lint(path: String, bytes: [UInt8], explicit: Bool, inlineData: [DataSet]? = nil) -> Outcome {
        // Where the file is and the host data its text reads (`$host.widgetSize`): what a card's
        // audience is inferred from besides the card itself.
        let origin = CardOrigin(path: path, binding: infersAudience ? bindingMarker(in: bytes) : nil)
        if bytes.count > settings.fileSizeLimit { return tooLarge(path, size: bytes.count) }
        let source = SourceFile(path: path, bytes: bytes)
        if FileWalker.isHTML(path) { return lintHTML(source, explicit: explicit, origin: origin) }
        let parsed: JSONParser.Result
        do { parsed = try JSONParser.parse(bytes, options: .cards) } catch {
            // Found in a walk, JSON that does not parse and names no card is another tool's file
            // (tsconfig.json with comments, JSON5): skipped, not an error.
            if !explicit, !CardMarkers.mentionsCard(bytes) { return .skippedNonCard(.notJSON, path: path) }
            let f = readerFinding(error.id, error.message, error.range)
            return .report(FileReport(path: path, source: source, findings: f.map { [$0] } ?? [], failed: true))
        }
        // Comments: their severity follows the hosts the cards are checked on (`commentFinding`).
        let comment = parsed.warnings.first { $0.id == "json-comment" }
        var findings = parsed.warnings.filter { $0.id != "json-comment" }.compactMap { readerFinding($0.id, $0.message, $0.range, diagnosed: $0.severity) }
        guard parsed.value["type"]?.string == "AdaptiveCard" else {
            let cards = CardContainers.cards(in: parsed.value, bytes: bytes)
            if let comment, explicit || !cards.isEmpty, let f = commentFinding(comment, cards: cards.map { ($0.value, $0.kind) }, origin: origin) { findings.append(f) }
            if !cards.isEmpty { return lintContainer(source, root: parsed.value, cards: cards, findings: findings, inlineData: inlineData, origin: origin) }
            // Found in a walk, JSON with comments that holds no card is another tool's (tsconfig.json).
            if !explicit { return .skippedNonCard(comment == nil ? .noCard : .notJSON, path: path) }
            // Named, a bot activity, flow or Copilot manifest with no card inline (its templates
            // in files of their own) is what it should be: no finding.
            if CardContainers.kind(of: parsed.value) != .json { return .report(FileReport(path: path, source: source, findings: findings)) }
            let at = parsed.value.member("type")?.value.range ?? SourceRange(start: parsed.value.range.start, end: parsed.value.range.start + 1)
            let f = readerFinding("not-a-card", "not an Adaptive Card: the top level has no \"type\": \"AdaptiveCard\"", at)
            return .report(FileReport(path: path, source: source, findings: findings + (f.map { [$0] } ?? [])))
        }
        if let comment, let f = commentFinding(comment, cards: [(parsed.value, .card)], origin: origin) { findings.append(f) }
        let (cardFindings, related) = lintCardValue(parsed.value, source: source, cardBytes: bytes, inlineData: inlineData, origin: origin)
        findings += cardFindings
        findings += hostMessageSizeFindings(source, root: parsed.value, what: "the card")
        var report = FileReport(path: path, source: source, findings: FindingMerger.merge(findings), relatedSources: related)
        report.containers = [ContainerKind.card.rawValue]
        report.tree = parsed.value
        return .report(report)
    }

    /// One card (a template expanded per data set), with its in-card suppressions applied; and the
    /// data files its findings point into. `cardBytes` is the card's text (for template detection).
    func lintCardValue(_ value: JSONValue, source: SourceFile, cardBytes: [UInt8], inlineData: [DataSet]?,
                       container: ContainerKind = .card, origin: CardOrigin) -> ([Finding], [String: SourceFile]) {
        var findings: [Finding] = []
        var related: [String: SourceFile] = [:]
        let placeholders = externalPlaceholders(cardBytes)
        if let note = externalPlaceholderNote(placeholders) { findings.append(note) }
        if TemplateDetection.isTemplate(cardBytes) || TemplateDetection.hasPreviewBinding(cardBytes) {
            let expanded = expandTemplate(value, source: source, inlineData: inlineData)
            findings += expanded.findings
            for d in expanded.dataFiles { related[d.path] = d }
            findings += lintExpansions(expanded, container: container, origin: origin)
        } else {
            // Values other tools fill in are unknown too (ExternalPlaceholders).
            findings += placeholders.isEmpty
                ? lintCard(value, container: container, origin: origin,
                           stringsMayHoldAngleBracket: RuleEnvironment.mayHoldAngleBracket(cardBytes))
                : lintWithUnknowns(value, layoutRules: textLayoutRules, container: container, origin: origin)
            // In-card `$cardlint` suppressions and element overrides (not yet in templates: their pointers name the expanded card).
            if !elementSuppressions.isEmpty || InCardSuppression.mayHold(cardBytes) {
                findings = InCardSuppression.apply(findings, root: value, config: elementSuppressions, enabled: enabledIDs, known: resources.rules.map(\.metadata.id)) {
                    readerFinding("unused-suppression", $0, $1)
                }
            }
        }
        return (findings, related)
    }

    /// Rules on one (expanded) card: once on the source, then per host on its effective card.
    /// `container` and `path`: where the card was found (its audience may follow from them, e.g. a
    /// `quickView` folder).
    /// `stringsMayHoldAngleBracket`: false when the bytes `json` was read from hold no `<` (see
    /// `RuleEnvironment.mayHoldAngleBracket`).
    func lintCard(_ json: JSONValue, container: ContainerKind = .card, origin: CardOrigin,
                  stringsMayHoldAngleBracket: Bool = true) -> [Finding] {
        let card = CardBuilder.build(json, catalog: resources.catalog)
        let audience = inferredAudience(card, container: container, origin: origin)
        let audienceHosts = hosts.indices.filter { visits($0, audience) }.map { hosts[$0].profile }
        var source = RuleEnvironment()
        source.stringsMayHoldAngleBracket = stringsMayHoldAngleBracket
        source.featuresAtAnyVersion = FeaturesAtAnyVersion.common(to: audienceHosts)
        source.checkedHosts = audienceHosts
        var findings = cappedWhereRenderedAnyway(
            scopedToRenderingHosts(engine.evaluate(card: card, environment: source, needs: [.card], runsOnEachHost: false),
                                   card: card, hosts: audienceHosts), hosts: audienceHosts)
        var perHost = FindingCollector()
        // Per host: the layout contexts actually evaluated (what the where-it-begins phrases describe).
        var evaluated: [ScopeSummary.Evaluated] = []
        evaluated.reserveCapacity(hosts.count)
        let sourceLayout = needsLayout ? Layout.prepare(card) : nil
        if let audience, let note = audienceNote(audience) { findings.append(note) }
        var fallbackContent: [Finding] = []
        var unchangedPlans: UnchangedPlans?
        var sourcePointers: [SourceRange: String]?
        for i in hosts.indices where visits(i, audience) {
            evaluated.append(lintOnHost(card, i, sourceLayout: sourceLayout, unchangedPlans: &unchangedPlans, sourcePointers: &sourcePointers,
                                        into: &perHost, fallbackContent: &fallbackContent))
        }
        findings += fallbackContent
        ScopeSummary.annotate(&perHost, hosts: evaluated)
        // A per-host finding names its hosts even when it holds on all of them: an empty `hosts` list
        // means the finding does not depend on the host (docs/output-formats.md).
        var layoutFindings = perHost.findings()
        for i in layoutFindings.indices { ScopeSummary.dropInternalValues(&layoutFindings[i]) }   // in place, not copied
        findings += layoutFindings
        return ActionRowMerge.merge(findings)
    }

    /// Whether the card is checked on `hosts[i]`: a host of its inferred audience, else a run host.
    func visits(_ i: Int, _ audience: InferredAudience?) -> Bool {
        guard let audience else { return i < runHostCount }
        return audience.hosts.contains(hosts[i].profile.id)
    }

    /// A reader diagnostic as a finding of its rule. A diagnostic the reader `diagnosed` below the
    /// rule's default severity (a duplicate key repeating its value) stays that much lower: at
    /// most that severity, never above the configured one.
    func readerFinding(_ id: String, _ message: String, _ range: SourceRange, diagnosed: Severity? = nil) -> Finding? {
        guard let rule = readerRules[id] else { return nil }
        var severity = rule.severity
        if let diagnosed, diagnosed < rule.rule.metadata.severity { severity = min(severity, diagnosed) }
        return Finding(ruleID: id, severity: severity, tags: rule.rule.metadata.tags, message: message,
                       range: range, pointer: "")
    }
}

/// Rendering contexts and data for a run (hosts, viewports, type scales, template data).
public struct LintSettings: Sendable {
    public var hosts: [String]
    public var viewports: [String]
    public var typeScales: [String]
    public var dataFiles: [String]
    /// Files larger than this many bytes are not read: each gets a `file-too-large` finding
    /// (nil: `defaultMaxFileSize`).
    public var maxFileSize: Int?
    /// The default limit: 4 MiB (hosts reject cards far smaller; see `file-too-large`).
    public static let defaultMaxFileSize = 4 << 20
    /// The most `max-file-size` may be: a card is held in memory whole, with its parse (1 GiB).
    public static let maxFileSizeCeiling = 1 << 30
    public var fileSizeLimit: Int { min(maxFileSize ?? Self.defaultMaxFileSize, Self.maxFileSizeCeiling) }
    /// Whether paths may lead out of the linted tree: symbolic links in folders, paths in configs,
    /// data files next to a template (`--allow-outside-paths`; command line only, since a pull
    /// request can change a config).
    public var allowOutsidePaths = false
    /// `template-functions:` in the config: functions the application registers with the expression
    /// engine before it expands its templates (name → arity). Known, with unknown results.
    public var templateFunctions: [String: ClosedRange<Int>] = [:]
    /// `custom-types:` in the config: element and action types the application registers with its
    /// SDK's parser registration; rendered, with unknown contents, on hosts that let apps register types.
    public var customTypes: [String] = []
    public init(hosts: [String] = [], viewports: [String] = [], typeScales: [String] = [], dataFiles: [String] = [],
                maxFileSize: Int? = nil) {
        self.hosts = hosts; self.viewports = viewports; self.typeScales = typeScales; self.dataFiles = dataFiles
        self.maxFileSize = maxFileSize
    }
}

extension Linter {
    /// The ids of the rules that run.
    var enabledIDs: Set<String> { Set(engine.rules.map(\.rule.metadata.id)).union(readerRules.keys) }

    /// Metadata of every enabled rule, with the severity in effect.
    public var enabledRules: [RuleMetadata] {
        (engine.rules + Array(readerRules.values)).map { a in
            var m = a.rule.metadata
            m.severity = a.severity
            return m
        }
    }
}
