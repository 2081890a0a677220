@testable import CardlintRules
import CardlintKit
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Testing

/// Builds cards, host configs and contexts for the contrast and language tests.
enum ContrastFixture {
    static var catalog: Catalog { TestSupport.resources.catalog }

    static func card(_ json: String) throws -> Card {
        CardBuilder.build(try JSONParser.parse(json).value, catalog: catalog)
    }

    static func config(_ json: String) throws -> HostConfig {
        HostConfig.parse(try JSONParser.parse(json).value).0
    }

    /// A shipped host's theme config (`teams-desktop`, `light`).
    static func shipped(_ host: String, _ theme: String) -> HostConfig? {
        TestSupport.resources.hosts.first { $0.profile.id == host }?.themes.first { $0.name == theme }?.config
    }

    static func options(_ yaml: String) throws -> OptionReader {
        OptionReader(node: try YAMLLoader.load(yaml, path: "test.yaml"), path: "test.yaml")
    }

    static func context(_ card: Card, _ config: HostConfig?, host: String? = nil, theme: String = "light") -> CheckContext {
        let profile = host.flatMap { id in TestSupport.resources.hosts.first { $0.profile.id == id }?.profile }
        return CheckContext(card: card, catalog: catalog,
                            environment: RuleEnvironment(hostID: host, theme: theme, host: profile, hostConfig: config))
    }

    /// Every result of `function` over every node of the card.
    static func run(_ function: some CheckFunction, _ card: Card, _ config: HostConfig?, host: String? = nil) -> [CheckResult] {
        let ctx = context(card, config, host: host)
        return card.nodes.flatMap { function.evaluate($0, in: ctx) }
    }

    /// A config whose default style is white, emphasis a translucent 3 % black, all text black, and
    /// `good` a light green.
    static let simple = """
    {"containerStyles": {
      "default": {"backgroundColor": "#FFFFFF", "foregroundColors": {"default": {"default": "#000000", "subtle": "#80000000"},
                  "good": {"default": "#92C353", "subtle": "#92C353", "highlightColors": {"default": "#FF000000", "subtle": "#FF000000"}}}},
      "emphasis": {"backgroundColor": "#08000000", "foregroundColors": {"default": {"default": "#000000", "subtle": "#80000000"}}},
      "accent": {"backgroundColor": "#000080", "foregroundColors": {"default": {"default": "#000000", "subtle": "#000000"}}}},
     "fontTypes": {"default": {"fontSizes": {"small": 12, "default": 14, "medium": 16, "large": 18, "extraLarge": 24},
                               "fontWeights": {"lighter": 200, "default": 400, "bolder": 700}}},
     "factSet": {"title": {"color": "good", "weight": "default", "size": "default"}, "value": {"color": "default"}}}
    """
}

@Suite struct ContrastFunctionTests {
    let aa: Contrast
    init() throws { aa = try Contrast(options: try ContrastFixture.options("{}")) }

