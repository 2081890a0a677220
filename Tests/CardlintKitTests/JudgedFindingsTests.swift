import CardlintKit
import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

/// Findings a reviewer judged false or overstated on public sample cards, rebuilt on small cards
/// of our own and run through the whole pipeline.
@Suite struct JudgedFindingsTests {
    /// Findings of `rules` (by id, at their shipped or given severity) for `card` on `hosts`.
    static func lint(_ card: String, rules ids: [String], hosts: [String] = ["teams-desktop", "teams-mobile", "ios-sdk"],
                     severity: Severity? = nil) throws -> [Finding] {
        let resources = TestSupport.resources
        let rules = resources.rules.filter { ids.contains($0.id) }.map { ActiveRule(rule: $0, severity: severity) }
        #expect(rules.count == ids.count, "every rule id is shipped")
        let linter = Linter(resources: resources, rules: rules, settings: LintSettings(hosts: hosts), hosts: try resources.hostContexts(hosts))
        guard case .report(let r) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else {
            Issue.record("not linted as a card")
            return []
        }
        return r.findings
    }

    @Test func toggleThatStillRevealsATargetIsNotReported() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Order"},
         {"type": "Badge", "id": "state", "text": "Late", "isVisible": false}, {"type": "TextBlock", "id": "eta", "text": "Friday", "isVisible": false},
         {"type": "Badge", "id": "count", "text": "2", "isVisible": false}],
         "actions": [{"type": "Action.ToggleVisibility", "title": "Details", "targetElements": ["state", "eta"]},
                     {"type": "Action.ToggleVisibility", "title": "Badges", "targetElements": ["state", {"elementId": "count"}]}]}
        """
        let found = try Self.lint(card, rules: ["revealed-content-dropped"], hosts: ["webchat"])
        #expect(found.count == 1, "only the toggle whose every target is gone")
        #expect(found.first?.message == "Action.ToggleVisibility reveals nothing here: all its 2 targets are gone: "
                + "'state' (Badge) removed, 'count' (Badge) removed (not supported)")
    }

    @Test func unknownTypeUnderAnAncestorFallbackIsANote() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
         {"type": "Container", "fallback": {"type": "TextBlock", "text": "Update the app"}, "items": [{"type": "Contoso.Map"}]},
         {"type": "Container", "items": [{"type": "Contoso.Chart"}]}]}
        """
        let found = try Self.lint(card, rules: ["unknown-type", "unknown-type-caught-by-fallback", "fallback-chain-unsupported"])
        #expect(found.map(\.ruleID) == ["unknown-type-caught-by-fallback", "unknown-type"])
        #expect(found.map(\.severity) == [.note, .error])
        #expect(found.first?.message == "unknown element type 'Contoso.Map': renderers replace the whole Container /body/0 with its fallback")
    }

    @Test func chainEndingInNothingUnderAnAncestorFallbackIsNotUnsupported() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Container", "fallback": "drop",
         "items": [{"type": "Contoso.Map", "fallback": {"type": "Contoso.OldMap"}}]},
         {"type": "Contoso.Map", "fallback": {"type": "Contoso.OldMap"}}]}
        """
        let found = try Self.lint(card, rules: ["fallback-chain-unsupported"])
        #expect(found.map(\.pointer) == ["/body/1"], "the first chain bubbles to the Container's drop")
    }

    static let carousel = """
    {"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "Carousel", "pages": [{"type": "CarouselPage", "items": [
      {"type": "TextBlock", "text": "Rate the talk"}, {"type": "Input.Text", "id": "note"},
      {"type": "Media", "sources": [{"mimeType": "video/mp4", "url": "https://example.com/v.mp4"}]}]}]},
     {"type": "Input.Text", "id": "name"}]}
    """

    @Test func inputsACarouselDropsAreReportedOnlyWhereRendered() throws {
        let rules = ["input-missing-label", "media-missing-alt-text"]
        let js = try Self.lint(Self.carousel, rules: rules, hosts: ["webchat"])
        #expect(js.map(\.pointer) == ["/body/1"], "on a JS host only the input outside the Carousel is drawn")
        let mixed = try Self.lint(Self.carousel, rules: rules, hosts: ["webchat", "ios-sdk"])
        #expect(mixed.map(\.pointer) == ["/body/0/pages/0/items/1", "/body/0/pages/0/items/2", "/body/1"])
        #expect(mixed.map(\.scope.hosts) == [["ios-sdk"], ["ios-sdk"], []])
    }

    @Test func duplicateKeyWithTheSameValueIsANoteAtMost() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "a", "wrap": true, "wrap": true, "size": "small", "size": "large"}]}
        """
        let shipped = try Self.lint(card, rules: ["duplicate-key"])
        #expect(shipped.map(\.severity) == [.note, .warning])
        #expect(shipped.first?.message == "duplicate key \"wrap\" repeats the same value; remove one")
        #expect(try Self.lint(card, rules: ["duplicate-key"], severity: .error).map(\.severity) == [.note, .error])
        #expect(try Self.lint(card, rules: ["duplicate-key"], severity: .note).map(\.severity) == [.note, .note])
    }

    @Test func annotationKeysAreNotUnknownProperties() throws {
        let card = """
        {"@odata.type": "#microsoft.graph.adaptiveCard", "type": "AdaptiveCard", "version": "1.5",
         "body": [{"type": "TextBlock", "text": "Hi", "@context": "https://schema.org", "txt": "x"}]}
        """
        let found = try Self.lint(card, rules: ["unknown-property"])
        #expect(found.map { $0.message } == ["unknown property 'txt' on TextBlock; did you mean 'text'?"])
    }
}
