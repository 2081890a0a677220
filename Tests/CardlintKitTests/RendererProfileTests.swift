@testable import CardlintKit
import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// The renderer box facts reach the findings: the shipped hosts name their renderers, the font's
/// normal line height reaches a JavaScript host's layout, and a fact that changes what is drawn
/// changes what text-clipped reports.
@Suite struct RendererProfileTests {
    static func linter(_ ruleIDs: [String], host: String, viewports: [String], typeScales: [String] = ["large"]) throws -> Linter {
        let rules = TestSupport.resources.rules.filter { ruleIDs.contains($0.id) }.map { ActiveRule(rule: $0) }
        #expect(rules.count == ruleIDs.count)
        let settings = LintSettings(hosts: [host], viewports: viewports, typeScales: typeScales)
        return Linter(resources: TestSupport.resources, rules: rules, settings: settings,
                      hosts: try TestSupport.resources.hostContexts(for: settings))
    }

    static func findings(_ outcome: Linter.Outcome) -> [Finding] {
        if case .report(let r) = outcome { return r.findings }
        return []
    }

    /// A card title marked as a heading without `wrap`, too long for a 320 px card: the JavaScript
    /// renderer cuts it with "…" (text styles have no wrap there); the iOS SDK wraps it as
    /// `textStyles.heading.wrap` says. Its shorter twin fits on both.
    @Test func headingWithoutWrapIsClippedOnJavaScriptHosts() throws {
        let long = Array(#"""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "Specify the kind of feedback you are sending us today", "style": "heading"}]}
        """#.utf8)
        let short = Array(#"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Feedback", "style": "heading"}]}"#.utf8)
        let teams = try Self.linter(["text-clipped"], host: "teams-desktop", viewports: ["reflow-320"])
        let clipped = Self.findings(teams.lint(path: "a.json", bytes: long, explicit: true))
        #expect(clipped.count == 1 && clipped.first?.ruleID == "text-clipped")
        #expect(Self.findings(teams.lint(path: "a.json", bytes: short, explicit: true)).isEmpty)
        let ios = try Self.linter(["text-clipped"], host: "ios-sdk", viewports: ["iphone-se-320"])
        #expect(Self.findings(ios.lint(path: "a.json", bytes: long, explicit: true)).isEmpty)
    }

    /// Teams desktop draws text 1.33 × its size high (the JavaScript renderer's constant), and
    /// wrapped text cut by maxLines at Segoe UI's normal line height (1.3301 em).
    @Test func lineHeightsReachTheLayoutContext() throws {
        let r = TestSupport.resources
        #expect(r.layoutData.fontLineHeights["selawik"] == 1.3301)
        let teams = try #require(r.hosts.first { $0.profile.id == "teams-desktop" })
        #expect(teams.fontLineHeight == 1.3301 && teams.profile.renderer.clampedLineHeight == .fontNormal)
        let vp = try #require(r.layoutData.viewport(named: "reflow-320"))
        let json = try JSONParser.parse(#"""
            {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hi"},
              {"type": "TextBlock", "text": "Hi", "wrap": true, "maxLines": 2}]}
            """#).value
        let card = CardBuilder.build(json, catalog: r.catalog)
        let tree = Layout.compute(card: card, context: teams.layoutContext(vp), measurer: r.measurer)
        let texts = card.nodes.filter { $0.type == "TextBlock" }.map(\.id)
        let size = teams.themes[0].config.fontType(.default).fontSizes[.default]
        #expect(abs((tree[texts[0]]?.frame.height ?? 0) - size * 1.33) < 1e-6)
        #expect(abs((tree[texts[1]]?.frame.height ?? 0) - size * 1.3301) < 1e-6)
    }

    /// A user's own host profile (`host-profiles:` in `.cardlint.yml`) names a shipped renderer,
    /// with an override.
    @Test func userHostProfileNamesARenderer() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-renderer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = TestSupport.repoRoot + "/rules"
        try FileManager.default.copyItem(atPath: root + "/hostconfigs/teams-light.json", toPath: dir.appendingPathComponent("mine-light.json").path)
        let profile = """
        id: my-portal
        name: My portal
        description: A web page with the JavaScript SDK.
        max-version: {value: "1.5", source: our release notes, confidence: documented}
        font-family: selawik
        universal-actions: {value: false, source: our release notes, confidence: documented}
        shows-fallback-text: {value: false, source: the JS SDK, confidence: renderer-code}
        unlisted-types: {source: the JS SDK registry, confidence: renderer-code}
        themes: {light: mine-light.json}
        viewports: [reflow-320]
        touch-target: {standard: wcag-2.5.8, size: 24, unit: css-px}
        renderer: {use: js-sdk, action-row: scroll, evidence: {action-row: {source: our stylesheet, confidence: renderer-code}}}
        sources: [mine]
        """
        let file = dir.appendingPathComponent("my-portal.yaml")
        try profile.write(to: file, atomically: true, encoding: .utf8)
        let resources = try TestSupport.resources.adding(hostProfileFiles: [file.path])
        let host = try #require(resources.hosts.first { $0.profile.id == "my-portal" })
        let teams = try #require(resources.hosts.first { $0.profile.id == "teams-desktop" })
        var expected = teams.profile.renderer
        expected.actionRow = .scroll
        #expect(host.profile.renderer == expected && host.fontLineHeight == 1.3301)
    }

    /// A user's own host config with a value cardlint would replace by its default (a malformed
    /// colour) does not load silently: an error at the value's file:line:column.
    @Test func userHostConfigIssueIsALoadError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-userconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = "{\n  \"containerStyles\": {\"default\": {\"backgroundColor\": \"#GGHHII\"}}\n}\n"
        try config.write(to: dir.appendingPathComponent("app-light.json"), atomically: true, encoding: .utf8)
        let profile = """
        id: our-app
        name: Our Android app
        description: The Android SDK with our host config.
        max-version: {value: "1.6", source: our build.gradle, confidence: documented}
        font-family: selawik
        universal-actions: {value: true, source: the SDK, confidence: renderer-code}
        shows-fallback-text: {value: true, source: the SDK, confidence: renderer-code}
        unlisted-types: {source: the SDK registry, confidence: renderer-code}
        themes: {light: app-light.json}
        viewports: [iphone-393]
        touch-target: {standard: wcag-2.5.8, size: 24, unit: css-px}
        sources: [ours]
        """
        let file = dir.appendingPathComponent("our-app.yaml")
        try profile.write(to: file, atomically: true, encoding: .utf8)
        do {
            _ = try TestSupport.resources.adding(hostProfileFiles: [file.path])
            Issue.record("a malformed colour in a user's host config loaded")
        } catch {
            let text = "\(error)"
            #expect(text.contains("app-light.json:2:54: error:") && text.contains("#GGHHII"), "\(text)")
        }
    }
}
