@testable import CardlintKit
import CardlintReading
import CardlintReport
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// Cards of a few megabytes that took minutes: each shape, linted with the rule or stage that
/// was quadratic, must cost about ten times the work at ten times the size (`Work`: steps counted by
/// the loops the shape lengthens, not seconds). Sizes are small enough for a debug build.
@Suite struct ScalingTests {
    /// A linter with only `ruleIDs` on one host and one layout context (what the shape exercises).
    static func linter(_ ruleIDs: [String], layout: Bool = false, host: String = "ios-sdk") throws -> Linter {
        let rules = TestSupport.resources.rules.filter { ruleIDs.contains($0.id) }.map { ActiveRule(rule: $0) }
        #expect(rules.count == ruleIDs.count)
        let settings = LintSettings(hosts: [host], viewports: layout ? ["reflow-320"] : [], typeScales: layout ? ["large"] : [])
        return Linter(resources: TestSupport.resources, rules: rules, settings: settings,
                      hosts: try TestSupport.resources.hostContexts(for: settings))
    }

    static func card(_ body: String) -> [UInt8] {
        Array(#"{"type": "AdaptiveCard", "version": "1.5", "body": [\#(body)]}"#.utf8)
    }

    static func expectLinear(_ name: String, _ n: Int, _ lint: (Int) throws -> Void) throws {
        let r = try Work.ratio(n, lint)
        #expect(r.small > 0, "\(name): nothing counted")
        #expect(r.ratio <= Work.maxRatio, "\(name): \(r.small) steps at ×1, \(r.large) at ×10 (ratio \(r.ratio))")
    }

    static func findings(_ outcome: Linter.Outcome) -> [Finding] {
        if case .report(let r) = outcome { return r.findings }
        return []
    }

    @Test func manyElementsSharingOneID() throws {
        let linter = try Self.linter(["duplicate-id"])
        let cards = [200: 200, 2_000: 2_000].mapValues { n in
            Self.card((0..<n).map { #"{"type": "TextBlock", "text": "t\#($0)", "id": "same"}"# }.joined(separator: ","))
        }
        #expect(Self.findings(linter.lint(path: "a.json", bytes: cards[200]!, explicit: true)).count == 199)
        try Self.expectLinear("elements of one id", 200) { n in _ = linter.lint(path: "a.json", bytes: cards[n]!, explicit: true) }
    }

    @Test func manyBindingsInOneString() throws {
        let linter = try Self.linter(["template-unknown-path"])
        let cards = [1_000: 1_000, 10_000: 10_000].mapValues { n in
            Self.card(#"{"type": "TextBlock", "text": "\#(String(repeating: "${a}", count: n))"}"#)
        }
        let data = [DataSet(name: "d.json", bytes: Array(#"{"a": "b"}"#.utf8))]
        try Self.expectLinear("bindings in one string", 1_000) { n in
            _ = linter.lint(path: "a.json", bytes: cards[n]!, explicit: true, inlineData: data)
        }
    }

    @Test func megabytesOfMarkdownLinks() throws {
        let texts = [500: 500, 5_000: 5_000].mapValues { n in (0..<n).map { "[link \($0)](https://e.com/\($0))" }.joined(separator: " ") }
        #expect(MarkdownText.plain(texts[500]!).hasPrefix("link 0 link 1 link 2"))
        #expect(MarkdownText.bareURLs(in: texts[500]! + " https://bare.example").count == 1)
        try Self.expectLinear("Markdown links", 500) { n in
            _ = MarkdownText.plain(texts[n]!)
            _ = MarkdownText.bareURLs(in: texts[n]!)
        }
    }

    @Test func manyFindingsOnOneMinifiedLine() throws {
        // A first line of 70 kB makes both sizes large files (whose columns are found from
        // checkpoints, not by scanning the line), so only the findings' own cost is compared.
        let pad = String(repeating: " ", count: 70_000) + "\n"
        // Elements of 100 bytes: the line is long for its findings, as minified cards are.
        let element = "{\"type\": \"Image\", \"url\": \"https://example.com/" + String(repeating: "x", count: 51) + "\"},"
        #expect(element.utf8.count == 100)
        func run(_ n: Int) -> LintRun {
            let text = pad + "[" + String(repeating: element, count: n) + "{}]"
            let source = SourceFile(path: "a.json", text: text)
            let findings = (0..<n).map { i in
                Finding(ruleID: "r", severity: .error, tags: [], message: "m",
                        range: SourceRange(start: pad.utf8.count + 1 + i * 100, end: pad.utf8.count + 18 + i * 100), pointer: "")
            }
            return LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"),
                           files: [FileReport(path: "a.json", source: source, findings: findings)], rules: [], workingDirectory: "/w")
        }
        let runs = [500: run(500), 5_000: run(5_000)]
        let out = TextReporter().render(runs[500]!)
        #expect(out.contains("a.json:2:25002: error [r] m\n  …"), "the frame is a window around the column")
        try Self.expectLinear("findings on one line (text)", 500) { n in _ = TextReporter().render(runs[n]!) }
    }

    @Test func manySmallTappableImages() throws {
        // WCAG's 24 px on a web host (the iOS SDK pads small targets), where spacing is checked.
        let linter = try Self.linter(["target-size"], layout: true, host: "teams-desktop")
        let image = #"{"type": "Image", "url": "https://e.com/i.png", "altText": "i", "width": "10px", "height": "10px", "selectAction": {"type": "Action.OpenUrl", "title": "Open", "url": "https://e.com"}}"#
        let cards = [60: 60, 600: 600].mapValues { n in Self.card(Array(repeating: image, count: n).joined(separator: ",")) }
        #expect(!Self.findings(linter.lint(path: "a.json", bytes: cards[60]!, explicit: true)).isEmpty)
        try Self.expectLinear("small tappable images", 60) { n in _ = linter.lint(path: "a.json", bytes: cards[n]!, explicit: true) }
    }

    @Test func factSetOfManyFacts() throws {
        let linter = try Self.linter(["text-clipped"], layout: true)
        let cards = [100: 100, 1_000: 1_000].mapValues { n in
            Self.card(#"{"type": "FactSet", "facts": [\#((0..<n).map { #"{"title": "title \#($0)", "value": "value number \#($0)"}"# }.joined(separator: ","))]}"#)
        }
        try Self.expectLinear("FactSet facts", 100) { n in _ = linter.lint(path: "a.json", bytes: cards[n]!, explicit: true) }
    }
}
