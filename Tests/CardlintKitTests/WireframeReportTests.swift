@testable import CardlintReport
import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

@Suite struct WireframeReportTests {
    static let card = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "TextBlock", "text": "<script>alert(1)</script>", "wrap": true},
      {"type": "Image", "url": "https://example.com/a.png"}
    ]}
    """

    static func lintedWithWireframes(_ json: String) throws -> [FileReport] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wireframes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/card.json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())
        let result = try LintRunner(factory: factory).run([FileWalker.Input(path: path, explicit: true)])
        return result.files.map { Wireframes.attach(to: $0, factory: factory) }
    }

    @Test func cardStringsAreEscapedInTheHTMLReportWithWireframes() throws {
        let files = try Self.lintedWithWireframes(Self.card)
        let report = try #require(files.first)
        #expect(!report.findings.isEmpty)
        #expect((1...Wireframes.maxPerCard).contains(report.wireframes.count))
        let host = try #require(TestSupport.resources.defaults.hosts.first)
        for w in report.wireframes {
            #expect(w.label.hasSuffix(" · " + host))
            #expect(w.label.split(separator: "·").count == 3)
            #expect(w.svg.contains(">&lt;script&gt;alert(1"))
            #expect(!w.svg.contains("<script"))
        }
        let page = HTMLReporter().render(LintRun(tool: ToolInfo(version: "test", informationURI: "https://example.com"),
                                                 files: files, rules: [], workingDirectory: "/"))
        #expect(!page.contains("<script>alert"))
        #expect(page.components(separatedBy: "<script").count == 4, "only the report's own data (facets, wireframes) and script")
        let drawn = Self.inflatedWireframes(page)
        #expect(drawn.count == 1, "one card's wireframes in the page's data")
        #expect(page.contains("data-wf=\"1\""), "its button names them")
        let html = page + drawn.joined()
        #expect(html.contains("class=\"wireframes\""))
        #expect(!html.contains("Wireframe omitted"))
        #expect(!drawn.joined().contains("<script"), "the drawn wireframes hold no script")
        // The image finding's number in the list is the number on its badge.
        let image = try #require(report.findings.first { $0.ruleID == "image-missing-alt-text" })
        let number = try #require(HTMLReporter.findingNumbers(report)[image])
        #expect(html.contains("<span class=\"fnum\">\(number)</span>"))
        #expect(report.wireframes.allSatisfy { $0.svg.contains("class=\"bdg\"") && $0.svg.contains(">\(number)</text>") })
    }

    @Test func cardTextThatLooksLikeScriptDoesNotCostTheWireframe() throws {
        let json = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "javascript:alert(1) onclick=x", "wrap": true},
          {"type": "Image", "url": "https://example.com/a.png"}
        ]}
        """
        let report = try #require(try Self.lintedWithWireframes(json).first)
        let svg = try #require(report.wireframes.first?.svg)
        #expect(svg.contains("javascript&#58;alert(1) onclick&#61;x"))
        let page = HTMLReporter().render(LintRun(tool: ToolInfo(version: "test", informationURI: "https://example.com"),
                                                 files: [report], rules: [], workingDirectory: "/"))
        let html = Self.inflatedWireframes(page).joined()
        #expect(!html.contains("Wireframe omitted"))
        let frames = try #require(html.range(of: "class=\"wireframes\"")).upperBound
        #expect(!html[frames...].contains("javascript:"))
    }

    /// What each wireframe button of a page draws (the page's script inflates the same data).
    static func inflatedWireframes(_ page: String) -> [String] {
        guard let start = page.range(of: "id=\"wf-data\">")?.upperBound, let end = page[start...].range(of: "</script>")?.lowerBound,
              let text = Gzip.text(fromBase64: String(page[start..<end])) else { return [] }
        return text.components(separatedBy: "<!--wf:").dropFirst().map { String($0) }
    }

    @Test func filesWithoutFindingsOrWithoutACardGetNoWireframes() throws {
        let clean = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hello", "wrap": true}]}
        """
        #expect(try Self.lintedWithWireframes(clean).first?.wireframes.isEmpty == true)
        #expect(try Self.lintedWithWireframes("{\"type\": \"AdaptiveCard\", ").first?.wireframes.isEmpty == true)
    }

    @Test func wireframesAreDeterministic() throws {
        let a = try Self.lintedWithWireframes(Self.card).first?.wireframes.map { $0.label + $0.svg }
        let b = try Self.lintedWithWireframes(Self.card).first?.wireframes.map { $0.label + $0.svg }
        #expect(a == b)
    }
}
