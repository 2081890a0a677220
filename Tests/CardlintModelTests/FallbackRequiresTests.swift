import CardlintReading
import Testing
@testable import CardlintModel

/// `requires` (§4 "`requires` matching") and the kinds of fallback: actions and columns.
@Suite struct FallbackRequiresTests {
    typealias F = FallbackFixture

    func kinds(_ requires: String, on host: HostProfile) throws -> [FallbackChange.Kind] {
        let text = F.card(#"{"type": "TextBlock", "text": "x", "requires": \#(requires), "fallback": {"type": "TextBlock", "text": "old"}}"#)
        return try F.resolve(text, on: host).effective.changes.map(\.kind)
    }

    @Test func adaptiveCardsIsTheHostsMaxVersion() throws {
        let mobile = try F.host("teams-mobile")
        #expect(try kinds(#"{"adaptiveCards": "1.5"}"#, on: mobile).isEmpty)
        #expect(try kinds(#"{"adaptiveCards": "1.2.0"}"#, on: mobile).isEmpty)
        #expect(try kinds(#"{"adaptiveCards": "1.6"}"#, on: mobile) == [.replaced])
        #expect(try kinds(#"{"adaptiveCards": "*"}"#, on: mobile).isEmpty)
    }

    @Test func profileFeatures() throws {
        var host = try F.host("teams-desktop")
        #expect(try kinds(#"{"acme": "*"}"#, on: host) == [.replaced], "a missing capability is unmet even for *")
        host.features = ["acme": "2.1"]
        #expect(try kinds(#"{"acme": "2.0"}"#, on: host).isEmpty)
        #expect(try kinds(#"{"acme": "2.1.0.0"}"#, on: host).isEmpty)
        #expect(try kinds(#"{"acme": "2.2"}"#, on: host) == [.replaced])
        #expect(try kinds(#"{"acme": "*", "adaptiveCards": "1.0"}"#, on: host).isEmpty)
        host.features = ["acme": "*"]
        #expect(try kinds(#"{"acme": "9.9"}"#, on: host).isEmpty)
    }

    /// The Android SDK checks `requires` only with an app-registered FeatureRegistration (null by
    /// default): an unmet requirement renders the element there; UWP registers one and falls back.
    @Test func androidRendersAnElementWhoseRequiresIsUnmet() throws {
        let android = try F.host("android-sdk")
        #expect(android.checksRequires == false && android.evidence("checks-requires")?.isFirm == true)
        #expect(try kinds(#"{"acme.maps": "1.0"}"#, on: android).isEmpty)
        #expect(try kinds(#"{"adaptiveCards": "1.7"}"#, on: android).isEmpty)
        #expect(try kinds(#"{"acme.maps": "1.0"}"#, on: F.host("uwp-sdk")) == [.replaced])
        // A malformed version is a parse error in the C++ model, checked or not.
        let text = F.card(#"{"type": "TextBlock", "text": "x", "requires": {"adaptiveCards": "1.x"}, "fallback": "drop"}"#)
        #expect(try F.resolve(text, on: android).effective.changes.map(\.kind) == [.dropped])
    }

    @Test func malformedVersionIsUnmet() throws {
        let text = F.card(#"{"type": "TextBlock", "text": "x", "requires": {"adaptiveCards": "1.x"}, "fallback": "drop"}"#)
        let e = try F.resolve(text, on: "teams-desktop").effective
        #expect(e.changes.map(\.kind) == [.dropped])
        #expect(e.changes.first?.reason.contains("malformed") == true)
        for bad in ["", "1.", ".1", "v1", "1.2.3.4.5", "1..2", "-1"] { #expect(FeatureVersion(bad) == nil, "\(bad)") }
        #expect(FeatureVersion("1.2") == FeatureVersion("1.2.0"))
        #expect(try #require(FeatureVersion("1.10")) > #require(FeatureVersion("1.9")))
        let numberValue = FeatureRequirement.read(try JSONParser.parse(Array(#"{"adaptiveCards": 1.5}"#.utf8)).value)
        #expect(numberValue.first?.isMalformed == true)
    }

    @Test func actionFallsBackToAnAction() throws {
        let text = F.card("", extra: #", "actions": [{"type": "Action.Execute", "title": "Go", "fallback": {"type": "Action.Submit", "title": "Go"}}]"#)
        let webchat = try F.resolve(text, on: "webchat").effective
        #expect(webchat.changes.first?.kind == .replaced && webchat.changes.first?.replacement == "Action.Submit")
        #expect(webchat.json?.at("/actions/0/type")?.string == "Action.Submit")
        #expect(try F.resolve(text, on: "teams-desktop").effective.changes.isEmpty)
        // An element is not an action: the chain fails and the action disappears.
        let wrong = F.card("", extra: #", "actions": [{"type": "Action.Execute", "title": "Go", "fallback": {"type": "TextBlock", "text": "Go"}}]"#)
        let e = try F.resolve(wrong, on: "webchat").effective
        #expect(e.changes.first?.kind == .removed)
        #expect(e.changes.first?.reason.contains("not an action") == true)
        #expect(e.json?.at("/actions")?.array?.isEmpty == true)
    }

    @Test func executeNeedsUniversalActions() throws {
        let text = F.card("", version: "1.4", extra: #", "actions": [{"type": "Action.Execute", "title": "Go"}]"#)
        var host = try F.host("adaptivecards-1.6")
        #expect(try F.resolve(text, on: host).effective.changes.isEmpty)
        host.universalActions = false
        #expect(try F.resolve(text, on: host).effective.changes.first?.reason == "no Universal Actions")
    }

    @Test func columnsFallBackToColumns() throws {
        let good = F.card(#"{"type": "ColumnSet", "columns": [{"type": "Column", "items": [{"type": "CodeBlock"}], "fallback": {"type": "Column", "items": [{"type": "TextBlock", "text": "t"}]}}]}"#)
        let e = try F.resolve(good, on: "teams-mobile").effective
        #expect(e.changes.map(\.kind) == [.replaced])
        #expect(e.changes.first?.pointer == "/body/0/columns/0")
        #expect(e.json?.at("/body/0/columns/0/items/0/type")?.string == "TextBlock")
        let typeless = F.card(#"{"type": "ColumnSet", "columns": [{"items": [], "requires": {"x": "1"}, "fallback": {"items": []}}]}"#)
        #expect(try F.resolve(typeless, on: "teams-mobile").effective.changes.first?.replacement == "Column")
        let wrong = F.card(#"{"type": "ColumnSet", "columns": [{"items": [], "requires": {"x": "1"}, "fallback": {"type": "Container", "items": []}}]}"#)
        let w = try F.resolve(wrong, on: "teams-mobile").effective
        #expect(w.changes.first?.kind == .removed)
        #expect(w.changes.first?.reason.contains("not a Column") == true)
    }

    @Test func unsupportedInlineIsRemovedWithoutBubbling() throws {
        let text = F.card(#"{"type": "RichTextBlock", "inlines": ["a", {"type": "IconRun", "name": "Star"}], "fallback": {"type": "TextBlock", "text": "b"}}"#)
        let e = try F.resolve(text, on: "webchat").effective
        #expect(e.changes.map(\.kind) == [.removed])
        #expect(e.json?.at("/body/0/type")?.string == "RichTextBlock")
        #expect(e.json?.at("/body/0/inlines")?.array?.count == 1)
    }
}
