import Foundation
import CardlintReading
import CardlintRules
@testable import CardlintReport

/// A small run covering every reporter feature: non-ASCII text before a finding (code-point
/// columns), scoped findings, measured values, related locations into a data file, an
/// unreadable file, a clean file, wireframes and skipped files.
enum Fixture {
    static let welcomeText = """
    {
      "type": "AdaptiveCard",
      "version": "1.5",
      "body": [
        { "type": "TextBlock", "text": "Grüße 👋", "color": "light" },
        { "type": "Image", "url": "https://example.com/a.png" }
      ]
    }

    """

    static let dataText = """
    [
      { "name": "Zoë", "avatar": "" }
    ]

    """

    static func range(of needle: String, in text: String) -> SourceRange {
        let bytes = Array(text.utf8), n = Array(needle.utf8)
        var i = 0
        while i + n.count <= bytes.count {
            if Array(bytes[i..<i + n.count]) == n { return SourceRange(start: i, end: i + n.count) }
            i += 1
        }
        return .unknown
    }

    static let rules: [RuleMetadata] = [
        RuleMetadata(id: "image-has-alt-text", title: "Images have alternative text",
                     description: "Screen-reader users hear nothing for an image without `altText`.\n\n**How to fix:** add a short `altText`.\n\n- Decorative images: use an empty string.\n- See [WCAG 1.1.1](https://www.w3.org/WAI/WCAG22/Understanding/non-text-content).",
                     severity: .error, tags: ["accessibility", "wcag-1.1.1"],
                     helpURI: "https://cardlint.dev/rules/image-has-alt-text", origin: "rules/accessibility/image-has-alt-text.yaml", pack: "accessibility"),
        RuleMetadata(id: "text-contrast", title: "Text has enough contrast",
                     description: "Low-vision users cannot read text whose contrast is below 4.5:1.",
                     severity: .warning, tags: ["accessibility", "wcag-1.4.3"],
                     helpURI: "https://cardlint.dev/rules/text-contrast", origin: "rules/accessibility/text-contrast.yaml", pack: "accessibility"),
        RuleMetadata(id: "json-syntax", title: "File is valid JSON", description: "The file must be valid JSON.",
                     severity: .error, tags: ["syntax"], helpURI: nil, origin: "built-in", pack: "core"),
    ]

    static func run(welcome: String = welcomeText, extraFindings: [Finding] = []) -> LintRun {
        let welcomeSource = SourceFile(path: "cards/welcome.json", text: welcome)
        let dataSource = SourceFile(path: "cards/welcome.data.json", text: dataText)
        let contrast = Finding(
            ruleID: "text-contrast", severity: .warning, tags: ["accessibility", "wcag-1.4.3"],
            message: "Text contrast 1.6:1 is below 4.5:1 on the dark theme.",
            range: range(of: "\"light\"", in: welcome), pointer: "/body/0/color",
            scope: FindingScope(hosts: ["teams-mobile"], themes: ["dark"], viewports: ["iphone-se-320"],
                                typeScales: ["AX3", "AX4", "AX5"]),
            properties: ["ratio": "1.6", "required": "4.5"],
            onset: Onset(viewports: [Onset.Viewport(viewport: "iphone-se-320", typeScales: ["large", "xxxLarge", "AX3", "AX4", "AX5"],
                                                    failing: ["AX3", "AX4", "AX5"])]))
        let alt = Finding(
            ruleID: "image-has-alt-text", severity: .error, tags: ["accessibility", "wcag-1.1.1"],
            message: "Image has no altText.", range: range(of: "{ \"type\": \"Image\"", in: welcome), pointer: "/body/1",
            scope: FindingScope(dataSet: "cards/welcome.data.json", dataItem: 0),
            related: [RelatedLocation(path: "cards/welcome.data.json", range: range(of: "\"avatar\": \"\"", in: dataText),
                                      message: "data item 0 has an empty avatar")])
        let note = Finding(ruleID: "text-contrast", severity: .note, tags: ["accessibility"],
                           message: "Emoji 👋 may be read aloud as \"waving hand\".",
                           range: range(of: "👋", in: welcome), pointer: "/body/0/text")
        let welcomeReport: FileReport = {
            var r = FileReport(path: "cards/welcome.json", source: welcomeSource, findings: [alt, contrast, note] + extraFindings,
                               relatedSources: ["cards/welcome.data.json": dataSource])
            r.wireframes = [Wireframe(label: "iPhone SE 320 pt · AX5 · teams-mobile dark",
                                      svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 120\"><rect x=\"0\" y=\"0\" width=\"320\" height=\"120\" fill=\"#fff\" stroke=\"#999\"/><rect x=\"12\" y=\"12\" width=\"200\" height=\"20\" fill=\"#cde\"/><rect x=\"12\" y=\"44\" width=\"96\" height=\"64\" fill=\"#edc\"/></svg>")]
            return r
        }()
        let brokenText = "{ \"type\": \"AdaptiveCard\", }\n"
        let broken = FileReport(
            path: "cards/broken.json", source: SourceFile(path: "cards/broken.json", text: brokenText),
            findings: [Finding(ruleID: "json-syntax", severity: .error, tags: ["syntax"], message: "Trailing comma before '}'.",
                               range: range(of: ",", in: brokenText), pointer: "")],
            failed: true)
        let clean = FileReport(path: "cards/clean.json", source: SourceFile(path: "cards/clean.json", text: "{}\n"), findings: [])
        var run = LintRun(tool: ToolInfo(version: "0.1.0", informationURI: "https://cardlint.dev"),
                          files: [welcomeReport, clean, broken], rules: rules, skippedNonCards: 2, exitCode: 1,
                          workingDirectory: "/work/project")
        run.skippedLinksOutOfTree = 1
        run.skippedNotRegularFiles = 3
        return run
    }

    /// The same card with two lines inserted before the body: every finding moves down.
    static var shiftedWelcome: String {
        welcomeText.replacingFirst("  \"version\": \"1.5\",\n", with: "  \"version\": \"1.5\",\n  \"speak\": \"Hello\",\n  \"lang\": \"de\",\n")
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
