import ArgumentParser
import CardlintKit
import CardlintReading
import CardlintReport
import Foundation

struct Lint: ParsableCommand {
    // `_superCommandName`: when `ManyPaths` parses `lint` by itself (as the root command), the parser
    // would first try the arguments as a completion-script request twice over (7.9 M instructions a
    // start-up), which it skips for a command with a super-command; such a request, help and every
    // error still go to the parser from `cardlint` (see `ManyPaths.parse`), for which this is unused.
    static let configuration = CommandConfiguration(
        commandName: "lint",
        _superCommandName: "cardlint",
        abstract: "Lint cards (files, folders, or - for standard input).",
        discussion: """
        Exit status: 0 no findings at or above --fail-on, 1 such findings (or more than --max-warnings \
        warnings, or a file that cannot be parsed), 2 usage, configuration or internal error, or a file \
        --fix or --fix-dry-run refuses to write (a link, read-only, too large; named on standard error).
        """)

    @Argument(help: ArgumentHelp("Card files, folders (walked for *.json and *.html, skipping *.data.json), or - for stdin.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var resourceOptions: ResourceOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var context: ContextOptions
    @OptionGroup var fixing: FixOptions

    @Option(help: ArgumentHelp("Use this config file instead of the nearest .cardlint.yml.", valueName: "file"))
    var config: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the run fail.")
    var failOn: FailOn = .error

    @Option(name: .customLong("max-warnings"), help: "Fail when there are more warnings than this.")
    var maxWarnings: Int?

    @Flag(help: "Report errors only (warnings and notes still count for --fail-on and --max-warnings).")
    var quiet = false

    @Option(name: .customLong("max-file-size"), help: ArgumentHelp("Files larger than this are not read (file-too-large): bytes or 4MiB, 512KiB. Default 4MiB, or max-file-size in .cardlint.yml.", valueName: "size"))
    var maxFileSize: String?

    @Flag(name: .customLong("allow-outside-paths"), help: "Follow symbolic links out of the folders linted, and allow paths in configs outside their project.")
    var allowOutsidePaths = false

    @Flag(name: .customLong("no-error-on-unmatched-pattern"), help: "Exit 0 when the paths hold no card file to lint (default: exit 2).")
    var allowNoFiles = false

    @Flag(name: .customLong("force-exclude"), help: "Apply the config's `exclude` to files named on the command line too (for pre-commit and editors).")
    var forceExclude = false

    @Flag(name: .customLong("skip-non-cards"), help: "Skip and count named JSON files that are not Adaptive Cards, as a folder walk does (for pre-commit).")
    var skipNonCards = false

    @Flag(help: "Name each file a folder walk skipped, and why (not strict JSON, no card, not a regular file), on standard error.")
    var verbose = false

    @Option(help: ArgumentHelp("Reuse findings for unchanged files from this cache folder (content-hash keyed; off by default).", valueName: "dir"))
    var cache: String?

    func run() throws {
        let resources: Resources
        do { resources = try resourceOptions.load() } catch { Terminal.fail("\(error)") }
        // --stdin-filename names standard input: without `-` it would name nothing (and lint the folder).
        if let name = fixing.stdinFilename, !paths.contains("-") {
            Terminal.fail("--stdin-filename \(name) names standard input: pass - as the path (cardlint lint - --stdin-filename \(name))")
        }
        let roots = paths.isEmpty ? ["."] : paths
        let missing = FileWalker.missing(roots)
        for m in missing { Terminal.writeError("cardlint: error: no such file or folder: \(m)") }
        if !missing.isEmpty { throw ExitCode(2) }
        for d in context.data {
            let kind = FileKind(path: d)
            if kind == .missing { Terminal.fail("no such data file: \(ControlEscape.escape(d)) (--data)") }
            if kind != .regular { Terminal.fail("\(ControlEscape.escape(d)) is \(kind.phrase), not a regular file (--data); cardlint reads regular files only") }
        }
        if let cache { Self.checkCacheFolder(cache) }
        try checkNamedFiles(roots)
        var settings = context.settings()
        settings.allowOutsidePaths = allowOutsidePaths
        if let maxFileSize {
            guard let bytes = ByteSize.parse(maxFileSize) else { Terminal.fail("--max-file-size takes a size in bytes or with a unit (4MiB, 512KiB), not '\(maxFileSize)'") }
            guard bytes <= LintSettings.maxFileSizeCeiling else {
                Terminal.fail("--max-file-size is at most 1GiB (\(LintSettings.maxFileSizeCeiling) bytes), not '\(maxFileSize)': a card is held in memory whole, with its parse")
            }
            settings.maxFileSize = bytes
        }
        let factory = LinterFactory(resources: resources, explicitConfig: config, settings: settings)
        // The files are walked twice, never listed whole: once to check configs, once to lint.
        let shard = output.shard, lenient = skipNonCards
        let selected = FileWalker.Walk(roots, allowOutside: allowOutsidePaths).lazy.filter { shard.includes($0) }
            .map { lenient ? FileWalker.Input(path: $0.path, explicit: $0.explicit, skipsNonCard: true, skipped: $0.skipped) : $0 }.map(fixing.named)
        let plan: LintRunner.Plan
        do { plan = try LintRunner(factory: factory, forceExclude: forceExclude).plan(selected) } catch { Terminal.fail(error.description) }
        if plan.count == 0, plan.forceExcluded == 0, !allowNoFiles {
            // A shard may be empty when the others are not: only paths with nothing to lint are an error.
            let whole = shard.count == 1 ? plan : (try? LintRunner(factory: factory, forceExclude: forceExclude).plan(FileWalker.Walk(roots, allowOutside: allowOutsidePaths))) ?? plan
            if whole.count == 0, whole.forceExcluded == 0 {
                let found = whole.considered == 0 ? "no *.json file found" : "\(whole.considered) found, none passes the config's include/exclude"
                Terminal.fail("no card files to lint in \(roots.joined(separator: ", ")) (\(found)); pass --no-error-on-unmatched-pattern to allow this")
            }
        }
        var refused = false
        if let code = fixing.apply(selected, runner: LintRunner(factory: factory, forceExclude: forceExclude), allowOutside: allowOutsidePaths, refused: &refused) {
            if code != 0 { throw ExitCode(code) }
            return
        }
        let bar = Progress.make(total: plan.considered)
        var report: (@Sendable (Int, Int) -> Void)?
        if let bar { report = { done, total in bar.update(done, total) } }
        let lintCache = cache.map {
            LintCache(directory: $0, resources: resources, settings: settings, configPaths: Array(plan.configPaths))
        }
        let runner = LintRunner(factory: factory, cache: lintCache, forceExclude: forceExclude)
        let session = output.session(factory: factory, settings: ReportSession.Settings(quiet: quiet, failOn: failOn.severity, maxWarnings: maxWarnings, verbose: verbose),
                                     repeatedPaths: plan.repeatedPaths, progress: bar)
        let code: Int32
        do {
            try runner.forEach(selected, total: plan.count, progress: report) { try session.add($0) }
            code = try session.finish()
        } catch {
            session.abandon()
            Terminal.fail("\(error)")
        }
        // Paths whose files all turned out to hold no card: as "no card files to lint" (README), exit 2.
        if session.filesWithCards == 0, session.skippedNonCards > 0, plan.forceExcluded == 0, !allowNoFiles, shard.count == 1 {
            Terminal.fail("no cards to lint in \(roots.joined(separator: ", ")) (\(session.skippedNonCards) skipped: not Adaptive Cards; --verbose names them); pass --no-error-on-unmatched-pattern to allow this")
        }
        // A host config file first read during the run (an inferred audience's host) that is broken:
        // that host's theme and layout checks did not run. An error, exit 2, as at start.
        let configErrors = factory.hostConfigErrors()
        for e in configErrors { Terminal.writeError("cardlint: error: \(e) (the theme and layout checks of its host did not run)") }
        if let maxWarnings, session.policy.warnings > maxWarnings {
            Terminal.writeError("cardlint: too many warnings: \(session.policy.warnings), more than --max-warnings \(maxWarnings)")
        }
        // The run is over: the process ends here with its status, without first releasing the data
        // and linters it loaded (thousands of objects, 4.6 M instructions of every run to free).
        Foundation.exit(refused || !configErrors.isEmpty ? 2 : code)  // 2: a file --fix could not write, a broken host config (named above)
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

    /// `--cache DIR` must be a folder cardlint can read and write (it is made if missing).
    static func checkCacheFolder(_ dir: String) {
        var isDir: ObjCBool = false
        if !FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                Terminal.fail("cannot create the cache folder \(dir) (--cache): \(error.localizedDescription)")
            }
        } else if !isDir.boolValue {
            Terminal.fail("the cache path \(dir) (--cache) is not a folder")
        }
        guard access(dir, R_OK | W_OK | X_OK) == 0 else {
            Terminal.fail("cannot read and write the cache folder \(dir) (--cache)")
        }
    }
}
