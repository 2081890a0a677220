import CardlintReading
import CardlintRules
import Foundation
import Testing
@testable import CardlintReport

@Suite struct GoldenTests {
    /// Every registered format has a golden file named after it (`<identifier>.<extension>`).
    @Test(arguments: ReportFormats.all.map(\.identifier))
    func formatMatchesGolden(format: String) throws {
        let reporter = try #require(ReportFormats.reporter(for: format))
        let names = try FileManager.default.contentsOfDirectory(atPath: Golden.directory.path)
        let golden = try #require(names.sorted().first { $0.split(separator: ".").first.map(String.init) == format },
                                  "the \(format) format has no golden file in Tests/CardlintReportTests/.golden/")
        try Golden.check(reporter.render(Fixture.run()), golden)
    }

    @Test func colouredTextMatchesGolden() throws {
        try Golden.check(TextReporter(color: true).render(Fixture.run()), "text-color.txt")
    }

    @Test func everyFormatIsRegistered() {
        #expect(Set(ReportFormats.all.map(\.identifier)).count == ReportFormats.all.count, "a name is registered twice")
        for f in ReportFormats.all { #expect(ReportFormats.reporter(for: f.identifier) != nil) }
        #expect(ReportFormats.reporter(for: "nope") == nil)
    }

    @Test func renderingIsDeterministicAndOrderIndependent() {
        var shuffled = Fixture.run()
        shuffled.files.reverse()
        for i in shuffled.files.indices { shuffled.files[i].findings.reverse() }
        shuffled.rules.reverse()
        for f in ReportFormats.all {
            let r = ReportFormats.reporter(for: f.identifier)
            #expect(r?.render(Fixture.run()) == r?.render(shuffled), "\(f.identifier) depends on input order")
        }
    }

    @Test func codePointColumnsCountEmojiOnce() {
        let text = TextReporter().render(Fixture.run())
        // `"light"` follows `"Grüße 👋", ` on line 5: ü, ß and 👋 are one column each.
        #expect(text.contains("cards/welcome.json:5:56: warning [text-contrast]"))
        #expect(text.contains("cards/welcome.json:5:43: note [text-contrast]"))
    }

    @Test func cleanRunSaysNoProblems() {
        let run = LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"),
                          files: [FileReport(path: "a.json", source: nil, findings: []),
                                  FileReport(path: "b.json", source: nil, findings: [])],
                          rules: [], workingDirectory: "/w")
        #expect(TextReporter().render(run) == "✔ No problems in 2 files\n")
    }

    @Test func summaryCountsAndScope() {
        let text = TextReporter().render(Fixture.run())
        #expect(text.contains("✖ 4 problems (2 errors, 1 warning, 1 note) in 2 files; 2 files skipped (not Adaptive Cards)"))
        #expect(text.contains("  ↳ holds on: iphone-se-320 · AX3, AX4, AX5 · hosts: teams-mobile · themes: dark"))
        #expect(text.contains("  ↳ related: cards/welcome.data.json:2:20: data item 0 has an empty avatar"))
        #expect(!text.contains("\u{1B}["))
        #expect(TextReporter(color: true).render(Fixture.run()).contains("\u{1B}[31merror\u{1B}[0m"))
    }
}
