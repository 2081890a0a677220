import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

/// The native SDK hosts as their renderers read cards: the seed iOS SDK's own vocabulary, its
/// text drawing, and types an app registers with its SDK (card shapes written for these tests).
@Suite struct SDKHostVocabularyTests {
    /// Every rule's findings for `card` on `hosts`, with `customTypes` from the config.
    static func lint(_ card: String, hosts: [String], customTypes: [String] = []) throws -> [Finding] {
        let resources = TestSupport.resources
        var settings = LintSettings(hosts: hosts)
        settings.customTypes = customTypes
        let linter = Linter(resources: resources, rules: resources.rules.map { ActiveRule(rule: $0) },
                            settings: settings, hosts: try resources.hostContexts(for: settings))
        guard case .report(let r) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else {
            Issue.record("not linted as a card")
            return []
        }
        return r.findings
    }

    static let schemaRules: Set<String> = ["property-type", "invalid-enum-value", "unknown-property"]

    /// The seed decodes a string `icon`, `iconPosition` and `style` on CompoundButton, ActionSet `mode`,
    /// any CodeBlock `language` and ProgressBar colours by name or hex: known on ios-sdk; the schema's
    /// stricter form still holds on Teams, and on both hosts the finding names Teams only.
    @Test func theSeedsOwnVocabularyIsKnownOnTheIOSSDK() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "CompoundButton", "title": "Deploy", "icon": "Rocket", "iconPosition": "leading", "style": "emphasis"},
          {"type": "ActionSet", "mode": "overflow", "actions": [{"type": "Action.Submit", "title": "Approve deployment"}]},
          {"type": "CodeBlock", "codeSnippet": "let x = 1", "language": "swift"},
          {"type": "ProgressBar", "value": 40, "color": "#0078D4"},
          {"type": "ProgressBar", "value": 60, "color": "green"}]}
        """
        let ios = try Self.lint(card, hosts: ["ios-sdk"]).filter { Self.schemaRules.contains($0.ruleID) }
        #expect(ios.isEmpty, "\(ios.map(\.message))")
        let teams = try Self.lint(card, hosts: ["teams-desktop"]).filter { $0.severity == .error && Self.schemaRules.contains($0.ruleID) }
        #expect(Set(teams.map(\.ruleID)) == ["property-type", "invalid-enum-value"], "\(teams.map(\.message))")
        #expect(teams.count == 4, "icon, language and both colours: \(teams.map(\.message))")
        let both = try Self.lint(card, hosts: ["ios-sdk", "teams-desktop"]).filter { $0.ruleID == "property-type" }
        #expect(!both.isEmpty && both.allSatisfy { $0.scope.hosts == ["teams-desktop"] }, "\(both.map(\.scope))")
        // A colour neither form accepts stays an error on ios-sdk too (the seed draws it black).
        let blue = card.replacingOccurrences(of: "\"green\"", with: "\"blue\"")
        #expect(try Self.lint(blue, hosts: ["ios-sdk"]).contains { $0.ruleID == "invalid-enum-value" && $0.severity == .error })
    }

    /// AccordionPanel and Tab are the seed's own parts (decoded by its Accordion and TabSet): rendered.
    @Test func accordionPanelsAndTabsAreRenderedOnTheIOSSDK() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Accordion", "panels": [{"title": "Delivery", "content": [{"type": "TextBlock", "text": "Two days", "wrap": true}]}]},
          {"type": "TabSet", "tabs": [{"id": "a", "title": "Summary", "items": [{"type": "TextBlock", "text": "All good", "wrap": true}]}]}]}
        """
        let lost = try Self.lint(card, hosts: ["ios-sdk"]).filter { $0.ruleID.hasPrefix("unsupported-element") }
        #expect(lost.isEmpty, "\(lost.map(\.message))")
    }

    /// A CompoundButton is announced by its own title: its selectAction's title is not checked; a
    /// Container's selectAction title is its accessible name and is.
    @Test func aCompoundButtonsSelectActionTitleIsNotItsName() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "CompoundButton", "title": "Release notes", "selectAction": {"type": "Action.OpenUrl", "title": "Open", "url": "https://example.com/a"}},
          {"type": "Container", "items": [{"type": "TextBlock", "text": "Roadmap"}], "selectAction": {"type": "Action.OpenUrl", "title": "Open", "url": "https://example.com/b"}}]}
        """
        let vague = try Self.lint(card, hosts: ["ios-sdk"]).filter { $0.ruleID == "action-title-not-descriptive" }
        #expect(vague.map(\.pointer) == ["/body/1/selectAction"], "\(vague.map(\.pointer))")
    }
}

/// How the seed iOS SDK draws text: the Dynamic Type dispute, table cells and toggle titles.
@Suite struct SDKHostTextTests {
    static func clipped(_ card: String, _ host: String) throws -> [Finding] {
        try SDKHostVocabularyTests.lint(card, hosts: [host]).filter { $0.ruleID == "text-clipped" }
    }

    /// Docs say the seed's text follows Dynamic Type, its code draws fixed sizes: text cut only at
    /// enlarged type scales is an unverified note that names the dispute.
    @Test func textCutOnlyAtEnlargedSizesIsAnUnverifiedNote() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Quarterly revenue by region and team"}]}
        """
        let found = try Self.clipped(card, "ios-sdk")
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .note && $0.message.contains("sources disagree") }, "\(found.map(\.message))")
    }

    /// Text in a Table cell wraps on the seed (no line limit inside cells), and so does a toggle's
    /// title; the native box model (Android) cuts both.
    @Test func tableCellTextAndToggleTitlesWrapOnTheIOSSDK() throws {
        let long = "Replacement parts for the north warehouse conveyor line, ordered in March"
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Table", "columns": [{"width": 1}, {"width": 1}], "rows": [
            {"type": "TableRow", "cells": [{"type": "TableCell", "items": [{"type": "TextBlock", "text": "\(long)"}]},
                                           {"type": "TableCell", "items": [{"type": "TextBlock", "text": "12"}]}]}]},
          {"type": "Input.Toggle", "id": "t", "label": "Updates", "title": "\(long)"}]}
        """
        let ios = try Self.clipped(card, "ios-sdk").filter { $0.severity != .note }
        #expect(ios.isEmpty, "\(ios.map(\.message))")
        let android = try Self.clipped(card, "android-sdk").filter { $0.severity != .note }
        #expect(Set(android.map(\.pointer)) == ["/body/0/rows/0/cells/0/items/0", "/body/1"], "\(android.map(\.pointer))")
    }
}

/// Types an app registers with its SDK's parser registration (`custom-types:`).
@Suite struct AppRegisteredTypeTests {
    static let card = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Choose a colour"}],
     "actions": [{"type": "Contoso.Paint", "title": "Paint it red"}]}
    """

    /// Android lets the app register types: whether an unknown name that is no near miss renders rests
    /// on the app, which cardlint cannot see — an unverified note that says so; on Teams (no
    /// registration) it stays an error; a near miss of a known type stays an error.
    @Test func anUnknownTypeOnAnSDKHostIsAnUnverifiedNoteUnlessANearMiss() throws {
        let android = try SDKHostVocabularyTests.lint(Self.card, hosts: ["android-sdk"]).filter { $0.ruleID == "unknown-type" }
        #expect(android.map(\.severity) == [.note] && android.allSatisfy {
            $0.message == "unknown action type 'Contoso.Paint' (unverified: the app may register a parser for 'Contoso.Paint'; "
                + "list the types it registers in `custom-types:` in .cardlint.yml)"
        }, "\(android.map(\.message))")
        let teams = try SDKHostVocabularyTests.lint(Self.card, hosts: ["teams-desktop"]).filter { $0.ruleID == "unknown-type" }
        #expect(teams.map(\.severity) == [.error])
        let typo = Self.card.replacingOccurrences(of: "Contoso.Paint", with: "Action.Sumbit")
        let misspelt = try SDKHostVocabularyTests.lint(typo, hosts: ["android-sdk"]).filter { $0.ruleID == "unknown-type" }
        #expect(misspelt.map(\.severity) == [.error] && misspelt.allSatisfy { $0.message.contains("did you mean") })
    }

    /// `custom-types:` makes the app's types known on hosts that let apps register them (nothing lost,
    /// no finding), and only there: checked on Teams too, the error names Teams alone.
    @Test func customTypesAreKnownWhereTheAppRegistersThem() throws {
        let android = try SDKHostVocabularyTests.lint(Self.card, hosts: ["android-sdk"], customTypes: ["Contoso.Paint"])
        #expect(android.filter { $0.severity != .note && ($0.ruleID == "unknown-type" || $0.ruleID.hasPrefix("unsupported-element")) }.isEmpty,
                "\(android.map(\.message))")
        let both = try SDKHostVocabularyTests.lint(Self.card, hosts: ["android-sdk", "teams-desktop"], customTypes: ["Contoso.Paint"])
            .filter { $0.ruleID == "unknown-type" }
        #expect(both.map(\.severity) == [.error] && both.allSatisfy { $0.scope.hosts == ["teams-desktop"] }, "\(both.map(\.scope))")
    }

    /// Once the config lists what the app registers, any other name is unknown for sure: an error again.
    @Test func withCustomTypesListedAnotherUnknownNameIsAnError() throws {
        let other = try SDKHostVocabularyTests.lint(Self.card, hosts: ["android-sdk"], customTypes: ["Contoso.Map"])
            .filter { $0.ruleID == "unknown-type" }
        #expect(other.map(\.severity) == [.error] && other.allSatisfy {
            $0.message == "unknown action type 'Contoso.Paint'; not among the `custom-types:` of .cardlint.yml, which the app registers"
        }, "\(other.map(\.message))")
    }

    /// A fallback chain of unknown names on Android may end in a registered type: an unverified note;
    /// with `custom-types:` listing other names, an error.
    @Test func aChainOfUnknownNamesOnAnSDKHostIsAnUnverifiedNote() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Rate us"}],
         "actions": [{"type": "Contoso.Stars", "title": "Rate", "fallback": {"type": "Contoso.Paint", "title": "Paint"}}]}
        """
        let chain = try SDKHostVocabularyTests.lint(card, hosts: ["android-sdk"]).filter { $0.ruleID == "fallback-chain-unsupported" }
        #expect(chain.map(\.severity) == [.note] && chain.allSatisfy { $0.message.contains("(unverified: the app may register a parser for 'Contoso.Paint'") },
                "\(chain.map(\.message))")
        let listed = try SDKHostVocabularyTests.lint(card, hosts: ["android-sdk"], customTypes: ["Contoso.Map"])
            .filter { $0.ruleID == "fallback-chain-unsupported" }
        #expect(listed.map(\.severity) == [.error] && listed.allSatisfy { !$0.message.contains("unverified") }, "\(listed.map(\.message))")
        let teams = try SDKHostVocabularyTests.lint(card, hosts: ["teams-desktop"]).filter { $0.ruleID == "fallback-chain-unsupported" }
        #expect(teams.map(\.severity) == [.error])
        let registered = try SDKHostVocabularyTests.lint(card, hosts: ["android-sdk"], customTypes: ["Contoso.Paint"])
        #expect(registered.allSatisfy { $0.ruleID != "fallback-chain-unsupported" })
    }
}

/// Windows widgets: their documented root `header`, and the signs of a widget template.
@Suite struct WidgetAudienceTests {
    /// A widget whose header names what it shows, sized by the host (`$host.widgetSize`).
    static let widget = """
    {"type": "AdaptiveCard", "version": "1.5", "header": {"text": "Build status", "iconUrl": "https://example.com/build.png"},
     "body": [{"type": "TextBlock", "text": "All 12 pipelines passed", "wrap": true, "$when": "${$host.widgetSize != \\"small\\"}"},
              {"type": "TextBlock", "text": "12 passed", "color": "good", "$when": "${$host.widgetSize == \\"small\\"}"}]}
    """

    /// `header` is the widgets' own vocabulary: known there, host-only elsewhere.
    @Test func theWidgetHeaderIsKnownOnWindowsWidgets() throws {
        let widgets = try SDKHostVocabularyTests.lint(Self.widget, hosts: ["windows-widgets"])
        #expect(widgets.allSatisfy { $0.ruleID != "unknown-property" && $0.ruleID != "host-only-property" }, "\(widgets.map(\.message))")
        let teams = try SDKHostVocabularyTests.lint(Self.widget, hosts: ["teams-desktop"])
        #expect(teams.contains { $0.ruleID == "host-only-property" && $0.message.contains("'header'") })
    }

    /// A template that reads `$host.widgetSize`, or lives in a widget provider's Templates folder, is
    /// a widget's: checked on windows-widgets only, with the note that says why.
    @Test func widgetSizeAndTheTemplatesFolderMeanWindowsWidgets() throws {
        let plain = Self.widget.replacingOccurrences(of: #""header": {"text": "Build status", "iconUrl": "https://example.com/build.png"},"#, with: "")
        let found = try HostAudienceTests.lint(["widget.json": plain], "widget.json")
        let note = try #require(found.first { $0.ruleID == "audience-inferred" }, "\(found.map(\.message))")
        #expect(note.message.hasPrefix("the card uses '$host.widgetSize', which only windows-widgets reads"), "\(note.message)")
        HostAudienceTests.expectOnlyAbout(["windows-widgets"], found, "widgetSize")
        let still = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Loading", "wrap": true}]}"#
        let folder = try HostAudienceTests.lint(["Provider/Templates/LoadingTemplate.json": still], "Provider/Templates/LoadingTemplate.json")
        #expect(folder.first { $0.ruleID == "audience-inferred" }?.message.hasPrefix("the card uses the folder 'Templates'") == true,
                "\(folder.map(\.message))")
        // Without either sign the card stays on the default hosts.
        #expect(try HostAudienceTests.lint(["card.json": still], "card.json").allSatisfy { $0.ruleID != "audience-inferred" })
    }
}

/// `custom-types:` read from `.cardlint.yml` (the config reference's example).
@Suite struct CustomTypesConfigTests {
    @Test func theConfigsCustomTypesReachTheHosts() throws {
        let config = "hosts: [android-sdk]\ncustom-types: [Contoso.Paint]\n"
        let found = try HostAudienceTests.lint([".cardlint.yml": config, "card.json": AppRegisteredTypeTests.card], "card.json")
        #expect(found.allSatisfy { $0.ruleID != "unknown-type" }, "\(found.map(\.message))")
        let without = try HostAudienceTests.lint([".cardlint.yml": "hosts: [android-sdk]\n", "card.json": AppRegisteredTypeTests.card], "card.json")
        #expect(without.contains { $0.ruleID == "unknown-type" && $0.severity == .note })
    }

    @Test func aNameWithSpacesIsAConfigError() throws {
        let dir = try ConfigTests.project([".cardlint.yml": "custom-types: [\"Contoso Paint\"]\n"])
        #expect(throws: (any Error).self) { try ConfigFile.load(path: dir + "/.cardlint.yml") }
    }
}

/// The live chat widget's documented 28 KB message limit (`message-size`).
@Suite struct LiveChatMessageSizeTests {
    static func card(rows: Int) -> String {
        let row = #"{"type": "TextBlock", "text": "Order line with a description long enough to count", "wrap": true}"#
        return #"{"type": "AdaptiveCard", "version": "1.5", "body": ["# + Array(repeating: row, count: rows).joined(separator: ",") + "]}"
    }

    @Test func aCardOverTwentyEightKilobytesIsAnErrorInLiveChatOnly() throws {
        let big = Self.card(rows: 400)
        let live = try SDKHostVocabularyTests.lint(big, hosts: ["copilot-studio-livechat"]).filter { $0.ruleID == "message-too-large" }
        #expect(live.map(\.severity) == [.error] && live.allSatisfy { $0.scope.hosts == ["copilot-studio-livechat"] && $0.message.contains("28672 bytes") },
                "\(live.map(\.message))")
        #expect(try SDKHostVocabularyTests.lint(big, hosts: ["webchat"]).allSatisfy { $0.ruleID != "message-too-large" })
        #expect(try SDKHostVocabularyTests.lint(Self.card(rows: 20), hosts: ["copilot-studio-livechat"]).allSatisfy { $0.ruleID != "message-too-large" })
    }
}

/// The native SDKs render with the host config the app passes; their default configs' colours are
/// only what an app that passes none gets, so contrast on them is an unverified note (an app's own
/// config, e.g. a green or transparent card background, changes every pair).
@Suite struct SDKHostConfigColourTests {
    static let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hello there", "color": "light"}]}"#

    @Test(arguments: ["android-sdk", "ios-sdk", "uwp-sdk"])
    func contrastOnAnSDKsDefaultConfigIsAnUnverifiedNote(host: String) throws {
        let found = try SDKHostVocabularyTests.lint(Self.card, hosts: [host]).filter { $0.ruleID == "text-contrast" }
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .note && $0.message.contains("(unverified: inferred, not documented (the SDK's default HostConfig") },
                "\(found.map(\.message))")
    }

    @Test func contrastOnTeamsStaysAnError() throws {
        let teams = try SDKHostVocabularyTests.lint(Self.card, hosts: ["teams-desktop"]).filter { $0.ruleID == "text-contrast" }
        #expect(teams.map(\.severity) == [.error], "\(teams.map(\.message))")
    }
}

/// An SVG image: a warning (the schema accepts PNG, JPEG, GIF), but an unverified note where every
/// host checked lets the app load images itself (an app's own loader may draw it).
@Suite struct AppImageLoaderTests {
    static let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "https://example.com/icons/check.svg?color=%2341cd59", "altText": "Approved"}]}"#

    @Test func anSVGOnAndroidIsAnUnverifiedNoteAndAWarningOnTeams() throws {
        func found(_ hosts: [String]) throws -> [Finding] {
            try SDKHostVocabularyTests.lint(Self.card, hosts: hosts).filter { $0.ruleID == "image-format-not-accepted" }
        }
        let android = try found(["android-sdk"])
        #expect(android.map(\.severity) == [.note] && android.allSatisfy { $0.message.hasSuffix("(unverified: whether it shows rests on the image loader the app may register (app-image-loaders in `cardlint hosts --facts`))") },
                "\(android.map(\.message))")
        #expect(try found(["uwp-sdk"]).map(\.severity) == [.note])
        #expect(try found(["teams-desktop"]).map(\.severity) == [.warning])
        #expect(try found(["android-sdk", "teams-desktop"]).map(\.severity) == [.warning])
    }
}
