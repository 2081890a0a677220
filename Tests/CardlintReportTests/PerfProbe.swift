// Opt-in timing probe (`CARDLINT_PERF=1 swift test --no-parallel --filter "PerfProbe|LineHashPerf"`); debug-build numbers.
import CardlintReading
import CardlintRules
import Foundation
import Testing
@testable import CardlintReport

@Suite(.enabled(if: ProcessInfo.processInfo.environment["CARDLINT_PERF"] == "1")) struct PerfProbe {
    @Test func renderBigRun() {
        var files: [FileReport] = []
        for i in 0..<500 {
            let text = String(repeating: "  { \"type\": \"TextBlock\", \"text\": \"Grüße 👋 line\" },\n", count: 200)
            let src = SourceFile(path: "cards/c\(i).json", text: text)
            let findings = (0..<20).map { k in
                Finding(ruleID: "rule-\(k % 5)", severity: k % 3 == 0 ? .error : .warning, tags: ["accessibility"],
                        message: "Problem \(k) here.", range: SourceRange(start: k * 500 + 7, end: k * 500 + 20), pointer: "/body/\(k)",
                        scope: FindingScope(hosts: ["teams"], viewports: ["vp"]))
            }
            files.append(FileReport(path: src.path, source: src, findings: findings))
        }
        let run = LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"), files: files, rules: [], workingDirectory: "/w")
        for f in ReportFormats.all {
            let t0 = ContinuousClock.now
            let out = ReportFormats.reporter(for: f.identifier)?.render(run) ?? ""
            #expect(!out.isEmpty)
            print("PERF \(f.identifier): \(ContinuousClock.now - t0) for 10000 findings, \(out.utf8.count) bytes")
        }
        let t0 = ContinuousClock.now
        _ = Baseline.apply((try? Baseline.parse(Baseline.write(run))) ?? Baseline(entries: []), to: run)
        print("PERF baseline write+parse+apply: \(ContinuousClock.now - t0)")
    }
}

@Suite(.enabled(if: ProcessInfo.processInfo.environment["CARDLINT_PERF"] == "1")) struct LineHashPerf {
    @Test func hashBigFile() {
        let text = String(repeating: "  { \"type\": \"TextBlock\", \"text\": \"Grüße 👋 line\" },\n", count: 200_000)
        let t0 = ContinuousClock.now
        let h = LineHash.hashes(of: text)
        #expect(h.count == 200_001)
        print("PERF linehash 200k lines \(text.utf8.count) bytes: \(ContinuousClock.now - t0), \(h.count)")
    }
}
