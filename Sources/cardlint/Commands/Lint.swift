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
        let selected = output.shard.select(inputs)
        var report: (@Sendable (Int, Int) -> Void)?
        if let bar = Progress.make(total: selected.count) {
            report = { done, total in bar.update(done, total) }
        }
        var lintCache: LintCache?
        if let cache {
            let configs = Set(selected.compactMap { try? factory.config(for: $0.path)?.path })
            lintCache = LintCache(directory: cache, resources: resources, settings: context.settings(), configPaths: Array(configs))
        }
        let runner = LintRunner(factory: factory, cache: lintCache)
        let planned: [FileWalker.Input]
        do { planned = try runner.plan(selected) } catch { Terminal.fail(error.description) }
        let session = output.session(factory: factory, settings: ReportSession.Settings(quiet: quiet, failOn: failLevel, maxWarnings: maxWarnings),
                                     reportPaths: planned.map(LintRunner.reportPath))
        let code: Int32
        do {
            try runner.forEach(planned, progress: report) { try session.add($0) }
            code = try session.finish()
        } catch {
            session.abandon()
            Terminal.fail("\(error)")
        }
        if code != 0 { throw ExitCode(code) }
    }
}
