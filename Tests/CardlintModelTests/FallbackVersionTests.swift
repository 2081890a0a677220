import CardlintReading
import Testing
@testable import CardlintModel

/// A card `version` above the host's maximum (§4, last rows): fallbackText or nothing.
@Suite struct FallbackVersionTests {
    typealias F = FallbackFixture
    static let withText = F.card(#"{"type": "Table"}"#, version: "1.6", extra: #", "fallbackText": "Open the app to see this""#)

    @Test func nativeHostShowsFallbackText() throws {
        let (card, e) = try F.resolve(Self.withText, on: "teams-mobile")
        #expect(e.changes.map(\.kind) == [.cardReplacedByFallbackText])
        let json = try #require(e.json)
        #expect(json.range == card.root.range)
        #expect(json.at("/body")?.array?.count == 1)
        let text = try #require(json.at("/body/0/text"))
        #expect(text.string == "Open the app to see this")
        #expect(text.range == card.root["fallbackText"]?.range)
        #expect(json.at("/body/0/type")?.string == "TextBlock")
    }

    @Test func withoutFallbackTextNothingIsShown() throws {
        let none = F.card(#"{"type": "TextBlock", "text": "x"}"#, version: "1.6")
        let e = try F.resolve(none, on: "teams-mobile").effective
        #expect(e.json == nil)
        #expect(e.changes.map(\.kind) == [.cardNotShown])
        #expect(e.changes.first?.reason.contains("no fallbackText") == true)
        let empty = F.card("", version: "1.6", extra: #", "fallbackText": "  ""#)
        #expect(try F.resolve(empty, on: "teams-mobile").effective.changes.first?.reason.contains("empty") == true)
    }

    @Test func hostThatNeverShowsFallbackText() throws {
        let e = try F.resolve(Self.withText, on: "teams-desktop").effective
        #expect(e.json == nil)
        #expect(e.changes.map(\.kind) == [.cardNotShown])
        #expect(e.changes.first?.reason.contains("never shows") == true)
    }

    @Test func versionAtOrBelowMaxRendersTheCard() throws {
        let e = try F.resolve(Self.withText, on: "webchat").effective
        #expect(e.changes.isEmpty)
        let invalid = F.card(#"{"type": "TextBlock", "text": "x"}"#, version: "banana")
        #expect(try F.resolve(invalid, on: "webex").effective.changes.isEmpty)
    }

    @Test func rangesSurviveOnEveryKeptValue() throws {
        let text = F.card(#"""
            {"type": "Container", "items": [{"type": "TextBlock", "text": "a", "fallback": "drop"},
                                            {"type": "Graph", "fallback": {"type": "Image", "url": "https://x/y.png", "altText": "y"}}]},
            {"type": "Table", "fallback": "drop"}
            """#, version: "1.3")
        let (card, e) = try F.resolve(text, on: "webex")
        let json = try #require(e.json)
        // Every value of the effective card has the range of the same text in the source.
        var stack = [json]
        var seen = 0
        while let v = stack.popLast() {
            seen += 1
            let slice = card.root.range.start <= v.range.start && v.range.end <= card.root.range.end
            #expect(slice && v.range != .unknown, "value without a source range: \(v)")
            if let a = v.array { stack += a }
            if let m = v.members { stack += m.map(\.value) }
        }
        #expect(seen > 10)
        #expect(json.at("/body/0/items/1")?.range == card.root.at("/body/0/items/1/fallback")?.range)
        #expect(e.changes.map(\.pointer) == ["/body/0/items/1", "/body/1"])
    }
}
