import CardlintRules

/// A report written while the run goes on. Files are added in report order (by path, in
/// code-point order). A streaming format (`StreamingReporter`) writes each file at once and keeps
/// only totals in memory (sections it must write after the totals wait in scratch storage); any
/// other `Reporter` gets the whole run at the end. Either way the bytes equal `render` of the run.
public final class ReportStream {
    let state: StreamState
    let format: any StreamFormat

    /// `scratch` makes storage for held-back sections.
    /// `repeatedPaths`: the normalised paths (`Fingerprint.normalisedPath`) that more than one of
    /// the run's files has (usually none): occurrence numbers of equal fingerprints continue
    /// across those files.
    public init(reporter: any Reporter, tool: ToolInfo, workingDirectory: String, output: any ReportStorage,
                 scratch: @escaping () throws -> any ReportScratch, repeatedPaths: Set<String>) throws {
        format = (reporter as? any StreamingReporter)?.makeFormat() ?? WholeRun(reporter: reporter)
        state = StreamState(out: ReportWriter(output), tool: tool, workingDirectory: workingDirectory,
                            scratch: scratch, tally: RunTally(repeatedPaths: repeatedPaths))
        try format.begin(state)
    }

    /// The normalised paths that more than one of `paths` has.
    public static func repeatedPaths(_ paths: some Sequence<String>) -> Set<String> {
        RunTally.repeatedPaths(paths)
    }

    /// Report order of file paths: code-point order, independent of locale.
    public static func precedes(_ a: String, _ b: String) -> Bool { ReportModel.less(a, b) }

    /// Adds rule metadata (SARIF lists every enabled rule); the first registration of an id wins.
    /// Register a file's rules before adding the file.
    public func register(_ rules: [RuleMetadata]) { state.tally.register(rules) }

    /// Writes the next file in report order.
    public func add(_ file: FileReport) throws {
        format.file(state.tally.resolve(file), state)
        try state.out.check()
    }

    /// Records why skipped files were skipped (per `SkipReason` raw value), before `finish`.
    public func setSkipReasons(_ reasons: [String: Int]) { state.tally.summary.skipReasons = reasons }

    /// Writes the totals and the held-back sections, and flushes the output.
    public func finish(skippedNonCards: Int, skippedLinksOutOfTree: Int = 0, skippedNotRegularFiles: Int = 0,
                       baselineSuppressed: Int, exitCode: Int32) throws {
        state.tally.summary.skippedNonCards = skippedNonCards
        state.tally.summary.skippedLinksOutOfTree = skippedLinksOutOfTree
        state.tally.summary.skippedNotRegularFiles = skippedNotRegularFiles
        state.tally.summary.baselineSuppressed = baselineSuppressed
        state.exitCode = exitCode
        try format.finish(state)
        try state.out.flush()
    }

    /// `reporter.render(run)` through a stream into memory.
    static func render(_ run: LintRun, with reporter: some StreamingReporter) -> String {
        let out = MemoryStorage()
        let stream: ReportStream
        do {
            stream = try ReportStream(reporter: reporter, tool: run.tool, workingDirectory: run.workingDirectory, output: out,
                                      scratch: { MemoryStorage() }, repeatedPaths: repeatedPaths(run.files.map(\.path)))
            stream.register(run.rules)
            for f in run.files.sorted(by: { ReportModel.less($0.path, $1.path) }) { try stream.add(f) }
            try stream.finish(skippedNonCards: run.skippedNonCards, skippedLinksOutOfTree: run.skippedLinksOutOfTree,
                               skippedNotRegularFiles: run.skippedNotRegularFiles, baselineSuppressed: run.baselineSuppressed, exitCode: run.exitCode)
        } catch {
            preconditionFailure("memory storage does not fail: \(error)")
        }
        return out.string
    }
}

/// What a streamed format sees: the output, the run's facts and the totals so far.
final class StreamState {
    let out: ReportWriter
    let tool: ToolInfo
    let workingDirectory: String
    let scratch: () throws -> any ReportScratch
    var tally: RunTally
    /// Set before `finish`.
    var exitCode: Int32 = 0

    init(out: ReportWriter, tool: ToolInfo, workingDirectory: String, scratch: @escaping () throws -> any ReportScratch, tally: RunTally) {
        self.out = out; self.tool = tool; self.workingDirectory = workingDirectory; self.scratch = scratch; self.tally = tally
    }

    var summary: ReportSummary { tally.summary }
}

/// A format written in pieces: `begin`, `file` for each file in report order, `finish`.
protocol StreamFormat: AnyObject {
    func begin(_ state: StreamState) throws
    func file(_ file: ResolvedFile, _ state: StreamState)
    func finish(_ state: StreamState) throws
}

extension StreamFormat {
    func begin(_ state: StreamState) throws {}
}

/// A reporter whose format streams; its `render` goes through `ReportStream.render`.
protocol StreamingReporter: Reporter {
    func makeFormat() -> any StreamFormat
}

/// The format of a reporter that does not stream: the files are kept, and the run they make is
/// rendered once at the end.
final class WholeRun: StreamFormat {
    let reporter: any Reporter
    var files: [FileReport] = []
    init(reporter: any Reporter) { self.reporter = reporter }

    func file(_ file: ResolvedFile, _ state: StreamState) { files.append(file.report) }

    func finish(_ state: StreamState) throws {
        let s = state.summary
        var run = LintRun(tool: state.tool, files: files, rules: state.tally.rules, skippedNonCards: s.skippedNonCards,
                          exitCode: state.exitCode, baselineSuppressed: s.baselineSuppressed, workingDirectory: state.workingDirectory)
        run.skippedLinksOutOfTree = s.skippedLinksOutOfTree
        run.skippedNotRegularFiles = s.skippedNotRegularFiles
        state.out.write(reporter.render(run))
    }
}
