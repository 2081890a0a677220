import CardlintKit
import CardlintRules
import Testing

/// A card's audience: stated per glob (`overrides: [{files, hosts}]`) or inferred from a Teams-only
/// feature when nobody states hosts; and per-host findings name their hosts.
@Suite struct AudienceTests {
    /// `targetWidth` is read by the Hub hosts (Teams, Copilot, Outlook), not by the iOS SDK.
    static let hubCard = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Deploy finished", "targetWidth": "wide"}]}
    """
    static let teamsCard = """
    {"type": "AdaptiveCard", "version": "1.5", "msteams": {"width": "Full"},
     "body": [{"type": "TextBlock", "text": "Deploy finished", "targetWidth": "wide"}]}
    """

    @Test func anOverrideStatesTheAudienceOfItsFiles() throws {
        let dir = try ConfigTests.project([
            ".cardlint.yml": """
            overrides:
              - files: ["teams/**"]
                hosts: [teams-desktop, teams-mobile]
            """,
            "teams/a.json": Self.hubCard,
            "other/a.json": Self.hubCard,
        ])
        let stated = try ConfigTests.lint(dir, "teams/a.json")
        #expect(stated.allSatisfy { $0.ruleID != "host-only-property" && $0.ruleID != "audience-inferred" })
        // Without stated hosts, `targetWidth` (read by the Hub hosts Teams, Copilot and Outlook) makes
        // those hosts the audience: the iOS SDK, which ignores it, is not checked.
        let other = try ConfigTests.lint(dir, "other/a.json")
        #expect(other.allSatisfy { $0.ruleID != "host-only-property" })
        #expect(other.first { $0.ruleID == "audience-inferred" }?.message.contains("'targetWidth', which only teams, copilot, outlook read") == true)
    }

    @Test func aTeamsOnlyFeatureNarrowsTheDefaultHostsWithANote() throws {
        let dir = try ConfigTests.project(["a.json": Self.teamsCard])
        let findings = try ConfigTests.lint(dir, "a.json")
        #expect(findings.allSatisfy { $0.ruleID != "host-only-property" })
        let note = try #require(findings.first { $0.ruleID == "audience-inferred" })
        #expect(note.severity == .note)
        #expect(note.message.contains("'msteams'") && note.message.contains("not on ios-sdk"))
        #expect(note.pointer == "")
    }

    /// Markers by type are found in one pass over the nodes: each marker's clue is its first node in
    /// document order outside fallback content, and the note names the first marker's (defaults.yaml
    /// order: Teams before Copilot), wherever the nodes stand.
    @Test func eachMarkersFirstNodeOutsideFallbackIsItsClue() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "ActionSet", "actions": [{"type": "Action.OpenUrlDialog", "title": "Open", "url": "https://example.com"}]},
          {"type": "TextBlock", "text": "x", "fallback": {"type": "Icon", "name": "Add"}},
          {"type": "Icon", "name": "Add"},
          {"type": "Badge", "text": "New"}]}
        """
        let dir = try ConfigTests.project(["a.json": card])
        let note = try #require(try ConfigTests.lint(dir, "a.json").first { $0.ruleID == "audience-inferred" })
        // Teams (Icon) and Copilot (Action.OpenUrlDialog) share no family: the first marker's is taken.
        #expect(note.message.contains("the card uses Icon, which only teams reads"))
        #expect(note.pointer == "/body/2")
    }

    @Test func statedHostsAreNotNarrowed() throws {
        let dir = try ConfigTests.project([".cardlint.yml": "hosts: [teams-desktop, ios-sdk]\n", "a.json": Self.teamsCard])
        let findings = try ConfigTests.lint(dir, "a.json")
        #expect(findings.allSatisfy { $0.ruleID != "audience-inferred" })
        #expect(findings.first { $0.ruleID == "host-only-property" }?.scope.hosts == ["ios-sdk"])
    }

    /// Teams desktop and mobile both stop at 1.5: one finding, naming both (it used to name mobile only,
    /// and a finding on every host used to carry an empty list).
    @Test func perHostFindingsNameTheirHosts() throws {
        let dir = try ConfigTests.project([
            ".cardlint.yml": "hosts: [teams-desktop, teams-mobile]\n",
            "a.json": #"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "Hi"}]}"#,
        ])
        let above = try ConfigTests.lint(dir, "a.json").filter { $0.ruleID == "card-version-above-host" }
        #expect(above.count == 1)
        #expect(above.first?.scope.hosts.sorted() == ["teams-desktop", "teams-mobile"])
    }
}
