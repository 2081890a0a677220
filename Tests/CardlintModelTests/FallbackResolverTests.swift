import CardlintReading
import Testing
@testable import CardlintModel

/// The fallback matrix of adaptive-cards.md §4, one row per test.
@Suite struct FallbackResolverTests {
    typealias F = FallbackFixture

    @Test func supportedCardIsUnchanged() throws {
        let text = F.card(#"{"type": "TextBlock", "text": "Hi"}, {"type": "Rating", "value": 3}"#)
        let (card, e) = try F.resolve(text, on: "teams-mobile")
        #expect(e.changes.isEmpty)
        #expect(e.json == card.root)
    }

    @Test func dropRemovesOnlyWhereUnsupported() throws {
        let text = F.card(#"{"type": "TextBlock", "text": "a"}, {"type": "Table", "fallback": "drop"}"#, version: "1.3")
        let webex = try F.resolve(text, on: "webex").effective
        #expect(webex.changes.map(\.kind) == [.dropped])
        #expect(webex.changes.first?.pointer == "/body/1")
        #expect(webex.changes.first?.reason.contains("1.5") == true)
        #expect(webex.json?.at("/body")?.array?.count == 1)
        let desktop = try F.resolve(text, on: "teams-desktop").effective
        #expect(desktop.changes.isEmpty)
        #expect(desktop.json?.at("/body/1/fallback") == nil, "a kept node's fallback is not rendered")
    }

    @Test func replaceUsesTheFallbackWithItsRange() throws {
        let text = F.card(#"{"type": "CodeBlock", "codeSnippet": "x", "fallback": {"type": "TextBlock", "text": "code"}}"#)
        let (card, e) = try F.resolve(text, on: "teams-mobile")
        let change = try #require(e.changes.first)
        #expect(e.changes.count == 1)
        #expect(change.kind == .replaced && change.type == "CodeBlock" && change.replacement == "TextBlock")
        #expect(change.reason == "not supported")
        let shown = try #require(e.json?.at("/body/0"))
        #expect(shown["type"]?.string == "TextBlock")
        #expect(shown.range == card.root.at("/body/0/fallback")?.range)
        #expect(shown["text"]?.range == card.root.at("/body/0/fallback/text")?.range)
    }

    @Test func fallbacksFallbackIsTried() throws {
        let text = F.card(#"{"type": "Chart.Line", "fallback": {"type": "CodeBlock", "fallback": {"type": "TextBlock", "text": "t"}}}"#)
        let mobile = try F.resolve(text, on: "teams-mobile").effective
        #expect(mobile.changes.map(\.kind) == [.replaced])
        #expect(mobile.changes.first?.replacement == "TextBlock")
        #expect(mobile.json?.at("/body/0/type")?.string == "TextBlock")
        // teams-desktop renders the chart itself; ios-sdk has CodeBlock but no Chart.Line.
        #expect(try F.resolve(text, on: "teams-desktop").effective.changes.isEmpty)
        let ios = try F.resolve(text, on: "ios-sdk").effective
        #expect(ios.changes.first?.replacement == "CodeBlock")
        #expect(ios.json?.at("/body/0/fallback") == nil)
    }

    @Test func ancestorFallbackReplacesTheAncestor() throws {
        let text = F.card(#"""
            {"type": "TextBlock", "text": "before"},
            {"type": "Container", "items": [{"type": "TextBlock", "text": "in"}, {"type": "CodeBlock", "codeSnippet": "x"}],
             "fallback": {"type": "TextBlock", "text": "no code here"}}
            """#)
        let (card, e) = try F.resolve(text, on: "teams-mobile")
        #expect(e.changes.count == 1)
        let change = try #require(e.changes.first)
        #expect(change.kind == .replaced && change.pointer == "/body/1" && change.type == "Container")
        #expect(change.reason.contains("CodeBlock"))
        #expect(e.json?.at("/body/1/text")?.string == "no code here")
        #expect(e.json?.at("/body/0") == card.root.at("/body/0"))
    }

    @Test func ancestorDropDropsTheAncestor() throws {
        let text = F.card(#"{"type": "Container", "fallback": "drop", "items": [{"type": "Container", "items": [{"type": "Nope"}]}]}"#)
        let e = try F.resolve(text, on: "teams-desktop").effective
        #expect(e.changes.map(\.kind) == [.dropped])
        #expect(e.changes.first?.pointer == "/body/0")
        #expect(e.json?.at("/body")?.array?.isEmpty == true)
    }

    @Test func noFallbackAnywhereRemovesTheNodeOnly() throws {
        let text = F.card(#"{"type": "Container", "items": [{"type": "TextBlock", "text": "a"}, {"type": "CodeBlock", "codeSnippet": "x"}]}"#)
        let e = try F.resolve(text, on: "teams-mobile").effective
        #expect(e.changes.map(\.kind) == [.removed])
        #expect(e.changes.first?.pointer == "/body/0/items/1")
        #expect(e.json?.at("/body/0/items")?.array?.count == 1)
    }

    @Test func unknownTypeWithoutFallbackIsRemoved() throws {
        let e = try F.resolve(F.card(#"{"type": "Graph"}, {"text": "no type"}"#), on: "teams-desktop").effective
        #expect(e.changes.map(\.reason) == ["unknown type", "no type"])
        #expect(e.json?.at("/body")?.array?.isEmpty == true)
    }

    @Test func chainThatNeverReachesASupportedElementIsRemoved() throws {
        let text = F.card(#"{"type": "CodeBlock", "fallback": {"type": "Chart.Line", "fallback": {"type": "Graph"}}}"#)
        let e = try F.resolve(text, on: "teams-mobile").effective
        let change = try #require(e.changes.first)
        #expect(e.changes.count == 1 && change.kind == .removed && change.pointer == "/body/0")
        #expect(change.reason.contains("never reaches"))
    }

    @Test func chainLengthIsBounded() throws {
        var element = #"{"type": "Unknown0"}"#
        for i in 1...40 { element = #"{"type": "Unknown\#(i)", "fallback": \#(element)}"# }
        let e = try F.resolve(F.card(element), on: "teams-desktop").effective
        #expect(e.changes.count == 1)
        #expect(e.changes.first?.reason.contains("longer than \(FallbackResolver.maxChainDepth)") == true)
    }

    @Test func chainOfSupportedFallbacksAtTheBoundIsFollowed() throws {
        var element = #"{"type": "TextBlock", "text": "end"}"#
        for i in 1...FallbackResolver.maxChainDepth { element = #"{"type": "Unknown\#(i)", "fallback": \#(element)}"# }
        let e = try F.resolve(F.card(element), on: "teams-desktop").effective
        #expect(e.changes.first?.kind == .replaced && e.changes.first?.replacement == "TextBlock")
    }
}

extension FallbackResolverTests {
    @Test func hostSpecificPartsFollowTheirParent() throws {
        let chart = F.card(#"{"type": "Chart.VerticalBar", "title": "Revenue", "data": [{"x": "Q1", "y": 41}]}"#)
        #expect(try F.resolve(chart, on: "teams-desktop").effective.changes.isEmpty)
        let mobile = try F.resolve(chart, on: "teams-mobile").effective
        #expect(mobile.changes.map(\.pointer) == ["/body/0"], "the chart goes, not each data point")
    }

    /// The iOS SDK decodes an Accordion's `panels` and a TabSet's `tabs` as its own part types
    /// (origin ios-sdk) under parents of Teams' origin: they are the host's own vocabulary.
    @Test func partsOfTheHostsOwnVocabularyAreRendered() throws {
        let text = F.card(#"{"type": "Accordion", "panels": [{"title": "Shipping", "content": [{"type": "TextBlock", "text": "Two days"}]}]},"#
                          + #" {"type": "TabSet", "tabs": [{"id": "a", "title": "Overview", "items": [{"type": "TextBlock", "text": "Hi"}]}]}"#)
        let (card, ios) = try F.resolve(text, on: "ios-sdk")
        #expect(ios.changes.isEmpty, "\(ios.changes.map(\.pointer))")
        let catalog = try #require(F.catalog)
        let host = try F.host("ios-sdk")
        #expect(FallbackResolver.rendersUnchanged(card, host: host, catalog: catalog))
        #expect(FallbackResolver.rendersUnchanged(card, host: host, catalog: catalog, support: HostTypeSupport(host: host, catalog: catalog)))
        // Teams renders neither shape's iOS parts: the iOS-only panels go there.
        #expect(try !F.resolve(text, on: "teams-desktop").effective.changes.isEmpty)
    }
}

extension FallbackResolverTests {
    @Test func tooLongChainInsideAFallbackAncestorReplacesTheAncestor() throws {
        var element = #"{"type": "Unknown0"}"#
        for i in 1...20 { element = #"{"type": "Unknown\#(i)", "fallback": \#(element)}"# }
        let text = F.card(#"{"type": "Container", "items": [\#(element)], "fallback": {"type": "TextBlock", "text": "short"}}"#)
        let e = try F.resolve(text, on: "teams-desktop").effective
        #expect(e.changes.count == 1)
        #expect(e.changes.first?.kind == .replaced && e.changes.first?.pointer == "/body/0")
        #expect(e.changes.first?.reason.contains("longer than") == true)
    }
}
