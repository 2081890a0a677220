import ArgumentParser
import CardlintKit
import CardlintReading
import CardlintReport
import Foundation

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint cards (files, folders, or - for standard input).",
        discussion: """
        Exit status: 0 no findings at or above --fail-on, 1 such findings (or more than --max-warnings \
        warnings, or a file that cannot be parsed), 2 usage, configuration or internal error.
        """)

    @Argument(help: ArgumentHelp("Card files, folders (walked for *.json, skipping *.data.json), or - for stdin.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var resourceOptions: ResourceOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var context: ContextOptions

    @Option(help: ArgumentHelp("Use this config file instead of the nearest .cardlint.yml.", valueName: "file"))
    var config: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the run fail: error, warning or note.")
    var failOn: String = "error"

    @Option(name: .customLong("max-warnings"), help: "Fail when there are more warnings than this.")
    var maxWarnings: Int?

    @Flag(help: "Report errors only.")
    var quiet = false

    @Option(name: .customLong("max-file-size"), help: ArgumentHelp("Files larger than this are not read (file-too-large): bytes or 4MiB, 512KiB. Default 4MiB, or max-file-size in .cardlint.yml.", valueName: "size"))
    var maxFileSize: String?

    @Flag(name: .customLong("allow-outside-paths"), help: "Follow symbolic links out of the folders linted, and allow paths in configs outside their project.")
    var allowOutsidePaths = false

    @Option(help: ArgumentHelp("Reuse findings for unchanged files from this cache folder (content-hash keyed; off by default).", valueName: "dir"))
    var cache: String?

    func run() throws {
        guard let failLevel = Severity(rawValue: failOn) else { Terminal.fail("--fail-on takes error, warning or note, not '\(failOn)'") }
        let resources: Resources
        do { resources = try resourceOptions.load() } catch { Terminal.fail("\(error)") }
        let roots = paths.isEmpty ? ["."] : paths
        let missing = FileWalker.missing(roots)
        for m in missing { Terminal.writeError("cardlint: error: no such file or folder: \(m)") }
        if !missing.isEmpty { throw ExitCode(2) }
        try checkNamedFiles(roots)
        var settings = context.settings()
        settings.allowOutsidePaths = allowOutsidePaths
        if let maxFileSize {
            guard let bytes = ByteSize.parse(maxFileSize) else { Terminal.fail("--max-file-size takes a size in bytes or with a unit (4MiB, 512KiB), not '\(maxFileSize)'") }
            settings.maxFileSize = bytes
        }
        let factory = LinterFactory(resources: resources, explicitConfig: config, settings: settings)
        // The files are walked twice, never listed whole: once to check configs, once to lint.
        let shard = output.shard
        let selected = FileWalker.Walk(roots, allowOutside: allowOutsidePaths).lazy.filter { shard.includes($0) }
        let plan: LintRunner.Plan
        do { plan = try LintRunner(factory: factory).plan(selected) } catch { Terminal.fail(error.description) }
        let bar = Progress.make(total: plan.considered)
        var report: (@Sendable (Int, Int) -> Void)?
        if let bar { report = { done, total in bar.update(done, total) } }
        let lintCache = cache.map {
            LintCache(directory: $0, resources: resources, settings: settings, configPaths: Array(plan.configPaths))
        }
        let runner = LintRunner(factory: factory, cache: lintCache)
        let session = output.session(factory: factory, settings: ReportSession.Settings(quiet: quiet, failOn: failLevel, maxWarnings: maxWarnings),
                                     repeatedPaths: plan.repeatedPaths, progress: bar)
        let code: Int32
        do {
            try runner.forEach(selected, total: plan.count, progress: report) { try session.add($0) }
            code = try session.finish()
        } catch {
            session.abandon()
            Terminal.fail("\(error)")
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// Paths named on the command line that cardlint will not open: exit 2, naming each. Only
    /// regular files are read (a FIFO blocks, a device never ends), and a named file reached
    /// through a symbolic link out of the project (its git root, else the working directory)
    /// is not followed unless `--allow-outside-paths`.
    func checkNamedFiles(_ roots: [String]) throws {
        var bad = false
        for path in roots where path != "-" {
            let kind = FileKind(path: path)
            let shown = ControlEscape.escape(path)  // a file name can hold a line break
            if kind != .regular, kind != .folder {
                Terminal.writeError("cardlint: error: \(shown) is \(kind.phrase), not a regular file; cardlint reads regular files only")
                bad = true
            } else if kind == .regular, !allowOutsidePaths, PathContainment.leavesTree(explicit: path) {
                Terminal.writeError("cardlint: error: \(shown) is a symbolic link to a file outside the project (\(PathContainment.treeOfExplicitFile(path))); pass --allow-outside-paths to follow it")
                bad = true
            }
        }
        if bad { throw ExitCode(2) }
    }
}
