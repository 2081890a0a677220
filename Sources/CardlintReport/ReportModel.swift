import CardlintReading
import CardlintRules

/// A finding with its positions resolved and its identity computed; what reporters iterate.
struct ResolvedFinding: Sendable {
    var finding: Finding
    var path: String
    /// Nil when the file has no source (it could not be read).
    var start: SourcePosition?
    var end: SourcePosition?
    /// Line-independent identity (`cardlint/v1`), without occurrence suffix.
    var fingerprint: String
    /// 1-based occurrence of `fingerprint` within the run, in report order.
    var occurrence: Int
    var related: [ResolvedRelated]

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
        var byID: [String: RuleMetadata] = [:]
        for r in run.rules where byID[r.id] == nil { byID[r.id] = r }
        var counts: [String: Int] = [:]
        var files: [ResolvedFile] = []
        var summary = ReportSummary()
        for report in run.files.sorted(by: { ReportModel.less($0.path, $1.path) }) {
            var resolved = report.findings.map { ReportModel.resolve($0, in: report) }
            resolved.sort(by: ReportModel.order)
            for i in resolved.indices {
                counts[resolved[i].fingerprint, default: 0] += 1
                resolved[i].occurrence = counts[resolved[i].fingerprint] ?? 1
                let f = resolved[i].finding
                switch f.severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                case .note: summary.notes += 1
                }
                if byID[f.ruleID] == nil {
                    byID[f.ruleID] = RuleMetadata(id: f.ruleID, title: f.ruleID, description: "", severity: f.severity,
                                                  tags: f.tags, helpURI: nil, origin: "unknown", pack: "unknown")
                }
            }
            summary.files += 1
            if !resolved.isEmpty { summary.filesWithProblems += 1 }
            if report.failed { summary.failedFiles += 1 }
            files.append(ResolvedFile(report: report, findings: resolved))
        }
        summary.skippedNonCards = run.skippedNonCards
        summary.baselineSuppressed = run.baselineSuppressed
        self.files = files
        self.summary = summary
        self.rulesByID = byID
        self.rules = byID.values.sorted { ReportModel.less($0.id, $1.id) }
    }

    var allFindings: [ResolvedFinding] { files.flatMap(\.findings) }

    /// Findings grouped by rule id, rules sorted by id.
    static func byRule(_ findings: [ResolvedFinding]) -> [(ruleID: String, findings: [ResolvedFinding])] {
        var groups: [String: [ResolvedFinding]] = [:]
        for f in findings { groups[f.finding.ruleID, default: []].append(f) }
        return groups.keys.sorted(by: less).map { ($0, groups[$0] ?? []) }
    }

    /// Code-point order: independent of locale.
    static func less(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.map(\.value).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
    }

    static func order(_ a: ResolvedFinding, _ b: ResolvedFinding) -> Bool {
        let la = a.start?.line ?? 0, lb = b.start?.line ?? 0
        if la != lb { return la < lb }
        let ca = a.start?.column ?? 0, cb = b.start?.column ?? 0
        if ca != cb { return ca < cb }
        if a.finding.ruleID != b.finding.ruleID { return less(a.finding.ruleID, b.finding.ruleID) }
        if a.finding.message != b.finding.message { return less(a.finding.message, b.finding.message) }
        return less(a.finding.pointer, b.finding.pointer)
    }

    static func resolve(_ f: Finding, in report: FileReport) -> ResolvedFinding {
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
                               fingerprint: Fingerprint.cardlint(f, path: report.path), occurrence: 1, related: related)
    }
}

extension Int {
    /// "1 error", "3 errors".
    func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) " + (self == 1 ? singular : (plural ?? singular + "s"))
    }
}
