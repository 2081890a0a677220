import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

/// The Markdown report is a pull-request comment: it fits GitHub's 65 536 characters, lists the
/// most severe rules first, and says how many findings it did not show.
@Suite struct MarkdownLimitTests {
    /// `files` files with one finding per rule of `rules` (severity cycling note, warning, error) and long messages.
    func bigRun(files: Int, rules: Int) -> LintRun {
        let severities: [Severity] = [.note, .warning, .error]
        var reports: [FileReport] = []
        for f in 0..<files {
            let path = "cards/card-\(f).json"
            let text = String(repeating: "{\"type\": \"AdaptiveCard\"}\n", count: rules)
            let findings = (0..<rules).map { r in
                Finding(ruleID: "rule-\(r)", severity: severities[r % 3], tags: [],
                        message: "finding of rule \(r) in card \(f): " + String(repeating: "long words ", count: 12),
                        range: SourceRange(start: r * 25, end: r * 25 + 5), pointer: "/\(r)")
            }
            reports.append(FileReport(path: path, source: SourceFile(path: path, text: text), findings: findings))
        }
        return LintRun(tool: ToolInfo(version: "0.1.0", informationURI: "https://cardlint.dev"), files: reports, rules: [],
                       exitCode: 1, workingDirectory: "/w")
    }

    @Test func aLargeRunFitsAComment() {
        let md = MarkdownReporter().render(bigRun(files: 400, rules: 9))
        #expect(md.utf8.count <= MarkdownReporter.commentLimit)
        #expect(md.contains("not shown** (of 3600)"), "\(md.suffix(400))")
        #expect(md.contains("| Rule | Severity | Findings |"))
    }

    @Test(arguments: [2_000, 5_000, 20_000])
    func smallLimitsHoldToo(_ limit: Int) {
        let md = MarkdownReporter(limit: limit).render(bigRun(files: 50, rules: 6))
        #expect(md.utf8.count <= limit)
        let shown = md.split(separator: "\n").count(where: { $0.hasPrefix("- cards/") })
        let notShown = md.split(separator: "\n").first { $0.hasPrefix("**") && $0.contains("not shown") }
            .flatMap { Int($0.dropFirst(2).prefix { $0.isNumber }) } ?? 0
        #expect(shown + notShown == 300, "\(shown) + \(notShown)")
    }

    @Test func mostSevereRulesFirst() throws {
        let md = MarkdownReporter().render(bigRun(files: 2, rules: 6))
        let headings = md.split(separator: "\n").filter { $0.hasPrefix("### ") }.map(String.init)
        #expect(headings.count == 6)
        #expect(headings.prefix(2).allSatisfy { $0.hasPrefix("### 🔴") })
        #expect(headings[2...3].allSatisfy { $0.hasPrefix("### 🟡") })
        #expect(headings.suffix(2).allSatisfy { $0.hasPrefix("### 🔵") })
        // Nothing was left out: no closing count.
        #expect(!md.contains("not shown"))
        let table = try #require(md.range(of: "| Rule | Severity | Findings |"))
        #expect(md[table.upperBound...].contains("| 🔴 rule-2 <code>rule-2</code> | error | 2 |"))
    }

    @Test func locationsAreRelativeAndLinked() {
        var run = bigRun(files: 1, rules: 1)
        run.files[0].path = "/repo/cards/card-0.json"
        run.workingDirectory = "/repo/cards"
        let md = MarkdownReporter(fileLinkBase: "https://github.com/o/r/blob/abc/", root: "/repo").render(run)
        #expect(md.contains("- [cards/card-0.json:1:1](https://github.com/o/r/blob/abc/cards/card-0.json#L1) — "), "\(md)")
        let plain = MarkdownReporter(root: "/repo").render(run)
        #expect(plain.contains("- cards/card-0.json:1:1 — "))
    }
}
