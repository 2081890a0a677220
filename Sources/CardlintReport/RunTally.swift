import CardlintRules

/// A run seen file by file, in report order: resolves each file's findings (positions,
/// fingerprints, occurrence numbers), counts the summary and collects rule metadata. Keeps
/// only totals, so a streamed report of any size needs the same memory.
struct RunTally: Sendable {
    var summary = ReportSummary()
    private(set) var rulesByID: [String: RuleMetadata] = [:]
    /// Rule ids whose metadata was made up from a finding (a registered rule replaces it).
    private var synthesised: Set<String> = []
    /// Occurrence numbers count equal fingerprints across the run. A fingerprint includes the
    /// file's normalised path, so counts carry from one file to another only when both normalise
    /// to the same path (`a.json` and `./a.json`): those paths, usually none.
    private let repeatedPaths: Set<String>
    private var carried: [String: [UInt64: Int]] = [:]

    init(repeatedPaths: Set<String> = []) { self.repeatedPaths = repeatedPaths }

    /// The normalised paths that more than one of `paths` has.
    static func repeatedPaths(_ paths: some Sequence<String>) -> Set<String> {
        var seen = Set<String>(), repeated = Set<String>()
        for p in paths {
            let n = Fingerprint.normalisedPath(p)
            if !seen.insert(n).inserted { repeated.insert(n) }
        }
        return repeated
    }

    /// Adds rule metadata; the first registration of an id wins.
    mutating func register(_ rules: [RuleMetadata]) {
        for r in rules where rulesByID[r.id] == nil || synthesised.contains(r.id) {
            rulesByID[r.id] = r
            synthesised.remove(r.id)
        }
    }

    /// Rule metadata sorted by id: the SARIF `rules[]` order.
    var rules: [RuleMetadata] { rulesByID.values.sorted { ReportModel.less($0.id, $1.id) } }

    /// The next file in report order, resolved and counted.
    mutating func resolve(_ report: FileReport) -> ResolvedFile {
        let path = Fingerprint.normalisedPath(report.path)
        let prints = Fingerprint.values(of: report)
        var resolved = report.findings.indices.map { ReportModel.resolve(report.findings[$0], in: report, fingerprint: prints[$0]) }
        // Linters hand findings over in this order already, as a rule: look before sorting.
        if resolved.indices.dropFirst().contains(where: { ReportModel.order(resolved[$0], resolved[$0 - 1]) }) {
            resolved.sort(by: ReportModel.order)
        }
        let carries = repeatedPaths.contains(path)
        var counts = carries ? carried[path] ?? [:] : [:]
        counts.reserveCapacity(counts.count + resolved.count)
        for i in resolved.indices {
            let n = (counts[resolved[i].fingerprintValue] ?? 0) + 1
            counts[resolved[i].fingerprintValue] = n
            resolved[i].occurrence = n
            // The finding's fields read in place (the finding was copied out to read them).
            let severity = resolved[i].finding.severity, ruleID = resolved[i].finding.ruleID
            switch severity {
            case .error: summary.errors += 1
            case .warning: summary.warnings += 1
            case .note: summary.notes += 1
            }
            if rulesByID.index(forKey: ruleID) == nil {  // looked up, not copied out
                rulesByID[ruleID] = RuleMetadata(id: ruleID, title: ruleID, description: "", severity: severity,
                                                 tags: resolved[i].finding.tags, helpURI: nil, origin: "unknown", pack: "unknown")
                synthesised.insert(ruleID)
            }
        }
        if carries { carried[path] = counts }
        summary.files += 1
        for c in report.containers { summary.containers[c, default: 0] += 1 }
        if !resolved.isEmpty { summary.filesWithProblems += 1 }
        if report.failed { summary.failedFiles += 1 }
        return ResolvedFile(report: report, findings: resolved)
    }
}
