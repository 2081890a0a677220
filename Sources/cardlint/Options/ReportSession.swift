import CardlintKit
import CardlintReport
import CardlintReading
import Foundation

/// The output side of one lint run. Each outcome, in report order, goes through `--quiet`, the
/// `--write-baseline` writer, the `--baseline` filter and the exit-status tally into the report,
/// and is dropped: only totals stay. The html format needs the whole run and keeps the files.
final class ReportSession {
    struct Settings {
        var quiet: Bool
        var failOn: Severity
        var maxWarnings: Int?
    }

    enum Report {
        case stream(ReportStream)
        /// Rendered from the whole run at the end (html).
        case whole(any Reporter)
    }

    /// What `--baseline` removes.
    enum Filter {
        case none
        case baseline(Baseline)
        /// `--baseline` names the file `--write-baseline` writes: every finding is in it.
        case everything
    }

    let settings: Settings
    let factory: LinterFactory
    let tool: ToolInfo
    let workingDirectory: String
    let output: any ReportStorage
    /// The `-o` file, put in place at the end.
    let outputFile: AtomicFileStorage?
    let report: Report
    var collected: [FileReport] = []
    var budget: Baseline.Budget?
    let suppressEverything: Bool
    var suppressedEverything = 0
    let baselineOut: (writer: Baseline.Writer, file: AtomicFileStorage)?
    let rules: EnabledRules
    var exit = ExitPolicy.Tally()
    var skippedNonCards = 0

    init(settings: Settings, factory: LinterFactory, tool: ToolInfo, workingDirectory: String, output: any ReportStorage,
         outputFile: AtomicFileStorage?, report: Report, filter: Filter, baselineOut: (writer: Baseline.Writer, file: AtomicFileStorage)?) {
        self.settings = settings; self.factory = factory; self.tool = tool; self.workingDirectory = workingDirectory
        self.output = output; self.outputFile = outputFile; self.report = report; self.baselineOut = baselineOut
        switch filter {
        case .none: suppressEverything = false
        case .baseline(let b): budget = Baseline.Budget(b); suppressEverything = false
        case .everything: suppressEverything = true
        }
        rules = EnabledRules(factory: factory)
    }

    func add(_ outcome: Linter.Outcome) throws {
        guard case .report(var file) = outcome else { skippedNonCards += 1; return }
        file.identityPath = RepositoryRoot.identityPath(of: file.path, workingDirectory: workingDirectory)
        baselineOut?.writer.add(file)
        if suppressEverything {
            suppressedEverything += file.findings.count
            file.baselined = file.findings
            file.findings = []
        }
        if let kept = budget?.apply(to: file) { file = kept }
        // The exit status counts every finding; `--quiet` only hides warnings and notes.
        exit.add(file)
        if settings.quiet { file.findings = file.findings.filter { $0.severity == .error } }
        let new = rules.add(path: file.path)
        switch report {
        case .stream(let stream):
            stream.register(new)
            try stream.add(file)
        case .whole: collected.append(file)
        }
    }

    /// Writes the baseline and the rest of the report; returns the exit status.
    func finish() throws -> Int32 {
        if let baselineOut {
            try baselineOut.writer.finish()
            try baselineOut.file.commit()
        }
        let code = exit.code(failOn: settings.failOn, maxWarnings: settings.maxWarnings)
        let suppressed = suppressEverything ? suppressedEverything : budget?.suppressed ?? 0
        switch report {
        case .stream(let stream):
            stream.register(rules.all())
            try stream.finish(skippedNonCards: skippedNonCards, baselineSuppressed: suppressed, exitCode: code)
        case .whole(let reporter):
            var files = collected
            collected = []
            if reporter is HTMLReporter { files = Wireframes.attach(to: files, factory: factory) }
            let run = LintRun(tool: tool, files: files, rules: rules.all(), skippedNonCards: skippedNonCards,
                              exitCode: code, baselineSuppressed: suppressed, workingDirectory: workingDirectory)
            let writer = ReportWriter(output)
            writer.write(reporter.render(run))
            try writer.flush()
        }
        try (output as? BelowProgress)?.finish()
        try outputFile?.commit()
        return code
    }

    /// Removes the temporary files of a run that failed.
    func abandon() {
        outputFile?.discard()
        baselineOut?.file.discard()
    }
}
