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
    @OptionGroup var fixing: FixOptions

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
        let roots = paths.isEmpty ? ["."] : paths
        let missing = FileWalker.missing(roots)
        for m in missing { Terminal.writeError("cardlint: error: no such file or folder: \(m)") }
        if !missing.isEmpty { throw ExitCode(2) }
        let factory = LinterFactory(resources: resources, explicitConfig: config, settings: context.settings())
        // The files are walked twice, never listed whole: once to check configs, once to lint.
        let shard = output.shard
        let selected = FileWalker.Walk(roots).lazy.filter { shard.includes($0) }.map(fixing.named)
        if let code = fixing.apply(selected, factory: factory) {
            if code != 0 { throw ExitCode(code) }
            return
        }
        let plan: LintRunner.Plan
        do { plan = try LintRunner(factory: factory).plan(selected) } catch { Terminal.fail(error.description) }
        let bar = Progress.make(total: plan.considered)
        var report: (@Sendable (Int, Int) -> Void)?
        if let bar { report = { done, total in bar.update(done, total) } }
        let lintCache = cache.map {
            LintCache(directory: $0, resources: resources, settings: context.settings(), configPaths: Array(plan.configPaths))
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
}
