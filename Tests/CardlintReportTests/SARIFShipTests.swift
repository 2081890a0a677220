import CardlintReading
import CardlintRules
import Foundation
import Testing
@testable import CardlintReport

/// What code scanning needs beyond the schema: a category per analysis, where a finding holds in
/// the text it shows, and at most 25 000 results per run.
@Suite struct SARIFShipTests {
    func json(_ sarif: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    }
    func firstRun(_ sarif: String) throws -> [String: Any] {
        try #require((try json(sarif)["runs"] as? [[String: Any]])?.first)
    }
    func results(_ sarif: String) throws -> [[String: Any]] {
        try #require(try firstRun(sarif)["results"] as? [[String: Any]])
    }

    @Test func categorySetsTheAutomationID() throws {
        let run = try firstRun(SARIFReporter(category: "cards/teams").render(Fixture.run()))
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "cards/teams/")
        let slashed = try firstRun(SARIFReporter(category: "x/").render(Fixture.run()))
        #expect((slashed["automationDetails"] as? [String: Any])?["id"] as? String == "x/")
        #expect(try firstRun(SARIFReporter().render(Fixture.run()))["automationDetails"] == nil)
        #expect(try firstRun(SARIFReporter(category: "").render(Fixture.run()))["automationDetails"] == nil)
        try SARIFValidator.expectValid(SARIFReporter(category: "cards/teams").render(Fixture.run()))
    }

    @Test func theMessageSaysWhereTheFindingHolds() throws {
        let texts = try results(SARIFReporter().render(Fixture.run())).compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(texts.contains("Text contrast 1.6:1 is below 4.5:1 on the dark theme. — from AX3 on iphone-se-320 (fine at xxxLarge) (holds on: iphone-se-320 · AX3, AX4, AX5 · hosts: teams-mobile · themes: dark)"))
        // A finding that holds everywhere keeps its message as it is.
        #expect(texts.contains("Emoji 👋 may be read aloud as \"waving hand\"."))
    }

    @Test func theFingerprintDoesNotDependOnTheScopeText() throws {
        let all = try results(SARIFReporter().render(Fixture.run()))
        let contrast = try #require(all.first { $0["level"] as? String == "warning" })
        let value = try #require((contrast["partialFingerprints"] as? [String: String])?["cardlint/v2"])
        let report = Fixture.run().files[0]
        #expect(report.findings[1].severity == .warning && !report.findings[1].scope.isEmpty)
        #expect(Fingerprint.hex(Fingerprint.values(of: report)[1]) == String(value.prefix(16)))
    }

    /// A run of `n` findings per severity on one card, in report order error/warning/note by line.
    func bigRun(errors: Int, warnings: Int, notes: Int) -> LintRun {
        var lines: [String] = [], findings: [Finding] = []
        var offset = 0
        let pattern: [Severity] = Array(repeating: .note, count: notes) + Array(repeating: .error, count: errors)
            + Array(repeating: .warning, count: warnings)
        for (i, s) in pattern.enumerated() {
            let line = "line \(i)"
            findings.append(Finding(ruleID: "r-\(s.rawValue)", severity: s, tags: [], message: "finding \(i)",
                                    range: SourceRange(start: offset, end: offset + line.utf8.count), pointer: "/\(i)"))
            lines.append(line)
            offset += line.utf8.count + 1
        }
        let text = lines.joined(separator: "\n") + "\n"
        return LintRun(tool: ToolInfo(version: "0.1.0", informationURI: "https://cardlint.dev"),
                       files: [FileReport(path: "a.json", source: SourceFile(path: "a.json", text: text), findings: findings)],
                       rules: [], exitCode: 1, workingDirectory: "/w")
    }

    @Test(arguments: [(errors: 3, warnings: 4, notes: 5, limit: 5), (errors: 6, warnings: 1, notes: 1, limit: 5),
                      (errors: 0, warnings: 2, notes: 9, limit: 4), (errors: 1, warnings: 1, notes: 1, limit: 3),
                      (errors: 2, warnings: 0, notes: 3, limit: 1)])
    func overTheLimitTheMostSevereAreKept(_ c: (errors: Int, warnings: Int, notes: Int, limit: Int)) throws {
        let total = c.errors + c.warnings + c.notes
        let sarif = SARIFReporter(resultLimit: c.limit).render(bigRun(errors: c.errors, warnings: c.warnings, notes: c.notes))
        let kept = try results(sarif)
        #expect(kept.count == min(total, c.limit))
        let levels = kept.map { $0["level"] as? String ?? "" }
        let wantErrors = min(c.errors, c.limit), wantWarnings = min(c.warnings, c.limit - wantErrors)
        #expect(levels.count(where: { $0 == "error" }) == wantErrors)
        #expect(levels.count(where: { $0 == "warning" }) == wantWarnings)
        // Report order is kept among the results that stay.
        let lines = kept.compactMap { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int }
        #expect(lines == lines.sorted())
        let notes = (((try firstRun(sarif)["invocations"] as? [[String: Any]])?.first)?["toolExecutionNotifications"] as? [[String: Any]]) ?? []
        let limitNote = notes.first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "sarif-result-limit" }
        if total > c.limit {
            let text = (limitNote?["message"] as? [String: Any])?["text"] as? String ?? ""
            #expect(text.hasPrefix("\(total - c.limit) of \(total) results left out"), "\(text)")
        } else {
            #expect(limitNote == nil)
        }
        try SARIFValidator.expectValid(sarif)
    }

    @Test func atTheLimitNothingIsLeftOut() throws {
        let run = bigRun(errors: 2, warnings: 2, notes: 2)
        #expect(SARIFReporter(resultLimit: 6).render(run) == SARIFReporter().render(run))
        #expect(SARIFReporter.githubResultLimit == 25_000)
    }

    @Test func skippingScratchCutsRangesAcrossChunks() throws {
        let base = MemoryStorage()
        for piece in ["abc", "defg", "hij"] { var p = piece; p.withUTF8 { base.append(UnsafeRawBufferPointer($0)) } }
        for (skip, want) in [([1..<2, 3..<6], "acghij"), ([0..<10], ""), ([], "abcdefghij"), ([2..<3, 3..<4, 9..<10], "abefghi")] {
            var out: [UInt8] = []
            try SkippingScratch(base, skip: skip).replay { out.append(contentsOf: $0) }
            #expect(String(decoding: out, as: UTF8.self) == want, "\(skip)")
        }
    }
}

