import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

/// Storage that reads back in chunks of 1…7 bytes, so placeholders straddle chunk ends.
final class ChunkyStorage: ReportScratch {
    var bytes: [UInt8] = []
    func append(_ b: UnsafeRawBufferPointer) { bytes.append(contentsOf: b) }
    func replay(_ chunk: (UnsafeRawBufferPointer) throws -> Void) throws {
        try bytes.withUnsafeBytes { all in
            var i = 0, size = 1
            while i < all.count {
                let n = min(size, all.count - i)
                try chunk(UnsafeRawBufferPointer(rebasing: all[i..<i + n]))
                i += n; size = size % 7 + 1
            }
        }
    }
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

@Suite struct StreamTests {
    /// Streams `run` the way the CLI does: each file's rules registered just before the file.
    static func streamed(_ run: LintRun, _ reporter: any Reporter, lateRules: [RuleMetadata] = []) throws -> String? {
        let out = ChunkyStorage()
        let stream = try ReportStream(reporter: reporter, tool: run.tool, workingDirectory: run.workingDirectory, output: out,
                                      scratch: { ChunkyStorage() }, repeatedPaths: ReportStream.repeatedPaths(run.files.map(\.path)))
        for f in run.files.sorted(by: { ReportStream.precedes($0.path, $1.path) }) {
            stream.register(run.rules.filter { r in f.findings.contains { $0.ruleID == r.id } })
            try stream.add(f)
        }
        stream.register(run.rules + lateRules)
        try stream.finish(skippedNonCards: run.skippedNonCards, skippedLinksOutOfTree: run.skippedLinksOutOfTree,
                          skippedNotRegularFiles: run.skippedNotRegularFiles, baselineSuppressed: run.baselineSuppressed, exitCode: run.exitCode)
        return out.text
    }

    @Test(arguments: ReportFormats.all.map(\.identifier))
    func streamEqualsWholeRunRendering(format: String) throws {
        let reporter = try #require(ReportFormats.reporter(for: format))
        #expect(try Self.streamed(Fixture.run(), reporter) == reporter.render(Fixture.run()))
    }

    /// A reporter that only renders (as one written outside the module would be) gets the whole run
    /// at the end of the stream the CLI drives: nothing requires it to stream.
    struct PlainReporter: Reporter {
        func render(_ run: LintRun) -> String {
            "\(run.files.map(\.path).sorted()) \(run.allFindings.count) findings, \(run.skippedNonCards) skipped, exit \(run.exitCode)\n"
        }
    }

    @Test func aPlainReporterGetsTheWholeRun() throws {
        var run = Fixture.run()
        run.exitCode = 1
        let streamed = try #require(try Self.streamed(run, PlainReporter()))
        #expect(streamed == PlainReporter().render(run))
        #expect(streamed.hasSuffix("findings, 2 skipped, exit 1\n"), "\(streamed)")
    }

    /// A rule registered after the results are written still shifts every later `ruleIndex`.
    @Test func sarifRuleIndexesAreResolvedAtTheEnd() throws {
        let first = RuleMetadata(id: "aaa-first", title: "First", description: "", severity: .note, tags: [],
                                 helpURI: nil, origin: "built-in", pack: "core")
        var run = Fixture.run()
        let streamed = try Self.streamed(run, SARIFReporter(), lateRules: [first])
        run.rules.append(first)
        #expect(streamed == SARIFReporter().render(run))
        #expect(streamed?.contains("\"ruleIndex\": 0") == false)
    }

    @Test func occurrencesContinueAcrossPathsThatNormaliseAlike() {
        let f = Finding(ruleID: "r", severity: .warning, tags: [], message: "m", range: SourceRange(start: 0, end: 1), pointer: "/a")
        let text = "{\n}\n"
        let run = LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"),
                          files: [FileReport(path: "a.json", source: SourceFile(path: "a.json", text: text), findings: [f]),
                                  FileReport(path: "b.json", source: SourceFile(path: "b.json", text: text), findings: [f]),
                                  FileReport(path: "./a.json", source: SourceFile(path: "./a.json", text: text), findings: [f])],
                          rules: [], workingDirectory: "/w")
        let keys = ReportModel(run).allFindings.map(\.occurrenceKey)
        #expect(keys.map { $0.suffix(2) } == [":1", ":2", ":1"])
        #expect(keys[0].dropLast(2) == keys[1].dropLast(2))
    }

    @Test func baselineWriterSortsEntriesOfOnePath() throws {
        let f = Finding(ruleID: "z-rule", severity: .warning, tags: [], message: "m", range: SourceRange(start: 0, end: 1), pointer: "/a")
        var g = f; g.ruleID = "a-rule"
        let run = LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"),
                          files: [FileReport(path: "b.json", source: nil, findings: [f]),
                                  FileReport(path: "a.json", source: nil, findings: [f]),
                                  FileReport(path: "a.json", source: nil, findings: [g])],
                          rules: [], workingDirectory: "/w")
        let written = Baseline.write(run)
        #expect(try Baseline.parse(written).serialized() == written)
        #expect(try Baseline.parse(written).entries.map { $0.file + " " + $0.ruleID } == ["a.json a-rule", "a.json z-rule", "b.json z-rule"])
        #expect(Baseline.write(LintRun(tool: run.tool, files: [], rules: [], workingDirectory: "/w")) == "{\n  \"findings\": [],\n  \"version\": 2\n}\n")
    }
}
