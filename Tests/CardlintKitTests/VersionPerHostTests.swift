@testable import CardlintModel
@testable import CardlintRules
import CardlintKit
import CardlintReading
import CardlintTestSupport
import Testing

/// `feature-newer-than-version` honours each host's `features-at-any-version` fact: Outlook documents
/// ActionSet, Action.ToggleVisibility, isVisible and pixel sizes as Actionable Message features on
/// "version": "1.0" cards (outlook-dev-docs adaptive-card.md), so an Outlook card using them is not
/// out of date there — while the same card for any other host still is.
@Suite struct VersionPerHostTests {
    /// An actionable message as Outlook's docs write it: version 1.0 with 1.1/1.2 features.
    static let outlookCard = """
    {"type": "AdaptiveCard", "version": "1.0", "originator": "c9b4352b-a76b-43b9-88ff-80edddaa243b",
     "body": [{"type": "TextBlock", "text": "Trip to Amsterdam: details", "wrap": true},
      {"type": "ActionSet", "actions": [{"type": "Action.ToggleVisibility", "title": "Show the flights", "targetElements": ["flights"]}]},
      {"type": "Container", "id": "flights", "isVisible": false, "verticalContentAlignment": "center",
       "items": [{"type": "Image", "url": "https://example.com/plane.png", "altText": "Plane", "width": "32px", "backgroundColor": "#FFFFFF"},
                 {"type": "TextBlock", "text": "Fri 18 Oct, 9:50 PM", "wrap": true}]}]}
    """
    /// The features of `outlookCard` that are newer than 1.0.
    static let newer: Set<String> = ["ActionSet", "Action.ToggleVisibility", "Container.isVisible", "Container.verticalContentAlignment", "Image.width", "Image.backgroundColor"]

    static func versionFindings(_ card: String, hosts: [String]) throws -> [Finding] {
        try HostAudienceTests.lint(["card.json": card], "card.json", hosts: hosts).filter { $0.ruleID == "feature-newer-than-version" }
    }

    @Test func outlookCardUsingItsDocumentedFeaturesIsNotOutOfDateOnOutlook() throws {
        #expect(try Self.versionFindings(Self.outlookCard, hosts: ["outlook"]).isEmpty)
        // Inferred from `originator` when nobody states the hosts.
        #expect(try Self.versionFindings(Self.outlookCard, hosts: []).isEmpty)
    }

    @Test func theSameCardForOtherHostsStillGetsTheWarning() throws {
        for hosts in [["teams-desktop"], ["webchat"], ["outlook", "teams-desktop"]] {
            let found = try Self.versionFindings(Self.outlookCard, hosts: hosts)
            let features = Set(found.map { String($0.message.prefix { $0 != " " }) })
            #expect(features == Self.newer, "\(hosts): \(found.map(\.message))")
            #expect(found.allSatisfy { $0.severity == .warning })
        }
    }

    @Test func outlookStillGetsTheWarningForFeaturesItDoesNotDocument() throws {
        // `label` (1.3) and TextBlock `style` (1.5) are not among Outlook's documented features.
        let card = """
        {"type": "AdaptiveCard", "version": "1.0", "originator": "c9b4352b-a76b-43b9-88ff-80edddaa243b",
         "body": [{"type": "TextBlock", "text": "Approve", "style": "heading", "wrap": true},
                  {"type": "Input.Text", "id": "why", "label": "Why?"}]}
        """
        let found = try Self.versionFindings(card, hosts: ["outlook"])
        #expect(Set(found.map { String($0.message.prefix { $0 != " " }) }) == ["TextBlock.style", "Input.Text.label"], "\(found.map(\.message))")
    }

