import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

/// Findings that rest on what the card cannot decide or cardlint cannot know are notes, on real card
/// shapes. `small-text`: fine print the card sets to `size: small` is drawn at 10 pt by the iOS SDK's
/// host config; the card asked for the smallest size there is. `squeezed-text`: a text column beside
/// an `auto` column whose unsized image decides how wide it is (an agenda row with an icon).
/// `required-property`: a requirement of the schema that the renderers do not enforce (a note).
@Suite struct UncertainFindingSeverityTests {
    static func smallText(_ card: String) throws -> [Finding] {
        try findings("small-text", card, LintSettings(hosts: ["ios-sdk"]))
    }

    static func findings(_ rule: String, _ card: String, _ settings: LintSettings) throws -> [Finding] {
        let resources = TestSupport.resources
        let rules = resources.rules.filter { $0.metadata.id == rule }.map { ActiveRule(rule: $0) }
        try #require(rules.count == 1)
        let linter = Linter(resources: resources, rules: rules, settings: settings, hosts: try resources.hostContexts(for: settings))
        guard case .report(let r) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else {
            Issue.record("not linted as a card")
            return []
        }
        return r.findings
    }

    @Test func finePrintAtSizeSmallIsANote() throws {
        let found = try Self.smallText("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "Order #1042 is on its way", "wrap": true},
          {"type": "TextBlock", "text": "Prices include VAT where it applies.", "size": "Small", "wrap": true},
          {"type": "RichTextBlock", "inlines": [{"type": "TextRun", "text": "Terms apply", "size": "small"}]}]}
        """)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.severity == .note })
        #expect(found.first?.message.contains("10 pt at the default text size (the host config's `small` size)") == true)
    }

    @Test func defaultSizeTextIsNotReported() throws {
        let found = try Self.smallText("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Order #1042 is on its way"}]}
        """)
        #expect(found.isEmpty)
    }

    static let agendaRow = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "ColumnSet", "columns": [
      {"type": "Column", "width": "50px", "items": [{"type": "TextBlock", "text": "Waiting for manager approval", "wrap": true}]},
      ICON
      {"type": "Column", "width": "stretch", "items": [{"type": "TextBlock", "text": "Travel request", "wrap": true}]}]}]}
    """

    @Test func squeezedBesideAnUnsizedAutoImageIsANote() throws {
        let settings = LintSettings(hosts: ["teams-desktop"], viewports: ["reflow-320"], typeScales: ["large"])
        let plain = try Self.findings("squeezed-text", Self.agendaRow.replacingOccurrences(of: "ICON", with: ""), settings)
        #expect(plain.count == 1 && plain.first?.severity == .warning)
        let icon = #"{"type": "Column", "width": "auto", "items": [{"type": "Image", "url": "https://example.com/coffee.png", "altText": "Coffee"}]},"#
        let guessed = try Self.findings("squeezed-text", Self.agendaRow.replacingOccurrences(of: "ICON", with: icon), settings)
        #expect(guessed.count == 1 && guessed.first?.severity == .note)
        #expect(guessed.first?.message.contains("an image of unknown size in an auto column beside it (needs review)") == true)
        // With its size given, the image no longer leaves the width open.
        let sized = icon.replacingOccurrences(of: #""altText""#, with: #""width": "24px", "altText""#)
        let known = try Self.findings("squeezed-text", Self.agendaRow.replacingOccurrences(of: "ICON", with: sized), settings)
        #expect(known.count == 1 && known.first?.severity == .warning)
    }

    /// The schema requires `items` on a Container, but the JS SDK and the C++ shared model draw an empty
    /// one (a banner drawn by its background image): a note that says so. An Image without `url`
    /// is still the error it was.
    @Test func schemaOnlyRequirementIsANote() throws {
        let found = try Self.findings("required-property", """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Container", "backgroundImage": "https://example.com/banner.png", "minHeight": "80px"},
          {"type": "Table", "columns": [{"width": 1}], "rows": [{"type": "TableRow", "cells": [{"type": "TableCell"}]}]},
          {"type": "TextBlock"},
          {"type": "Image", "altText": "Logo"}]}
        """, LintSettings(hosts: ["teams-desktop"]))
        #expect(found.map(\.severity) == [.note, .note, .note, .error])
        #expect(found.first?.message == "Container is missing required property 'items'; the JS SDK and the C++ shared model draw it empty")
    }

    /// A 1.0 card's radio group cannot take a label, and shows no placeholder: the advice is the text
    /// above the choices. A hidden input that no ToggleVisibility shows is not reported at all.
    @Test func labelAdviceFitsTheInputAndHiddenInputsPass() throws {
        let found = try Self.findings("input-missing-label", """
        {"type": "AdaptiveCard", "version": "1.0", "body": [
          {"type": "Input.ChoiceSet", "id": "pick", "style": "expanded", "choices": [{"title": "Red", "value": "r"}]},
          {"type": "Input.Text", "id": "name"},
          {"type": "Input.Text", "id": "trace", "isVisible": false}]}
        """, LintSettings(hosts: ["teams-desktop"]))
        #expect(found.count == 2)
        #expect(found.first?.message.hasSuffix("say what to choose in a TextBlock just above the choices") == true)
        #expect(found.last?.message.contains("give the field a 'placeholder'") == true)
    }

    /// Teams renders no Media: a Media without altText is a finding on the iOS SDK only, and the
    /// poster Teams shows in its place (its fallback) is checked there.
    @Test func findingsHoldOnlyWhereTheNodeIsRendered() throws {
        let settings = LintSettings(hosts: ["teams-desktop", "teams-mobile", "ios-sdk"])
        let media = #"{"type": "Media", "sources": [{"mimeType": "video/mp4", "url": "https://example.com/a.mp4"}]}"#
        let found = try Self.findings("media-missing-alt-text", #"{"type": "AdaptiveCard", "version": "1.5", "body": [\#(media)]}"#, settings)
        #expect(found.count == 1 && found.first?.scope.hosts == ["ios-sdk"])
        let poster = media.dropLast() + #", "altText": "Demo", "fallback": {"type": "Image", "url": "https://example.com/poster.png"}}"#
        let fallback = try Self.findings("image-missing-alt-text", #"{"type": "AdaptiveCard", "version": "1.5", "body": [\#(poster)]}"#, settings)
        #expect(fallback.count == 1 && fallback.first?.scope.hosts == ["teams-desktop", "teams-mobile"])
        #expect(fallback.first?.range.start == #"{"type": "AdaptiveCard", "version": "1.5", "body": [\#(media.dropLast()), "altText": "Demo", "fallback": "#.utf8.count)
    }

    /// A schema finding stays whatever a host then drops: a ShowCard as a selectAction inside a
    /// Carousel page is invalid as written, though the JS renderer drops it there anyway.
    @Test func schemaFindingsAreNotScopedByWhatHostsDrop() throws {
        let found = try Self.findings("type-not-allowed-here", """
        {"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "Carousel", "pages": [{"type": "CarouselPage", "items": [
          {"type": "Container", "items": [{"type": "TextBlock", "text": "Details"}],
           "selectAction": {"type": "Action.ShowCard", "title": "More", "card": {"type": "AdaptiveCard", "body": []}}}]}]}]}
        """, LintSettings(hosts: ["teams-desktop", "teams-mobile", "ios-sdk"]))
        #expect(found.count == 1 && found.first?.scope.hosts == [])
    }
}
