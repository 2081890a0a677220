import CardlintReading
import CardlintRules

/// A finding with its positions resolved and its identity computed; what reporters iterate.
struct ResolvedFinding: Sendable {
    var finding: Finding
    var path: String
    /// Nil when the file has no source (it could not be read).
    var start: SourcePosition?
    var end: SourcePosition?
    /// Line-independent identity (`cardlint/v2`), without occurrence suffix.
    var fingerprintValue: UInt64
    /// 1-based occurrence of `fingerprint` within the run, in report order.
    var occurrence: Int
    var related: [ResolvedRelated]

    var fingerprint: String { Fingerprint.hex(fingerprintValue) }
    var occurrenceKey: String { fingerprint + ":" + String(occurrence) }
    /// `path:line:col`, or `path` when the position is unknown.
    var location: String { start.map { "\(path):\($0.line):\($0.column)" } ?? path }
}

struct ResolvedRelated: Sendable {
    var path: String
    var start: SourcePosition?
    var end: SourcePosition?
    var message: String
    var source: SourceFile?
    var range: SourceRange
    var location: String { start.map { "\(path):\($0.line):\($0.column)" } ?? path }
}

struct ResolvedFile: Sendable {
    var report: FileReport
    var findings: [ResolvedFinding]
    var path: String { report.path }
}

/// Totals shown by every summary.
struct ReportSummary: Sendable, Equatable {
    var errors = 0, warnings = 0, notes = 0
    var files = 0, filesWithProblems = 0, failedFiles = 0
    var skippedNonCards = 0, baselineSuppressed = 0
    /// Skipped files per reason (`SkipReason` raw values), and cards found per container kind.
    var skipReasons: [String: Int] = [:], containers: [String: Int] = [:]
    /// Whether any card was found inside a container (not a card file): the summary then says where.
    var hasContainers: Bool { containers.keys.contains { $0 != "card" } }
    var skippedLinksOutOfTree = 0, skippedNotRegularFiles = 0
    var problems: Int { errors + warnings + notes }
}

/// The run in report order: files by path, findings by line, column, rule id (then message).
struct ReportModel: Sendable {
    var run: LintRun
    var files: [ResolvedFile]
    var summary: ReportSummary
    /// Rules by id (metadata for findings whose rule is not listed is synthesised).
    var rulesByID: [String: RuleMetadata]
    /// Rule metadata sorted by id: the SARIF `rules[]` order.
    var rules: [RuleMetadata]

    init(_ run: LintRun) {
        self.run = run
        var tally = RunTally(repeatedPaths: RunTally.repeatedPaths(run.files.map(\.path)))
        tally.register(run.rules)
        files = run.files.sorted { ReportModel.less($0.path, $1.path) }.map { tally.resolve($0) }
        tally.summary.skippedNonCards = run.skippedNonCards
        tally.summary.skippedLinksOutOfTree = run.skippedLinksOutOfTree
        tally.summary.skippedNotRegularFiles = run.skippedNotRegularFiles
        tally.summary.baselineSuppressed = run.baselineSuppressed
        summary = tally.summary
        rulesByID = tally.rulesByID
        rules = tally.rules
    }

    var allFindings: [ResolvedFinding] { files.flatMap(\.findings) }

    /// Findings grouped by rule id, rules sorted by id.
    static func byRule(_ findings: [ResolvedFinding]) -> [(ruleID: String, findings: [ResolvedFinding])] {
        var groups: [String: [ResolvedFinding]] = [:]
        for f in findings { groups[f.finding.ruleID, default: []].append(f) }
        return groups.keys.sorted(by: less).map { ($0, groups[$0] ?? []) }
    }

    /// Code-point order (UTF-8 byte order is code-point order): independent of locale.
    /// Code-point order (UTF-8 bytes compared as unsigned numbers; a prefix first).
    static func less(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    static func order(_ a: ResolvedFinding, _ b: ResolvedFinding) -> Bool {
        let la = a.start?.line ?? 0, lb = b.start?.line ?? 0
        if la != lb { return la < lb }
        let ca = a.start?.column ?? 0, cb = b.start?.column ?? 0
        if ca != cb { return ca < cb }
        if a.finding.ruleID != b.finding.ruleID { return less(a.finding.ruleID, b.finding.ruleID) }
        // The message as shown (with where it begins): the order people read, whatever the onset.
        if a.finding.message != b.finding.message || a.finding.onset != b.finding.onset {
            let x = a.finding.shownMessage, y = b.finding.shownMessage
            if x != y { return less(x, y) }
        }
        return less(a.finding.pointer, b.finding.pointer)
    }

    /// `fingerprint`: the finding's `Fingerprint.values(of:)` entry, when the caller has it.
    static func resolve(_ f: Finding, in report: FileReport, fingerprint: UInt64? = nil) -> ResolvedFinding {
        let related = f.related.map { r -> ResolvedRelated in
            let path = r.path ?? report.path
            let source = r.path == nil || r.path == report.path ? report.source : report.relatedSources[path]
            return ResolvedRelated(path: path, start: source?.position(of: r.range.start),
                                   end: source?.position(of: max(r.range.start, r.range.end)),
                                   message: r.message, source: source, range: r.range)
        }
        return ResolvedFinding(finding: f, path: report.path,
                               start: report.source?.position(of: f.range.start),
                               end: report.source?.position(of: max(f.range.start, f.range.end)),
                               fingerprintValue: fingerprint ?? Fingerprint.value(f, normalisedPath: Fingerprint.path(of: report)),
                               occurrence: 1, related: related)
    }
}

extension Int {
    /// "1 error", "3 errors".
    func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) " + (self == 1 ? singular : (plural ?? singular + "s"))
    }
}
