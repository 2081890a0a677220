@testable import CardlintRules
import CardlintModel
import CardlintTestSupport
import Testing

/// `ContrastSurface.resolve` keeps its layers and spells out the style path only when asked: the
/// path, the effective style (and its config, kept for the texts on the surface) and the
/// backgrounds must be those of the list-building resolution first written, for every node of nested cards under every shipped host config.
@Suite struct ContrastSurfaceReferenceTests {
    /// The resolution as first written: the styles list built while compositing.
    static func reference(_ layers: ContrastSurface.Layers, _ config: HostConfig) -> (styles: [HostConfig.ContainerStyleName], white: Color, black: Color?) {
        var styles: [HostConfig.ContainerStyleName] = []
        var white = Color.white, black = Color.black
        for layer in layers.styles {
            let style = switch layer {
            case .style(let s): s
            case .inlineShowCard: config.actions.showCard.actionMode != .popup ? config.actions.showCard.style : .default
            }
            if let current = styles.last, current == style { continue }
            let paint = config.containerStyle(style).backgroundColor
            white = paint.composited(over: white)
            black = paint.composited(over: black)
            styles.append(style)
        }
        if styles.isEmpty {
            let paint = config.containerStyle(.default).backgroundColor
            white = paint.composited(over: white); black = paint.composited(over: black)
            styles = [.default]
        }
        let differs = abs(white.red - black.red) + abs(white.green - black.green) + abs(white.blue - black.blue) > 0.001
        return (styles, white, differs ? black : nil)
    }

