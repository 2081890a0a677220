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

    @Option(help: ArgumentHelp("Reuse findings for unchanged files from this cache folder (content-hash keyed; off by default).", valueName: "dir"))
    var cache: String?

    func run() throws {
        guard let failLevel = Severity(rawValue: failOn) else { Terminal.fail("--fail-on takes error, warning or note, not '\(failOn)'") }
        let resources: Resources
        do { resources = try resourceOptions.load() } catch { Terminal.fail("\(error)") }
        let (inputs, missing) = FileWalker.expand(paths.isEmpty ? ["."] : paths)
        for m in missing { Terminal.writeError("cardlint: error: no such file or folder: \(m)") }
        if !missing.isEmpty { throw ExitCode(2) }
        let factory = LinterFactory(resources: resources, explicitConfig: config, settings: context.settings())
        let result: LintRunner.Result
        let selected = output.shard.select(inputs)
        var report: (@Sendable (Int, Int) -> Void)?
        if let bar = Progress.make(total: selected.count) {
            report = { done, total in bar.update(done, total) }
        }
        do {
            var lintCache: LintCache?
            if let cache {
                let configs = Set(selected.compactMap { try? factory.config(for: $0.path)?.path })
                lintCache = LintCache(directory: cache, resources: resources, settings: context.settings(), configPaths: Array(configs))
            }
            result = try LintRunner(factory: factory, cache: lintCache).run(selected, progress: report)
        } catch { Terminal.fail(error.description) }
        var files = result.files
        if quiet { files = files.map { var f = $0; f.findings = f.findings.filter { $0.severity == .error }; return f } }
        let rules = usedRules(files: files, factory: factory)
        var run = LintRun(tool: ToolInfo(version: CardlintVersion.current, informationURI: CardlintVersion.informationURI),
                          files: files, rules: rules, skippedNonCards: result.skippedNonCards,
                          workingDirectory: FileManager.default.currentDirectoryPath)
        run = try output.applyBaseline(run)
        if output.format == "html" { run.files = Wireframes.attach(to: run.files, factory: factory) }
        run.exitCode = ExitPolicy.code(files: run.files, failOn: failLevel, maxWarnings: maxWarnings)
        try output.emit(run)
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }

    /// Metadata of every enabled rule (SARIF lists them all, not only those that fired).
    func usedRules(files: [FileReport], factory: LinterFactory) -> [RuleMetadata] {
        var seen = Set<String>()
        var out: [CardlintRules.RuleMetadata] = []
        let linters = files.compactMap { try? factory.linter(for: $0.path) }
        for l in linters.isEmpty ? [try? factory.linter(for: "./card.json")].compactMap({ $0 }) : linters {
            for r in l.enabledRules where seen.insert(r.id).inserted { out.append(r) }
        }
        return out.sorted { $0.id < $1.id }
    }
}
import CardlintRules
