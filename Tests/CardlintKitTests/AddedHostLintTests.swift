@testable import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

/// What the added host profiles change in findings: a firm fact keeps its error, an inferred one
/// gives a note that says so, and no audience marker selects a host it does not read.
@Suite struct AddedHostLintTests {
    static func lint(_ card: String, hosts: [String]) throws -> [Finding] { try CompatibilityTests.lint(card, hosts: hosts) }

    /// The Android renderer registers no Carousel renderer (renderer code): the carousel's content is
    /// lost there, an error naming only android-sdk; Web Chat (the JS SDK registers Carousel) loses nothing.
    @Test func aCarouselIsLostOnAndroid() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "Carousel", "pages": [
          {"type": "CarouselPage", "items": [{"type": "TextBlock", "text": "Quarterly results are in", "wrap": true}]}]}]}
        """
        let lost = try Self.lint(card, hosts: ["android-sdk"]).filter { $0.ruleID.hasPrefix("unsupported-element") }
        #expect(!lost.isEmpty && lost.allSatisfy { $0.severity == .error && $0.scope.hosts == ["android-sdk"] }, "\(lost)")
        #expect(lost.allSatisfy { !$0.message.contains("unverified") })
        #expect(try Self.lint(card, hosts: ["webchat"]).allSatisfy { !$0.ruleID.hasPrefix("unsupported-element") })
        // With a fallback the Android renderer uses it: nothing is lost.
        let withFallback = card.replacingOccurrences(of: #""type": "Carousel","#,
                                                     with: #""type": "Carousel", "fallback": {"type": "TextBlock", "text": "Quarterly results are in", "wrap": true},"#)
        #expect(try Self.lint(withFallback, hosts: ["android-sdk"]).allSatisfy { $0.ruleID != "unsupported-element-content-lost" })
    }

    /// Copilot Studio documents the live chat widget's 1.5 limit: a 1.6 card is an error there.
    @Test func aCardAboveTheLiveChatWidgetsVersionIsAnError() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "Hi"}]}"#
        let found = try Self.lint(card, hosts: ["copilot-studio-livechat"]).filter { $0.ruleID == "card-version-above-host" }
        #expect(found.map(\.severity) == [.error] && !(found.first?.message.contains("unverified") ?? true), "\(found)")
        #expect(try Self.lint(card, hosts: ["webchat"]).allSatisfy { $0.ruleID != "card-version-above-host" })
    }

    /// Action.Execute in the live chat widget rests on an inference (Web Chat lacks it, the widget is
    /// built on Web Chat): a note that says so, never an error; on Web Chat itself it is documented.
    @Test func actionExecuteInTheLiveChatWidgetIsAnUnverifiedNote() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Approve the request?", "wrap": true}],
         "actions": [{"type": "Action.Execute", "title": "Approve", "verb": "approve"}]}
        """
        let live = try Self.lint(card, hosts: ["copilot-studio-livechat"]).filter { $0.scope.hosts.contains("copilot-studio-livechat") && $0.severity != .note }
        #expect(live.isEmpty, "\(live)")
        let notes = try Self.lint(card, hosts: ["copilot-studio-livechat"]).filter { $0.message.contains("(unverified: inferred, not documented (S11 Copilot Studio note") }
        #expect(!notes.isEmpty && notes.allSatisfy { $0.severity == .note })
        #expect(try Self.lint(card, hosts: ["webchat"]).contains { $0.severity != .note && $0.scope.hosts == ["webchat"] })
    }

    /// The added hosts are families of their own: Copilot's `Action.OpenUrlDialog` still makes the
    /// audience Microsoft 365 Copilot alone, not Copilot Studio's live chat widget, and no marker
    /// points at the Android SDK; a card with no marker stays on the default hosts.
    @Test func noMarkerSelectsTheAddedHosts() throws {
        let dialog = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Open the report", "wrap": true}],
         "actions": [{"type": "Action.OpenUrlDialog", "title": "Open", "url": "https://example.com/r", "dialogTitle": "Report"}]}
        """
        let found = try HostAudienceTests.lint(["card.json": dialog], "card.json")
        let note = try #require(found.first { $0.ruleID == "audience-inferred" })
        #expect(note.message.contains("checked on m365-copilot only"), "\(note.message)")
        let named = Set(found.flatMap(\.scope.hosts))
        #expect(!named.contains("copilot-studio-livechat") && !named.contains("android-sdk"), "\(named)")
        let plain = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hi", "wrap": true}]}"#
        let hosts = Set(try HostAudienceTests.lint(["card.json": plain], "card.json").flatMap(\.scope.hosts))
        #expect(hosts.isSubset(of: ["teams-desktop", "teams-mobile", "ios-sdk"]), "\(hosts)")
    }
}
