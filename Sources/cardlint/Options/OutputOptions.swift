import ArgumentParser
import CardlintKit
import CardlintReading
import CardlintReport
import Foundation

/// Format, destination, baselines and sharding.
struct OutputOptions: ParsableArguments {
    @Option(name: [.short, .long], help: ArgumentHelp("Output format.", valueName: "format"))
    var format = ReportFormatName("text")

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    @Option(help: ArgumentHelp("Suppress findings recorded in this baseline file; only new ones count.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every current finding in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Lint only shard I of N (1-based), a deterministic split of the files: --shard 2/4.", valueName: "I/N"))
    var shard: Shard = Shard(index: 1, count: 1)

    @Option(help: ArgumentHelp("SARIF: the run's category (automationDetails.id), one per analysis in code scanning.", valueName: "name"))
    var category: String?

    @Option(name: .customLong("link-base"), help: ArgumentHelp("Markdown: link each location to <url><path>#L<line>, e.g. https://github.com/o/r/blob/<sha>/.", valueName: "url"))
    var linkBase: String?

    @Option(name: .customLong("color"), help: "Colour in text output (auto: on a terminal, unless NO_COLOR is set or FORCE_COLOR forces it).")
    var color: ColorChoice = .auto

    func useColor() -> Bool { color.enabled(fd: STDOUT_FILENO, toFile: outputFile != nil) }

    /// The report side of a lint run. What can fail before linting fails here (exit 2): the
    /// format, reading the baseline, opening the output and baseline files.
    func session(factory: LinterFactory, settings: ReportSession.Settings, repeatedPaths: Set<String>, progress: Progress?) -> ReportSession {
        let filter = baselineFilter()
        var options = ReporterOptions(color: useColor(), baselineMarks: baselineMarks, fileLinkBase: linkBase, category: category,
                                      repositoryRoot: RepositoryRoot.find(from: FileManager.default.currentDirectoryPath))
        options.failOn = settings.failOn
        guard let reporter = ReportFormats.reporter(for: format.identifier, options: options) else {
            Terminal.fail("unknown format '\(format.identifier)'")
        }
        do {
            let baselineFile = try writeBaseline.map { (path: String) throws(KitError) in try AtomicFileStorage(path: path) }
            let file = try outputFile.map { (path: String) throws(KitError) in try AtomicFileStorage(path: path) }
            var storage: any ReportStorage = file ?? DescriptorStorage.standardOutput
            if file == nil, isatty(STDOUT_FILENO) == 1, let progress { storage = BelowProgress(storage, bar: progress) }
            let tool = ToolInfo(version: CardlintVersion.current, informationURI: CardlintVersion.informationURI)
            let cwd = FileManager.default.currentDirectoryPath
            let stream = try ReportStream(reporter: reporter, tool: tool, workingDirectory: cwd, output: storage,
                                          scratch: { try TemporaryScratch() }, repeatedPaths: repeatedPaths)
            return ReportSession(settings: settings, factory: factory, tool: tool, workingDirectory: cwd, output: storage,
                                 outputFile: file, stream: stream, wireframes: reporter is HTMLReporter, filter: filter,
                                 baselineOut: baselineFile.map { (Baseline.Writer($0), $0) })
        } catch { Terminal.fail("\(error)") }
    }

    /// With `--baseline`, SARIF marks every result: `new`, or `unchanged` with a suppression for
    /// the findings the baseline covers (they stay in the SARIF; other formats leave them out).
    var baselineMarks: BaselineMarks? { baseline == nil ? nil : BaselineMarks(suppress: true) }

    /// `--baseline`, read before linting.
    func baselineFilter() -> ReportPolicy.Filter {
        guard let baseline else { return .none }
        if let writeBaseline, Self.sameFile(baseline, writeBaseline) { return .everything }
        let text: String
        switch FileBytes.read(baseline, limit: Baseline.maxSize) {
        case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
        case .failure(.tooLarge(let size, _)):
            Terminal.fail("cannot read baseline \(ControlEscape.escape(baseline)): it is larger than a baseline may be ("
                          + (size.map { "\($0) bytes" } ?? "more than \(Baseline.maxSize) bytes") + "; the limit is \(Baseline.maxSize) bytes, 64 MiB)")
        case .failure(let why): Terminal.fail("cannot read baseline \(ControlEscape.escape(baseline)): \(why)")
        }
        do { return .baseline(try Baseline.parse(text, path: baseline)) } catch {
            Terminal.fail("\(baseline): \(error.message)")
        }
    }

    static func sameFile(_ a: String, _ b: String) -> Bool {
        if URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path { return true }
        var sa = stat(), sb = stat()
        return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }
}

/// `--shard I/N`: every file whose stable hash falls in bucket I of N.
struct Shard: ExpressibleByArgument {
    var index: Int
    var count: Int
    /// The help's "(default: 1/1)", in the form the option takes.
    var defaultValueDescription: String { "\(index)/\(count)" }
    init(index: Int, count: Int) { self.index = index; self.count = count }
    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        index = i; count = n
    }

    func includes(_ input: FileWalker.Input) -> Bool {
        count == 1 || Int(Self.hash(input.path) % UInt64(count)) == index - 1
    }

    /// FNV-1a over the path bytes: the same on every machine and run.
    static func hash(_ s: String) -> UInt64 { FNV1a.hash(s) }
}
