import CardlintReading
import CardlintRules
import Foundation
import Testing
@testable import CardlintReport

/// Card text reaches CI logs: a string holding `\n::error::x` printed raw starts a line GitHub
/// Actions runs as a workflow command, `\r` rewrites a line, ESC starts a terminal sequence, and
/// bidi overrides reorder what a reviewer reads. Every human-readable format shows them escaped.
@Suite struct LogInjectionTests {
    static let hostile = "ok\n::error::x\r\n::add-mask::y\u{1B}[31mred\u{7F}\u{85}\u{202E}rtl\u{2066}"

    static func run() -> LintRun {
        let text = "{\"type\": \"AdaptiveCard\", \"body\": [{\"type\": \"TextBlock\", \"text\": \"a\u{1B}[2Jb\u{202E}c\"}]}\n"
        let path = "cards/x\n::error::p.json"
        let range = SourceRange(start: text.utf8.count - 12, end: text.utf8.count - 4)
        let finding = Finding(ruleID: "r", severity: .error, tags: [], message: "text '\(hostile)' is bad", range: range,
                              pointer: "/body/0/text", scope: FindingScope(hosts: [hostile]),
                              related: [RelatedLocation(range: range, message: hostile)])
        let report = FileReport(path: path, source: SourceFile(path: path, text: text), findings: [finding])
        return LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"), files: [report], rules: [], workingDirectory: "/w")
    }

    static let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{7F}", "\u{85}", "\u{202E}", "\u{2066}", "\r"]

    /// JSON documents keep card text exact (JSON's escapes: a raw line break cannot occur).
    static let jsonFormats: Set<String> = ["json", "sarif"]

    /// Every other registered format, including any added later.
    @Test(arguments: ReportFormats.all.map(\.identifier).filter { !jsonFormats.contains($0) })
    func controlCharactersFromCardsAreEscaped(_ format: String) throws {
        let out = try #require(ReportFormats.reporter(for: format)?.render(Self.run()))
        for u in Self.forbidden { #expect(!out.unicodeScalars.contains(u), "\(format) prints U+\(String(u.value, radix: 16)) raw") }
        for line in out.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(!line.hasPrefix("::error::") && !line.hasPrefix("::add-mask::") && !line.contains("\n::"), "\(format): \(line)")
        }
        #expect(out.contains("::error::x"), "\(format): the text is shown, escaped")
        #expect(out.contains(#"\u{1B}"#), "\(format)")
    }

    @Test func codeFramesEscapeAndKeepTheCaretUnderTheColumn() {
        let text = "{\"t\": \"\u{1B}[2J\", \"x\": 1}"
        let frame = CodeFrame.frame(SourceFile(path: "a", text: text), range: SourceRange(start: 16, end: 17))
        #expect(frame == "  {\"t\": \"\\u{1B}[2J\", \"x\": 1}\n" + "  " + String(repeating: " ", count: 21) + "^")
        #expect(ControlEscape.escape("a\tb\nc\u{9B}") == "a\tb\\nc\\u{9B}")
        #expect(ControlEscape.escape("plain ✓ text") == "plain ✓ text")
    }
}