    static var outlook: HostProfile {
        get throws { try #require(TestSupport.resources.hosts.first { $0.profile.id == "outlook" }?.profile) }
    }

    @Test func theFactIsDocumentedAndCommonToTheAudienceOnly() throws {
        let outlook = try Self.outlook
        let fact = try #require(outlook.facts.first { $0.name == FeaturesAtAnyVersion.key })
        #expect(fact.evidence.confidence == .documented && fact.evidence.source.contains("adaptive-card.md"))
        let alone = try #require(FeaturesAtAnyVersion.common(to: [outlook]))
        #expect(alone.uncertainty == nil && alone.contains(type: "ActionSet") && alone.contains(type: "TextBlock", property: "isVisible"))
        #expect(!alone.contains(type: "Input.Text", property: "label") && !alone.contains(type: "TextBlock", property: "style"))
        let teams = try #require(TestSupport.resources.hosts.first { $0.profile.id == "teams-desktop" }?.profile)
        #expect(FeaturesAtAnyVersion.common(to: [outlook, teams]) == nil)
        #expect(FeaturesAtAnyVersion.common(to: []) == nil)
    }

    /// Resting on an inferred fact, the exemption does not silence the warning: it becomes an
    /// "(unverified: …)" note.
    @Test func anInferredExemptionLeavesAnUnverifiedNote() throws {
        var outlook = try Self.outlook
        let i = try #require(outlook.facts.firstIndex { $0.name == FeaturesAtAnyVersion.key })
        outlook.facts[i].evidence = HostEvidence(source: "a guess", confidence: .inferred)
        let res = TestSupport.resources
        let engine = RuleEngine(rules: res.rules.filter { $0.metadata.id == "feature-newer-than-version" }.map { ActiveRule(rule: $0) }, catalog: res.catalog)
        let card = CardBuilder.build(try JSONParser.parse(Self.outlookCard).value, catalog: res.catalog)
        var env = RuleEnvironment()
        env.featuresAtAnyVersion = FeaturesAtAnyVersion.common(to: [outlook])
        let found = engine.evaluate(card: card, environment: env, needs: [.card], runsOnEachHost: false)
        #expect(found.count == Self.newer.count)
        #expect(found.allSatisfy { $0.severity == .note && $0.message.hasSuffix("(unverified: inferred, not documented (a guess))") }, "\(found.map(\.message))")
        // Without the fact every one is a warning.
        let plain = engine.evaluate(card: card, environment: RuleEnvironment(), needs: [.card], runsOnEachHost: false)
        #expect(plain.count == Self.newer.count && plain.allSatisfy { $0.severity == .warning })
    }

    @Test func misspeltFeatureNamesAreProfileErrors() {
        let catalog = TestSupport.resources.catalog
        #expect(HostProfileValidator.featureProblem("ActionSet", catalog: catalog) == nil)
        #expect(HostProfileValidator.featureProblem("Action.ToggleVisibility", catalog: catalog) == nil)
        #expect(HostProfileValidator.featureProblem("*.isVisible", catalog: catalog) == nil)
        #expect(HostProfileValidator.featureProblem("Image.backgroundColor", catalog: catalog) == nil)
        #expect(HostProfileValidator.featureProblem("ActonSet", catalog: catalog)?.contains("did you mean 'ActionSet'") == true)
        #expect(HostProfileValidator.featureProblem("Image.backgroundColour", catalog: catalog)?.contains("names no property of Image") == true)
        #expect(HostProfileValidator.featureProblem("*.noSuchProperty", catalog: catalog) != nil)
    }
}

/// Outlook's text colours: its sample host config says light #FFFFFF, accent #2E89FC…; Outlook's own
/// screenshots draw them otherwise. Contrast findings on Outlook are unverified notes that say so;
/// a colour without the fact keeps its error.
@Suite struct OutlookColourTests {
    static func card(_ color: String) -> String {
        """
        {"type": "AdaptiveCard", "version": "1.0", "originator": "c9b4352b-a76b-43b9-88ff-80edddaa243b",
         "body": [{"type": "TextBlock", "text": "Miguel Garcia", "wrap": true},
                  {"type": "TextBlock", "text": "Program Manager", "color": "\(color)", "size": "Small", "spacing": "None", "wrap": true}]}
        """
    }

    static func contrast(_ color: String, hosts: [String] = ["outlook"]) throws -> [Finding] {
        try HostAudienceTests.lint(["mail.json": card(color)], "mail.json", hosts: hosts).filter { $0.ruleID == "text-contrast" }
    }

    @Test func outlookTextColoursAreUnverifiedNotes() throws {
        for (color, ratio) in [("Light", "1.00:1"), ("Accent", "3.44:1")] {
            let found = try Self.contrast(color)
            #expect(found.count == 1, "\(color): \(found.map(\.message))")
            #expect(found.allSatisfy { $0.severity == .note && $0.message.contains("text in '\(color.lowercased())' is \(ratio)")
                    && $0.message.contains("(unverified: sources disagree (") && $0.message.contains("approvals-desktop.png") }, "\(found.map(\.message))")
        }
    }

    @Test func aColourWithoutTheFactKeepsItsError() throws {
        var outlook = try VersionPerHostTests.outlook
        #expect(Contrast.colorUncertainty(.light, RuleEnvironment(hostID: "outlook", host: outlook))?.hasPrefix("unverified: sources disagree") == true)
        outlook.hostConfigColors = ["light"]
        #expect(Contrast.colorUncertainty(.accent, RuleEnvironment(hostID: "outlook", host: outlook)) == nil)
        #expect(Contrast.colorUncertainty(.light, RuleEnvironment(hostID: "outlook", host: outlook)) != nil)
        #expect(Contrast.colorUncertainty(.light, RuleEnvironment()) == nil)
    }
}

/// A duplicate id is an error where a native SDK (C++ shared model: IdCollision) renders the card,
/// a warning where only Outlook's JavaScript SDK does (a validation failure; it renders the card).
@Suite struct RendersAnywayTests {
    static let card = """
    {"type": "AdaptiveCard", "version": "1.2", "originator": "c9b4352b-a76b-43b9-88ff-80edddaa243b",
     "body": [{"type": "TextBlock", "id": "note", "text": "Approve the trip", "wrap": true},
              {"type": "TextBlock", "id": "note", "text": "Amsterdam, 18 October", "wrap": true}]}
    """

    static func duplicates(_ hosts: [String]) throws -> [Finding] {
        try HostAudienceTests.lint(["mail.json": card], "mail.json", hosts: hosts).filter { $0.ruleID == "duplicate-id" }
    }

    @Test func aWarningOnOutlookAnErrorWhereANativeSDKRenders() throws {
        for (hosts, severity) in [(["outlook"], Severity.warning), ([], .warning), (["teams-mobile"], .error), (["outlook", "ios-sdk"], .error)] {
            let found = try Self.duplicates(hosts)
            #expect(found.count == 1 && found.allSatisfy { $0.severity == severity }, "\(hosts): \(found.map { "\($0.severity) \($0.message)" })")
        }
    }

    @Test func everyShippedNameIsARuleWithFirmEvidence() throws {
        let ids = Set(TestSupport.resources.rules.map(\.metadata.id))
        for p in TestSupport.resources.hosts.map(\.profile) where !p.rendersAnyway.isEmpty {
            #expect(p.rendersAnyway.isSubset(of: ids), "\(p.id): \(p.rendersAnyway.subtracting(ids))")
            #expect(p.evidence("renders-anyway")?.isFirm == true, "\(p.id)")
        }
    }
}
