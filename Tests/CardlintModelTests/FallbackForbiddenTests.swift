import CardlintReading
import CardlintTestSupport
import Testing
@testable import CardlintModel

/// Types a host's renderer forbids inside a Carousel (`carousel-forbids`) are dropped there
/// without fallback, and an unknown type's failure bubbles to the nearest ancestor with a fallback.
@Suite struct FallbackForbiddenTests {
    typealias F = FallbackFixture

    /// A Carousel page holding a text, an input (with a fallback that is never tried), a Media and
    /// a container whose selectAction shows a card.
    static let carousel = F.card(#"""
        {"type": "Carousel", "pages": [{"type": "CarouselPage", "items": [
          {"type": "TextBlock", "text": "Rate the talk"},
          {"type": "Input.Text", "id": "comment", "fallback": {"type": "TextBlock", "text": "comment in the app"}},
          {"type": "Container", "items": [{"type": "Media", "sources": [{"mimeType": "video/mp4", "url": "https://example.com/v.mp4"}]}],
           "selectAction": {"type": "Action.ShowCard", "title": "More", "card": {"type": "AdaptiveCard", "body": []}}}]}]},
        {"type": "Input.Text", "id": "outside", "label": "Outside"}
        """#, version: "1.6")

    @Test func jsHostDropsInputsMediaAndShowCardInsideACarouselOnly() throws {
        let host = try F.host("webchat")
        let (card, e) = try F.resolve(Self.carousel, on: host)
        #expect(e.changes.map(\.kind) == [.forbidden, .forbidden, .forbidden])
        #expect(e.changes.map(\.pointer) == ["/body/0/pages/0/items/1", "/body/0/pages/0/items/2/items/0",
                                             "/body/0/pages/0/items/2/selectAction"])
        #expect(e.changes.first?.reason == "Input.Text is not allowed inside a Carousel")
        #expect(e.json?.at("/body/0/pages/0/items")?.array?.count == 2, "the text and the container stay, the input goes")
        #expect(e.json?.at("/body/1/id")?.string == "outside", "outside the Carousel nothing is forbidden")
        #expect(!FallbackResolver.rendersUnchanged(card, host: host, catalog: try #require(F.catalog)))
        #expect(FallbackResolver.forbiddenNodes(in: card, host: host).map(\.pointer) == e.changes.map(\.pointer))
    }

    /// Without a Carousel nothing is forbidden, and no node's type is looked up in the host's list:
    /// every node of every card was, for each host that forbids types there.
    @Test func aCardWithoutACarouselIsNotLookedThrough() throws {
        let host = try F.host("webchat")
        let items = (0..<50).map { #"{"type": "Input.Text", "id": "x\#($0)", "label": "X"}, {"type": "ActionSet", "actions": [{"type": "Action.ShowCard", "title": "T", "card": {"type": "AdaptiveCard", "body": []}}]}"# }
        let (card, _) = try F.resolve(F.card(items.joined(separator: ", ")), on: host)
        #expect(card.nodes.count > 100)
        #expect(FallbackResolver.forbiddenNodes(in: card, host: host).isEmpty)
        #expect(Work.count { _ = FallbackResolver.forbiddenNodes(in: card, host: host) } == 0)
        let (carousel, _) = try F.resolve(Self.carousel, on: host)
        #expect(Work.count { _ = FallbackResolver.forbiddenNodes(in: carousel, host: host) } == carousel.nodes.count)
    }

    @Test func nativeHostDropsOnlyTheSharedModelsList() throws {
        let (card, e) = try F.resolve(Self.carousel, on: "ios-sdk")
        #expect(e.changes.map(\.kind) == [.forbidden])
        #expect(e.changes.first?.pointer == "/body/0/pages/0/items/2/selectAction")
        let host = try F.host("ios-sdk")
        #expect(FallbackResolver.forbiddenNodes(in: card, host: host).map(\.type) == ["Action.ShowCard"])
    }

    @Test func aForbiddenFallbackAlternativeEndsTheChain() throws {
        let text = F.card(#"""
            {"type": "Carousel", "pages": [{"type": "CarouselPage", "items": [
              {"type": "Contoso.Poll", "fallback": {"type": "Input.ChoiceSet", "id": "vote", "choices": []}}]}]}
            """#, version: "1.6")
        let e = try F.resolve(text, on: "webchat").effective
        #expect(e.changes.map(\.kind) == [.forbidden])
        #expect(e.changes.first?.pointer == "/body/0/pages/0/items/0")
        #expect(e.json?.at("/body/0/pages/0/items")?.array?.isEmpty == true)
    }

    @Test func aCarouselsOwnFallbackIsNotInsideIt() throws {
        let host = try F.host("webchat")
        var limited = host
        limited.supports = []
        limited.unsupported.append(.init(type: "Carousel", reason: "test"))
        let text = F.card(#"""
            {"type": "Carousel", "pages": [{"type": "CarouselPage", "items": [{"type": "TextBlock", "text": "a"}]}],
             "fallback": {"type": "Input.Text", "id": "instead", "label": "Instead"}}
            """#, version: "1.6")
        let e = try F.resolve(text, on: limited).effective
        #expect(e.changes.map(\.kind) == [.replaced])
        #expect(e.json?.at("/body/0/type")?.string == "Input.Text")
    }

    @Test func catchingAncestorIsTheNearestWithAFallback() throws {
        let catalog = try #require(F.catalog)
        let text = F.card(#"""
            {"type": "Container", "fallback": {"type": "TextBlock", "text": "old app"}, "items": [
              {"type": "ColumnSet", "columns": [{"type": "Column", "fallback": "drop", "items": [{"type": "Contoso.Graph"}]},
                                                {"type": "Column", "items": [{"type": "Container", "items": [{"type": "Contoso.Map"}]}]}]}]},
            {"type": "Container", "items": [{"type": "Contoso.Chart"}]}
            """#)
        let card = CardBuilder.build(try JSONParser.parse(text).value, catalog: catalog)
        func catcher(_ type: String) -> String? {
            card.nodes.first { $0.type == type }.flatMap { FallbackResolver.catchingAncestor(of: $0, in: card, catalog: catalog)?.pointer }
        }
        #expect(catcher("Contoso.Graph") == "/body/0/items/0/columns/0")
        #expect(catcher("Contoso.Map") == "/body/0")
        #expect(catcher("Contoso.Chart") == nil)
        let fallbackText = try #require(card.nodes.first { $0.pointer == "/body/0/fallback" })
        #expect(FallbackResolver.catchingAncestor(of: fallbackText, in: card, catalog: catalog) == nil, "alternatives are not caught")
    }
}