    @Test func resolutionEqualsTheListBuildingOne() throws {
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Container", "style": "emphasis", "items": [
            {"type": "Container", "style": "emphasis", "items": [{"type": "TextBlock", "text": "same"}]},
            {"type": "Container", "style": "good", "items": [{"type": "ColumnSet", "columns": [
              {"type": "Column", "style": "attention", "items": [{"type": "TextBlock", "text": "deep"}]},
              {"type": "Column", "items": [{"type": "TextBlock", "text": "inherits"}]}]}]},
            {"type": "Container", "style": "default", "items": [{"type": "TextBlock", "text": "back"}]}]},
          {"type": "TextBlock", "text": "top"}],
         "actions": [
          {"type": "Action.ShowCard", "title": "plain", "card": {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "in"}]}},
          {"type": "Action.ShowCard", "title": "styled", "card": {"type": "AdaptiveCard", "style": "emphasis",
            "body": [{"type": "Container", "style": "warning", "items": [{"type": "TextBlock", "text": "in"}]}]}}]}
        """)
        var configs = TestSupport.resources.hosts.flatMap { $0.themes.map(\.config) }
        var popup = try #require(configs.first)
        popup.actions.showCard.actionMode = .popup
        configs.append(popup)
        var compared = 0
        for config in configs {
            for node in card.nodes {
                let layers = ContrastSurface.Layers(of: node, in: card)
                let surface = ContrastSurface.resolve(layers, config: config)
                let expected = Self.reference(layers, config)
                #expect(surface.styles == expected.styles, "\(node.pointer)")
                #expect(surface.style == expected.styles.last)
                #expect(surface.path == expected.styles.map(\.rawValue).joined(separator: " > "))
                #expect(surface.overWhite == expected.white && surface.overBlack == expected.black)
                // The style's config kept while resolving is the one a lookup gives.
                #expect(surface.styleConfig == config.containerStyle(expected.styles.last ?? .default))
                compared += 1
            }
        }
        #expect(compared > 100)
        // The card does reach deep paths and inline show cards.
        let paths = Set(card.nodes.map { ContrastSurface.resolve(ContrastSurface.Layers(of: $0, in: card), config: configs[0]).path })
        #expect(paths.contains { $0.split(separator: ">").count >= 4 })
    }

    /// A check context resolves each layer chain of a card once per host config: the surfaces are
    /// those resolved node by node, whichever config came before, and a node that paints nothing
    /// shares its parent's chain.
    @Test(arguments: [false, true]) func surfacesOncePerConfigAndChain(rootImage: Bool) throws {
        let card = try ContrastFixture.card((rootImage ? "{\"backgroundImage\": \"https://example.com/r.png\", " : "{") + """
        "type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Container", "style": "emphasis", "items": [
            {"type": "TextBlock", "text": "a"}, {"type": "TextBlock", "text": "b"},
            {"type": "Container", "backgroundImage": "https://example.com/a.png", "items": [{"type": "TextBlock", "text": "over"}]},
            {"type": "Container", "style": "good", "items": [{"type": "ColumnSet", "columns": [
              {"type": "Column", "style": "attention", "items": [{"type": "TextBlock", "text": "deep"}]},
              {"type": "Column", "items": [{"type": "TextBlock", "text": "inherits"}]}]}]}]},
          {"type": "TextBlock", "text": "top"}, {"type": "Image", "url": "https://example.com/b.png"}],
         "actions": [{"type": "Action.ShowCard", "title": "plain", "card": {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "in"}]}}]}
        """)
        let configs = TestSupport.resources.hosts.flatMap { $0.themes.map(\.config) }
        #expect(configs.count >= 2)
        let memo = CardMemo(card)
        var compared = 0
        for config in configs + configs.reversed() {
            let context = CheckContext(card: card, catalog: ContrastFixture.catalog, environment: RuleEnvironment(hostConfig: config), memo: memo)
            for node in card.nodes {
                let (surface, chain) = try #require(context.surface(of: node))
                let expected = ContrastSurface.resolve(ContrastSurface.Layers(of: node, in: card), config: config)
                #expect(surface.path == expected.path && surface.style == expected.style, "\(node.pointer)")
                #expect(surface.overWhite == expected.overWhite && surface.overBlack == expected.overBlack)
                #expect(surface.styleConfig == expected.styleConfig)
                #expect(surface.imageOwner?.id == expected.imageOwner?.id)
                // Each colour's pair, made once per surface, is the one worked out for the text.
                for color in HostConfig.ColorName.allCases {
                    for subtle in [false, true] {
                        let part = TextPart.fromConfig("text", nil, color: color, subtle: subtle, size: .default, weight: .default, fontType: .default)
                        let pair = try #require(context.textPair(part, chain: chain, surface)), best = TextPair.best(part, expected, config)
                        #expect(pair.foreground == best.foreground && pair.background == best.background && pair.ratio == best.ratio)
                    }
                }
                compared += 1
            }
            #expect(memo.surfaces.count == memo.chains.count && memo.surfaces.allSatisfy { $0 != nil })
        }
        #expect(compared > 100)
        let painting = card.nodes.filter { $0.parent == nil || ContrastSurface.layer(of: $0, in: card) != nil || ContrastSurface.hasBackgroundImage($0) }
        #expect(memo.chains.count == painting.count)
        #expect(memo.chains.count < card.nodes.count / 2)
        // Under a root image every text's background is unknown (the chain keeps the root's image).
        #expect(!rootImage || card.nodes.allSatisfy { ContrastSurface.resolve($0, in: card, config: configs[0]).imageOwner != nil })
        #expect(rootImage == (memo.surfaces.compactMap { $0 }.allSatisfy { $0.imageOwner != nil }))
    }
}

extension ContrastSurfaceReferenceTests {
    /// `paints`, which the card's layer chains are made with, reads a node's `style` and
    /// `backgroundImage` in one pass: the same as `layer(of:in:)` and `hasBackgroundImage` looking
    /// each up, on every corpus card and on duplicate, null, blank and non-string members.
    @Test func paintsIsLayerOrImage() throws {
        var cards = try PlanReferenceTests.cards()
        cards.append(try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "style": "emphasis", "body": [
          {"type": "Container", "style": "default", "style": "emphasis", "items": []},
          {"type": "Container", "style": null, "backgroundImage": " ", "backgroundImage": "https://a.example/x.png", "items": []},
          {"type": "Container", "backgroundImage": {"url": ""}, "style": 3, "items": []},
          {"type": "Container", "backgroundImage": {"url": "https://a.example/y.png"}, "items": []},
          {"type": "ColumnSet", "style": "good", "columns": [{"type": "Column", "style": "attention", "style": "x", "items": []}]},
          {"type": "TextBlock", "style": "heading", "text": "t"},
          {"type": "RichTextBlock", "inlines": ["plain", {"type": "TextRun", "text": "r"}]}],
         "actions": [{"type": "Action.ShowCard", "title": "s", "card": {"type": "AdaptiveCard", "body": []}},
                     {"type": "Action.ShowCard", "title": "s", "card": {"type": "AdaptiveCard", "style": "accent", "body": []}}]}
        """))
        var painting = 0, compared = 0
        for card in cards {
            for node in card.nodes {
                let expected = ContrastSurface.layer(of: node, in: card) != nil || ContrastSurface.hasBackgroundImage(node)
                #expect(ContrastSurface.paints(node, in: card) == expected, "\(node.pointer)")
                compared += 1
                if expected { painting += 1 }
            }
        }
        #expect(compared > 500 && painting > 50)
    }
}
