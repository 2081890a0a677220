import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

@Suite struct EscapingTests {
    static let evil1 = "<script>alert(1)</script>"
    static let evil2 = "\"><svg onload=alert(1)>"

    /// A run whose path, message, snippet, pointer, scope, properties and rule text are hostile.
    static func hostileRun() -> LintRun {
        let path = "cards/\(evil1)\(evil2).json"
        let text = "{ \"text\": \"\(evil1)\", \"alt\": \"\(evil2)\" }\n"
        let finding = Finding(ruleID: "rule-\(evil2)", severity: .error, tags: ["accessibility"],
                              message: "Bad \(evil1) and \(evil2)", range: Fixture.range(of: evil1, in: text),
                              pointer: "/\(evil2)", scope: FindingScope(hosts: [evil1], dataSet: evil2),
                              properties: [evil1: evil2],
                              related: [RelatedLocation(range: Fixture.range(of: evil2, in: text), message: evil1)])
        var report = FileReport(path: path, source: SourceFile(path: path, text: text), findings: [finding])
        report.wireframes = [Wireframe(label: evil1 + evil2, svg: "<svg></svg>")]
        let rule = RuleMetadata(id: "rule-\(evil2)", title: evil1, description: "Fix \(evil1) [x](javascript:alert(1)) \(evil2) `\(evil1)`",
                                severity: .error, tags: [evil2], helpURI: "javascript:alert(1)", origin: "x", pack: "x")
        return LintRun(tool: ToolInfo(version: evil1, informationURI: "javascript:alert(1)"), files: [report], rules: [rule],
                       workingDirectory: "/w")
    }

    @Test func htmlEscapesEveryCardString() {
        let html = HTMLReporter().render(Self.hostileRun())
        #expect(!html.contains(Self.evil1))
        #expect(!html.contains("<svg onload"))
        #expect(!html.contains("\"><svg onload"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;svg onload=alert(1)&gt;"))
        // The only <script> is the page's own filter script.
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test func junitEscapesXML() {
        let xml = JUnitReporter().render(Self.hostileRun())
        #expect(!xml.contains(Self.evil1))
        #expect(!xml.contains("<svg"))
        #expect(xml.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(Escape.xml("a\u{0}b\u{1B}c\n", attribute: true) == "a\u{FFFD}b\u{FFFD}c&#10;")
        #expect(Escape.xml("'&'") == "&apos;&amp;&apos;")
    }

    @Test func markdownEscapesHTMLAndLinks() {
        let md = MarkdownReporter().render(Self.hostileRun())
        #expect(!md.contains(Self.evil1))
        #expect(!md.contains("<svg"))
        #expect(!md.contains("javascript:"))
    }

    @Test func githubCommandEscaping() {
        #expect(Escape.githubData("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(Escape.githubProperty("a:b,c%\n") == "a%3Ab%2Cc%25\\n")
        let f = Finding(ruleID: "r", severity: .note, tags: [], message: "line1\nline2 100%", range: SourceRange(start: 0, end: 1), pointer: "")
        let run = LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"),
                          files: [FileReport(path: "dir,x/a:b.json", source: SourceFile(path: "dir,x/a:b.json", text: "{}\n"), findings: [f])],
                          rules: [], workingDirectory: "/w")
        let out = GitHubReporter().render(run)
        // A line break in a message is card text (rules quote it): shown as `\n`, never a new line.
        #expect(out.hasPrefix("::notice file=dir%2Cx/a%3Ab.json,line=1,col=1,endLine=1,endColumn=2,title=r [r]::line1\\nline2 100%25\n"))
    }

    @Test func safeMarkdownSubset() {
        #expect(SafeMarkdown.html("Use `altText` **now**, *please*.") ==
                "<p>Use <code>altText</code> <strong>now</strong>, <em>please</em>.</p>\n")
        #expect(SafeMarkdown.html("- a\n- b\n\n1. one\n2. two") == "<ul><li>a</li><li>b</li></ul>\n<ol><li>one</li><li>two</li></ol>\n")
        #expect(SafeMarkdown.html("[ok](https://x.org/a) [bad](javascript:alert(1))") ==
                "<p><a href=\"https://x.org/a\" rel=\"noopener noreferrer\">ok</a> bad)</p>\n")
        #expect(SafeMarkdown.html("<b onclick=\"x\">hi</b>") == "<p>&lt;b onclick=&quot;x&quot;&gt;hi&lt;/b&gt;</p>\n")
        #expect(SafeMarkdown.html("## Fix") == "<h5>Fix</h5>\n")
    }

    @Test func jsonEscapesControlCharacters() {
        var out = ""
        JSONNode.quote("a\"b\\c\n\u{1}\u{2028}", into: &out)
        #expect(out == "\"a\\\"b\\\\c\\n\\u0001\\u2028\"")
    }
}

@Suite struct RobustnessTests {
    @Test func activeWireframesAreNotEmbedded() {
        #expect(HTMLReporter.isInert("<svg viewBox=\"0 0 1 1\"><rect width=\"1\" height=\"1\"/><text>onion = 3</text></svg>"))
        #expect(!HTMLReporter.isInert("<svg onload=alert(1)></svg>"))
        #expect(!HTMLReporter.isInert("<svg><rect\tONCLICK = \"x\"/></svg>"))
        #expect(!HTMLReporter.isInert("<svg><script>alert(1)</script></svg>"))
        #expect(!HTMLReporter.isInert("<svg><a href=\"JavaScript:x\">a</a></svg>"))
        #expect(!HTMLReporter.isInert("<img src=x>"))
    }

    /// Unreadable files without source, and ranges past the end of a file, render in every format.
    @Test func missingSourcesAndWildRangesRender() throws {
        let gone = Finding(ruleID: "file-unreadable", severity: .error, tags: [], message: "No such file.",
                           range: SourceRange(start: 5, end: 2), pointer: "")
        let wild = Finding(ruleID: "r", severity: .warning, tags: [], message: "Past the end.",
                           range: SourceRange(start: 900, end: 950), pointer: "/x",
                           related: [RelatedLocation(path: "missing.json", range: SourceRange(start: 1, end: 2), message: "nowhere")])
        let run = LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"),
                          files: [FileReport(path: "gone.json", source: nil, findings: [gone], failed: true),
                                  FileReport(path: "short.json", source: SourceFile(path: "short.json", text: "{}"), findings: [wild])],
                          rules: [], exitCode: 2, workingDirectory: "/w")
        for f in ReportFormats.all {
            let out = ReportFormats.reporter(for: f.identifier)?.render(run) ?? ""
            #expect(out.contains("gone.json") && out.contains("short.json"), "\(f.identifier)")
        }
        #expect(TextReporter().render(run).hasPrefix("gone.json: error [file-unreadable] No such file.\n"))
        let sarif = SARIFReporter().render(run)
        #expect(sarif.contains("\"executionSuccessful\": false"))
        try SARIFValidator.expectValid(sarif)
    }
}