    @Test func teamsLightGoodAndWarningFail() throws {
        let config = try #require(ContrastFixture.shipped("teams-desktop", "light"))
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "a", "color": "good"},
         {"type": "TextBlock", "text": "b", "color": "Warning"}, {"type": "TextBlock", "text": "c", "color": "accent"}]}
        """)
        let results = ContrastFixture.run(aa, card, config)
        #expect(results.map { $0.values["ratio"] } == ["2.07", "1.47"])
        #expect(results.allSatisfy { $0.values["required"] == "4.5" && $0.values["style"] == "default" })
        #expect(results.first?.values["foreground"] == "#92C353")
    }

    @Test func translucentEmphasisIsCompositedOverTheParent() throws {
        let config = try ContrastFixture.config(ContrastFixture.simple)
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Container", "style": "emphasis", "bleed": true,
         "items": [{"type": "ColumnSet", "columns": [{"items": [{"type": "TextBlock", "text": "x"}]}]}]}]}
        """)
        let text = try #require(card.nodes.first { $0.type == "TextBlock" })
        let surface = ContrastSurface.resolve(text, in: card, config: config)
        #expect(surface.path == "default > emphasis")
        // 8/255 of black over white: 255 × (1 − 8/255) = 247.
        #expect(abs(surface.overWhite.red - 247) < 0.001)
        #expect(surface.overBlack == nil)
        #expect(surface.imageOwner == nil)
    }

    @Test func explicitDefaultStyleRepaintsAndSameStyleDoesNot() throws {
        let config = try ContrastFixture.config(ContrastFixture.simple)
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Container", "style": "emphasis", "items": [
          {"type": "Container", "style": "emphasis", "items": [{"type": "TextBlock", "text": "same"}]},
          {"type": "Container", "style": "default", "items": [{"type": "TextBlock", "text": "back"}]}]}]}
        """)
        let texts = card.nodes.filter { $0.type == "TextBlock" }
        let same = ContrastSurface.resolve(texts[0], in: card, config: config)
        let back = ContrastSurface.resolve(texts[1], in: card, config: config)
        #expect(same.path == "default > emphasis")
        #expect(abs(same.overWhite.red - 247) < 0.001)
        #expect(back.path == "default > emphasis > default")
        #expect(back.overWhite == .white)
    }

    @Test func foregroundAlphaIsCompositedOverTheBackground() throws {
        let config = try ContrastFixture.config(ContrastFixture.simple)
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "x", "isSubtle": true}]}
        """)
        let enhanced = try Contrast(options: try ContrastFixture.options("{level: AAA}"))
        let r = ContrastFixture.run(enhanced, card, config)
        // #80000000 (alpha 128/255) over white = 255 × 127/255 = #7F7F7F, ratio ≈ 4.0.
        #expect(r.count == 1)
        #expect(r.first?.values["foreground"] == "#7F7F7F")
        #expect(r.first?.values["color"] == "default subtle")
        #expect(ContrastFixture.run(aa, card, config).count == 1)
    }

    @Test func largeTextUsesTheLowerThreshold() throws {
        let config = try ContrastFixture.config(ContrastFixture.simple)
        // Subtle black (#808080-ish, ≈3.95:1): fails 4.5 at 14 pt, passes 3 at 18 pt and at 14 pt bold (700).
        func results(_ extra: String) throws -> [CheckResult] {
            let card = try ContrastFixture.card("""
            {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "x", "isSubtle": true\(extra)}]}
            """)
            return ContrastFixture.run(aa, card, config)
        }
        #expect(try results("").count == 1)
        #expect(try results(", \"size\": \"large\"").isEmpty)
        #expect(try results(", \"weight\": \"bolder\"").isEmpty)
        #expect(try results(", \"size\": \"medium\"").count == 1)
        #expect(ContrastMath.isLargeText(size: 18, unit: .platformPoints, weight: 400))
        #expect(ContrastMath.isLargeText(size: 14, unit: .platformPoints, weight: 700))
        #expect(!ContrastMath.isLargeText(size: 14, unit: .platformPoints, weight: 600))
        #expect(!ContrastMath.isLargeText(size: 17.9, unit: .platformPoints, weight: 400))
    }

    /// Web host configs size text in CSS px: 1 px = 0.75 pt, so large text is 24 px or 18.67 px bold
    /// (axe-core's thresholds); Teams' `large` (18 px) is normal text there.
    @Test func cssPixelsAreThreeQuartersOfAPoint() {
        #expect(ContrastMath.isLargeText(size: 24, unit: .cssPx, weight: 400))
        #expect(!ContrastMath.isLargeText(size: 23.9, unit: .cssPx, weight: 400))
        #expect(!ContrastMath.isLargeText(size: 18, unit: .cssPx, weight: 700))
        #expect(ContrastMath.isLargeText(size: 18.67, unit: .cssPx, weight: 700))
        #expect(ContrastMath.FontUnit.cssPx.describe(14) == "14 px (10.5 pt)")
        #expect(ContrastMath.FontUnit.platformPoints.describe(17) == "17 pt")
    }

    @Test func backgroundImageMakesTheBackgroundUnknown() throws {
        let config = try ContrastFixture.config(ContrastFixture.simple)
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Container", "backgroundImage": {"url": "https://x/y.png"},
         "items": [{"type": "TextBlock", "text": "x", "color": "good"}]}]}
        """)
        #expect(ContrastFixture.run(aa, card, config).isEmpty)
        let image = try Contrast(options: try ContrastFixture.options("{background: image}"))
        let r = ContrastFixture.run(image, card, config)
        #expect(r.count == 1)
        #expect(r.first?.values["imageOwner"] == "Container /body/0")
        #expect(r.first?.values["count"] == "1")
        #expect(r.first?.values["ratio"] == "2.07")
        #expect(r.first?.related.count == 1)
    }

    @Test func unknownPageBehindATranslucentCardUsesTheBetterBackdrop() throws {
        // Fully transparent card: white text is 1:1 on a white page but 21:1 on a black one.
        let config = try ContrastFixture.config("""
        {"containerStyles": {"default": {"backgroundColor": "#00000000", "foregroundColors": {"default": {"default": "#FFFFFF", "subtle": "#FFFFFF"}}}}}
        """)
        let card = try ContrastFixture.card(#"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "x"}]}"#)
        let text = try #require(card.nodes.first { $0.type == "TextBlock" })
        #expect(ContrastSurface.resolve(text, in: card, config: config).overBlack == .black)
        #expect(ContrastFixture.run(aa, card, config).isEmpty)
    }

    @Test func factsUseTheHostFactSetStyleAndHighlightUsesHighlightColors() throws {
        let config = try ContrastFixture.config(ContrastFixture.simple)
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "FactSet", "facts": [{"title": "T", "value": "V"}]},
         {"type": "RichTextBlock", "inlines": [{"type": "TextRun", "text": "h", "color": "good", "highlight": true}, "plain"]}]}
        """)
        let r = ContrastFixture.run(aa, card, config)
        #expect(r.map { $0.values["part"] } == ["fact title"])
        #expect(r.first?.values["color"] == "good")
    }

    @Test func undeclaredHighlightColoursAreNotAssumed() throws {
        // Teams dark declares no highlightColors: the model's yellow default would make white text 1.07:1,
        // but the JS renderer Teams uses draws a faint highlight, so the plain background counts too.
        let config = try #require(ContrastFixture.shipped("teams-desktop", "dark"))
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "RichTextBlock", "inlines": [{"type": "TextRun", "text": "h", "highlight": true}]}]}
        """)
        #expect(ContrastFixture.run(aa, card, config).isEmpty)
        #expect(!TextPair.declaresHighlight(config, .default, .default))
    }

    /// A host whose profile says what its renderer draws (the JS SDK's translucent #22000000) is
    /// checked on that highlight, composited over the container; the native SDKs' yellow is not
    /// reported for it. Without such a profile entry the old choice stands (plain or yellow, the better).
    @Test func rendererHighlightIsCompositedOverTheBackground() throws {
        let config = try #require(ContrastFixture.shipped("teams-desktop", "light"))
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "RichTextBlock", "inlines": [{"type": "TextRun", "text": "h", "color": "good", "highlight": true}]}]}
        """)
        let desktop = ContrastFixture.run(aa, card, config, host: "teams-desktop")
        // 0x22/255 of black over white: 255 × (1 − 34/255) = 221.
        #expect(desktop.map { $0.values["background"] } == ["#DDDDDD"])
        #expect(desktop.first.map { Double($0.values["ratio"] ?? "") ?? 0 } ?? 0 < 2.07, "darker than the plain white background")
        let unprofiled = ContrastFixture.run(aa, card, config, host: "teams-mobile")
        #expect(unprofiled.map { $0.values["background"] } == ["#FFFFFF"], "the better of plain white and yellow")
        let highlight = try #require(TestSupport.resources.hosts.first { $0.profile.id == "teams-desktop" }?.profile.rendererHighlight)
        #expect(highlight.normal.hexString == "#22000000" && highlight.subtle.hexString == "#11000000")
    }

    @Test func inlineShowCardUsesTheHostShowCardStyle() throws {
        let config = try ContrastFixture.config(ContrastFixture.simple)
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [], "actions": [{"type": "Action.ShowCard", "title": "More",
         "card": {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "x"}]}}]}
        """)
        let text = try #require(card.nodes.first { $0.type == "TextBlock" })
        // The spec default for actions.showCard.style is emphasis.
        #expect(ContrastSurface.resolve(text, in: card, config: config).path == "default > emphasis")
    }

    @Test func inputLabelsAndExpandedChoicesAreText() throws {
        let config = try ContrastFixture.config("""
        {"containerStyles": {"default": {"backgroundColor": "#FFFFFF", "foregroundColors": {"default": {"default": "#EEEEEE", "subtle": "#EEEEEE"},
          "attention": {"default": "#EEEEEE", "subtle": "#EEEEEE"}}}}}
        """)
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Input.Text", "id": "a", "label": "Name", "errorMessage": "Required (the host's colour: not checked)"},
          {"type": "Input.ChoiceSet", "id": "b", "style": "expanded", "choices": [{"title": "One", "value": "1"}]},
          {"type": "Input.ChoiceSet", "id": "c", "choices": [{"title": "Two", "value": "2"}]},
          {"type": "Input.Toggle", "id": "d", "title": "Agree"}]}
        """)
        // Nodes come breadth-first: the inputs, then the choices; the compact set's choice is skipped.
        let parts = ContrastFixture.run(aa, card, config).compactMap { $0.values["part"] }
        #expect(parts == ["input label", "toggle title", "choice title"])
    }

    @Test func apcaUsesLightnessContrast() throws {
        #expect(abs(APCA.lightnessContrast(text: .black, background: .white) - 106.04) < 0.1)
        #expect(abs(APCA.lightnessContrast(text: .white, background: .black) + 107.88) < 0.1)
        let grey = try #require(Color.parse(hex: "#767676"))
        #expect(abs(APCA.lightnessContrast(text: grey, background: .white) - 71.6) < 0.1)
        let apca = try Contrast(options: try ContrastFixture.options("{algorithm: apca}"))
        let config = try #require(ContrastFixture.shipped("teams-desktop", "light"))
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "a", "color": "good"}, {"type": "TextBlock", "text": "b"}]}
        """)
        let r = ContrastFixture.run(apca, card, config)
        #expect(r.count == 1)
        #expect(r.first?.values["required"] == "75")
    }

    @Test func badOptionsAreRejected() throws {
        #expect(throws: RuleError.self) { try Contrast(options: try ContrastFixture.options("{level: AAAA}")) }
        #expect(throws: RuleError.self) { try Contrast(options: try ContrastFixture.options("{algoritm: apca}")) }
    }

    @Test func noHostConfigMeansNoFinding() throws {
        let card = try ContrastFixture.card(#"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "x", "color": "good"}]}"#)
        #expect(ContrastFixture.run(aa, card, nil).isEmpty)
    }
}
