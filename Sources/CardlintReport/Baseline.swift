import CardlintReading
import CardlintRules

/// A baseline's verdict on one result, as SARIF `baselineState` spells it.
public enum BaselineState: String, Sendable, Hashable {
    case new, unchanged, updated, absent
}

/// Per-finding baseline verdicts for the SARIF reporter, keyed by occurrence fingerprint
/// (`<cardlint/v2>:<n>`, the value of the result's `cardlint/v2` partial fingerprint).
public struct BaselineMarks: Sendable {
    public var states: [String: BaselineState]
    /// Also emit `suppressions` (external, accepted) on unchanged results and `[]` on the others.
    public var suppress: Bool
    public init(states: [String: BaselineState] = [:], suppress: Bool = false) {
        self.states = states; self.suppress = suppress
    }
}

/// Known findings recorded once, then ignored in later runs: matched by line-independent
/// fingerprint and counted (three baselined occurrences hide at most three).
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable {
        public var ruleID: String
        public var file: String
        public var fingerprint: String
        public var message: String
        public init(ruleID: String, file: String, fingerprint: String, message: String) {
            self.ruleID = ruleID; self.file = file; self.fingerprint = fingerprint; self.message = message
        }
    }

    public var entries: [Entry]
    public init(entries: [Entry]) { self.entries = entries }

    /// The file format's version: 2 since fingerprints name nodes by identity and paths from the
    /// repository root (version 1's depended on array indexes and the working directory).
    public static let version = 2

    /// The baseline file for every finding of `run`: JSON, entries sorted by file, rule, fingerprint, message.
    public static func write(_ run: LintRun) -> String {
        let out = MemoryStorage()
        let writer = Writer(out)
        for file in run.files.sorted(by: { ReportModel.less($0.path, $1.path) }) { writer.add(file) }
        do { try writer.finish() } catch { preconditionFailure("memory storage does not fail: \(error)") }
        return out.string
    }

    /// This baseline as the JSON that `write` produces.
    public func serialized() -> String {
        let nodes: [JSONNode] = entries.sorted(by: Baseline.order).map(\.node)
        return JSONNode.object(["version": .int(Baseline.version), "findings": .array(nodes)]).serialized() + "\n"
    }

    static func order(_ a: Entry, _ b: Entry) -> Bool {
        for (x, y) in [(a.file, b.file), (a.ruleID, b.ruleID), (a.fingerprint, b.fingerprint), (a.message, b.message)] where x != y {
            return ReportModel.less(x, y)
        }
        return false
    }

    /// The largest baseline file read: 64 MiB, some 250 000 findings (an entry is about 250 bytes).
    public static let maxSize = 64 << 20

    /// Reads a baseline file; throws a `ReadingDiagnostic` for malformed JSON or a wrong shape.
    public static func parse(_ text: String, path: String = "baseline") throws(ReadingDiagnostic) -> Baseline {
        let value = try JSONParser.parse(text).value
        func bad(_ why: String, _ range: SourceRange) -> ReadingDiagnostic {
            ReadingDiagnostic(id: "baseline-invalid", severity: .error, message: "\(path): \(why)", range: range)
        }
        guard let version = value["version"]?.number else { throw bad("missing \"version\"", value.range) }
        if version == 1 {
            throw bad("this baseline was written by an older cardlint whose fingerprints changed when elements were added "
                      + "or the working directory changed; write it again with --write-baseline", value.range)
        }
        guard version == Double(Baseline.version) else { throw bad("unsupported baseline version \(version)", value.range) }
        guard let items = value["findings"]?.array else { throw bad("missing \"findings\" array", value.range) }
        var entries: [Entry] = []
        for item in items {
            guard let rule = item["ruleId"]?.string, let file = item["file"]?.string,
                  let fp = item["fingerprint"]?.string else {
                throw bad("each finding needs string \"ruleId\", \"file\" and \"fingerprint\"", item.range)
            }
            entries.append(Entry(ruleID: rule, file: file, fingerprint: fp, message: item["message"]?.string ?? ""))
        }
        return Baseline(entries: entries)
    }

    /// Removes the findings the baseline knows. A fingerprint seen more often than recorded keeps
    /// its extra occurrences (the last ones in report order). Adds the count to `baselineSuppressed`.
    public static func apply(_ baseline: Baseline, to run: LintRun) -> (run: LintRun, suppressedCount: Int) {
        var budget = Budget(baseline)
        var out = run
        for i in out.files.indices { out.files[i] = budget.apply(to: out.files[i]) }
        out.baselineSuppressed += budget.suppressed
        return (out, budget.suppressed)
    }

    /// Marks each finding of `run` as `unchanged` (in the baseline, count-aware) or `new`, for SARIF.
    public static func marks(_ baseline: Baseline, for run: LintRun, suppress: Bool = false) -> BaselineMarks {
        var budget = baseline.counts
        var states: [String: BaselineState] = [:]
        for r in ReportModel(run).allFindings {
            if let n = budget[r.fingerprint], n > 0 {
                budget[r.fingerprint] = n - 1
                states[r.occurrenceKey] = .unchanged
            } else {
                states[r.occurrenceKey] = .new
            }
        }
        return BaselineMarks(states: states, suppress: suppress)
    }

    var counts: [String: Int] {
        var c: [String: Int] = [:]
        for e in entries { c[e.fingerprint, default: 0] += 1 }
        return c
    }
}
