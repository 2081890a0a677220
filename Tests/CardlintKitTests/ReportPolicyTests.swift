import CardlintKit
import CardlintReading
import CardlintReport
import CardlintRules
import Testing

/// The kit's report policy: `--baseline`, `--quiet` and the exit status, without the CLI.
@Suite struct ReportPolicyTests {
    static let source = SourceFile(path: "a.json", bytes: Array(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock"}]}"#.utf8))

    static func finding(_ rule: String, _ severity: Severity, at start: Int) -> Finding {
        Finding(ruleID: rule, severity: severity, tags: [], message: rule, range: SourceRange(start: start, end: start + 1), pointer: "")
    }

    static func file(_ findings: [Finding]) -> FileReport { FileReport(path: "a.json", source: source, findings: findings) }

    static let warningAndError = file([finding("w", .warning, at: 1), finding("e", .error, at: 30)])

    @Test func quietHidesWarningsButTheExitStatusCountsThem() {
        var policy = ReportPolicy(quiet: true, failOn: .error, maxWarnings: 0, filter: .none)
        let shown = policy.apply(Self.file([Self.finding("w", .warning, at: 1)]))
        #expect(shown.findings.isEmpty)
        #expect(policy.exitCode == 1, "one warning, --max-warnings 0")
        var loud = ReportPolicy(quiet: false, failOn: .error, maxWarnings: nil, filter: .none)
        #expect(loud.apply(Self.warningAndError).findings.map(\.ruleID) == ["w", "e"])
        #expect(loud.exitCode == 1)
    }

    @Test func failOnDecidesTheExitStatus() {
        var policy = ReportPolicy(quiet: false, failOn: .error, maxWarnings: nil, filter: .none)
        _ = policy.apply(Self.file([Self.finding("w", .warning, at: 1)]))
        #expect(policy.exitCode == 0)
        var strict = ReportPolicy(quiet: false, failOn: .warning, maxWarnings: nil, filter: .none)
        _ = strict.apply(Self.file([Self.finding("w", .warning, at: 1)]))
        #expect(strict.exitCode == 1)
    }

    @Test func aBaselineMovesKnownFindingsOutOfTheReportAndTheExitStatus() throws {
        let known = Self.file([Self.finding("e", .error, at: 30)])
        let text = Baseline.write(LintRun(tool: ToolInfo(version: "0", informationURI: ""), files: [known], rules: [], workingDirectory: "/"))
        var policy = ReportPolicy(quiet: false, failOn: .error, maxWarnings: nil, filter: .baseline(try Baseline.parse(text)))
        let shown = policy.apply(Self.warningAndError)
        #expect(shown.findings.map(\.ruleID) == ["w"] && shown.baselined.map(\.ruleID) == ["e"])
        #expect(policy.suppressed == 1 && policy.exitCode == 0)
    }

    @Test func everythingIsBaselinedWhenTheBaselineIsTheFileBeingWritten() {
        var policy = ReportPolicy(quiet: false, failOn: .note, maxWarnings: nil, filter: .everything)
        let shown = policy.apply(Self.warningAndError)
        #expect(shown.findings.isEmpty && shown.baselined.count == 2)
        #expect(policy.suppressed == 2 && policy.exitCode == 0)
    }
}