/// Findings a baseline suppressed stay in the SARIF, marked, instead of disappearing.
@Suite struct SARIFBaselinedTests {
    @Test func baselinedFindingsAreSuppressedResults() throws {
        var run = Fixture.run()
        let welcome = run.files[0]
        run.files[0].findings = [welcome.findings[0]]
        run.files[0].baselined = Array(welcome.findings.dropFirst())
        run.baselineSuppressed = 2
        let sarif = SARIFReporter(baselineMarks: BaselineMarks(suppress: true)).render(run)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((doc["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 4)  // broken.json's error, the new finding and the two baselined ones
        let unchanged = results.filter { $0["baselineState"] as? String == "unchanged" }
        #expect(unchanged.count == 2)
        for r in unchanged {
            let s = try #require((r["suppressions"] as? [[String: Any]])?.first)
            #expect(s["kind"] as? String == "external" && s["status"] as? String == "accepted")
        }
        #expect(results.filter { $0["baselineState"] as? String == "new" }.count == 2)
        #expect(results.filter { $0["baselineState"] as? String == "new" }.allSatisfy { ($0["suppressions"] as? [Any])?.isEmpty == true })
        // Occurrence-numbered fingerprints stay unique.
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["cardlint/v2"] }
        #expect(Set(prints).count == prints.count)
        try SARIFValidator.expectValid(sarif)
        // Other formats leave them out.
        #expect(!JSONReporter().render(run).contains("Emoji"))
        #expect(!TextReporter().render(run).contains("Emoji"))
    }
}
