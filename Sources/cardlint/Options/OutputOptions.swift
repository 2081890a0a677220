import ArgumentParser
import CardlintKit
import CardlintReport
import Foundation

/// Format, destination, baselines and sharding.
struct OutputOptions: ParsableArguments {
    @Option(name: [.short, .long], help: ArgumentHelp("Output format: \(ReportFormats.all.map(\.identifier).joined(separator: ", ")).", valueName: "format"))
    var format: String = "text"

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    @Option(help: ArgumentHelp("Suppress findings recorded in this baseline file; only new ones count.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every current finding in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Lint only shard I of N (1-based), a deterministic split of the files: --shard 2/4.", valueName: "I/N"))
    var shard: Shard = Shard(index: 1, count: 1)

    @Option(name: .customLong("color"), help: "Colour in text output: auto, always, never.")
    var color: String = "auto"

    func useColor() -> Bool {
        switch color {
        case "always": true
        case "never": false
        default: outputFile == nil && Terminal.wantsColor(STDOUT_FILENO)
        }
    }

    func applyBaseline(_ run: LintRun) throws -> LintRun {
        if let writeBaseline {
            try Baseline.write(run).write(toFile: writeBaseline, atomically: true, encoding: .utf8)
        }
        guard let baseline else { return run }
        guard let text = try? String(contentsOfFile: baseline, encoding: .utf8) else { Terminal.fail("cannot read baseline \(baseline)") }
        let parsed: Baseline
        do { parsed = try Baseline.parse(text, path: baseline) } catch { Terminal.fail("\(baseline): \(error.message)") }
        var (filtered, suppressed) = Baseline.apply(parsed, to: run)
        filtered.baselineSuppressed = suppressed
        return filtered
    }

    func emit(_ run: LintRun) throws {
        guard let reporter = ReportFormats.reporter(for: format, options: ReporterOptions(color: useColor())) else {
            Terminal.fail("unknown format '\(format)'; use one of \(ReportFormats.all.map(\.identifier).joined(separator: ", "))")
        }
        let text = reporter.render(run)
        if let outputFile {
            do { try text.write(toFile: outputFile, atomically: true, encoding: .utf8) } catch {
                Terminal.fail("cannot write \(outputFile): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}

/// `--shard I/N`: every file whose stable hash falls in bucket I of N.
struct Shard: ExpressibleByArgument {
    var index: Int
    var count: Int
    init(index: Int, count: Int) { self.index = index; self.count = count }
    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        index = i; count = n
    }

    func select(_ inputs: [FileWalker.Input]) -> [FileWalker.Input] {
        guard count > 1 else { return inputs }
        return inputs.filter { Int(Self.hash($0.path) % UInt64(count)) == index - 1 }
    }

    /// FNV-1a over the path bytes: the same on every machine and run.
    static func hash(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 { h ^= UInt64(b); h = h &* 0x100_0000_01b3 }
        return h
    }
}
