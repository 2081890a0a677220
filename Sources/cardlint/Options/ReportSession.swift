import CardlintKit
import CardlintReport
import CardlintReading
import Foundation

/// The output side of one lint run. Each outcome, in report order, goes through the
/// `--write-baseline` writer and the kit's `ReportPolicy` (`--baseline`, `--quiet`, the exit status)
/// into the report, and is dropped: only totals stay (the html format draws each card's wireframes
/// as it comes).
final class ReportSession {
    struct Settings {
        var quiet: Bool
        var failOn: Severity
        var maxWarnings: Int?
        /// `--verbose`: name each skipped file and why on standard error.
        var verbose = false
    }

    let settings: Settings
    let factory: LinterFactory
    let tool: ToolInfo
    let workingDirectory: String
    let output: any ReportStorage
    /// The `-o` file, put in place at the end.
    let outputFile: AtomicFileStorage?
    let stream: ReportStream
    /// Whether files get layout wireframes (the html format).
    let wireframes: Bool
    var policy: ReportPolicy
    let baselineOut: (writer: Baseline.Writer, file: AtomicFileStorage)?
    let rules: EnabledRules
    var skippedNonCards = 0, skippedLinksOutOfTree = 0, skippedNotRegularFiles = 0
    var skipReasons: [String: Int] = [:]
    /// Files with at least one card (a run where files were linted but none held a card exits 2).
    var filesWithCards = 0
    var identityPaths: RepositoryRoot.IdentityPaths

    init(settings: Settings, factory: LinterFactory, tool: ToolInfo, workingDirectory: String, output: any ReportStorage,
         outputFile: AtomicFileStorage?, stream: ReportStream, wireframes: Bool, filter: ReportPolicy.Filter, baselineOut: (writer: Baseline.Writer, file: AtomicFileStorage)?) {
        self.settings = settings; self.factory = factory; self.tool = tool; self.workingDirectory = workingDirectory
        self.output = output; self.outputFile = outputFile; self.stream = stream; self.wireframes = wireframes
        self.baselineOut = baselineOut
        policy = ReportPolicy(quiet: settings.quiet, failOn: settings.failOn, maxWarnings: settings.maxWarnings, filter: filter)
        rules = EnabledRules(factory: factory)
        identityPaths = RepositoryRoot.IdentityPaths(workingDirectory: workingDirectory)
    }

    func add(_ outcome: Linter.Outcome) throws {
        let file: FileReport
        switch outcome {
        case .report(let report): file = report
        case .skippedNonCard(let reason, let path):
            skippedNonCards += 1
            skipReasons[reason.rawValue, default: 0] += 1
            if settings.verbose { Terminal.writeError("cardlint: skipped \(ControlEscape.escape(path)): \(reason.phrase)") }
            return
        case .skipped(.linkOutOfTree): skippedLinksOutOfTree += 1; return
        case .skipped(.notRegularFile): skippedNotRegularFiles += 1; return
        }
        filesWithCards += 1
        try add(file)
    }

    private func add(_ file: FileReport) throws {
        var file = file
        file.identityPath = identityPaths.identityPath(of: file.path)
        baselineOut?.writer.add(file)
        file = policy.apply(file)
        let new = rules.add(path: file.path)
        if wireframes { file = Wireframes.attach(to: file, factory: factory) }
        stream.register(new)
        try stream.add(file)
    }

    /// Writes the baseline and the rest of the report; returns the exit status.
    func finish() throws -> Int32 {
        if let baselineOut {
            try baselineOut.writer.finish()
            try baselineOut.file.commit()
        }
        let code = policy.exitCode
        let suppressed = policy.suppressed
        stream.register(rules.all())
        stream.setSkipReasons(skipReasons)
        try stream.finish(skippedNonCards: skippedNonCards, skippedLinksOutOfTree: skippedLinksOutOfTree,
                          skippedNotRegularFiles: skippedNotRegularFiles, baselineSuppressed: suppressed, exitCode: code)
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
