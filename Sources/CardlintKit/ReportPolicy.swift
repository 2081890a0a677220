import CardlintReading
import CardlintReport

/// What a lint run does to each file's findings before they are reported, and the exit status it
/// ends with: `--baseline` (known findings move to `baselined`), `--quiet` (only errors are
/// reported; the exit status still counts every finding), `--fail-on` and `--max-warnings`. Files
/// go through `apply` in report order; nothing is written here.
public struct ReportPolicy: Sendable {
    /// What `--baseline` removes.
    public enum Filter: Sendable {
        case none
        case baseline(Baseline)
        /// `--baseline` names the file `--write-baseline` writes: every finding is in it.
        case everything
    }

    public let quiet: Bool
    public let failOn: Severity
    public let maxWarnings: Int?
    private var budget: Baseline.Budget?
    private let suppressEverything: Bool
    private var suppressedEverything = 0
    private var tally = ExitPolicy.Tally()

    public init(quiet: Bool, failOn: Severity, maxWarnings: Int?, filter: Filter) {
        self.quiet = quiet; self.failOn = failOn; self.maxWarnings = maxWarnings
        switch filter {
        case .none: suppressEverything = false
        case .baseline(let b): budget = Baseline.Budget(b); suppressEverything = false
        case .everything: suppressEverything = true
        }
    }

    /// `file` as it is reported: without the findings the baseline covers and, with `quiet`,
    /// without warnings and notes. What is left before `quiet` counts toward the exit status.
    public mutating func apply(_ file: FileReport) -> FileReport {
        var file = file
        if suppressEverything {
            suppressedEverything += file.findings.count
            file.baselined = file.findings
            file.findings = []
        }
        if let kept = budget?.apply(to: file) { file = kept }
        tally.add(file)
        if quiet { file.findings = file.findings.filter { $0.severity == .error } }
        return file
    }

    /// Findings the baseline removed so far.
    public var suppressed: Int { suppressEverything ? suppressedEverything : budget?.suppressed ?? 0 }

    /// Warnings counted toward the exit status so far (`--max-warnings`).
    public var warnings: Int { tally.warnings }

    /// The exit status of the files applied so far (`ExitPolicy`).
    public var exitCode: Int32 { tally.code(failOn: failOn, maxWarnings: maxWarnings) }
}
