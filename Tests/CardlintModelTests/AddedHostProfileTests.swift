import CardlintReading
import Foundation
import Testing
@testable import CardlintModel

/// The host profiles added for issue 26 §2 (the Android SDK, Copilot Studio's live chat widget) and
/// the generic profiles: each loads, says what its sources say, and cites them.
@Suite struct AddedHostProfileTests {
    static func profile(_ id: String) throws -> HostProfile {
        try #require(try HostProfileTests.loadAll().first { $0.id == id }, "no profile \(id)")
    }

    /// Every fact of a profile has a non-empty source and a position; its own firm facts (not its
    /// renderer's box facts, cited in rules/renderers) cite `mustCite`.
    static func expectCited(_ p: HostProfile, firmFactsCite mustCite: String) {
        #expect(!p.facts.isEmpty)
        for f in p.facts {
            #expect(!f.evidence.source.trimmingCharacters(in: .whitespaces).isEmpty, "\(p.id): \(f.name) has no source")
            #expect(f.line > 0, "\(p.id): \(f.name)")
            if f.evidence.isFirm, !f.name.hasPrefix("renderer ") { #expect(f.evidence.source.contains(mustCite), "\(p.id): \(f.name) cites \(f.evidence.source)") }
        }
    }

    /// The official Android SDK, read in microsoft/AdaptiveCards@644d933e: version 1.6 in
    /// AdaptiveCardRenderer.VERSION, no Carousel renderer registered, Action.Execute registered, the
    /// C++ model's fallbackText card, text in sp; targets measured as on Teams mobile (WCAG 2.5.8).
    @Test func androidSDK() throws {
        let p = try Self.profile("android-sdk")
        #expect(p.family == "android-sdk")
        #expect(p.maxVersion == SchemaVersion(1, 6) && p.evidence("max-version")?.confidence == .rendererCode)
        #expect(p.evidence("max-version")?.source.contains("AdaptiveCardRenderer.java VERSION = \"1.6\"") == true)
        #expect(p.isUnsupported("Carousel") && p.evidence("unsupported Carousel")?.confidence == .rendererCode)
        #expect(p.evidence("unsupported Carousel")?.source.contains("CardRendererRegistration.java") == true)
        #expect(p.supports.isEmpty && p.unsupported.map(\.type) == ["Carousel"])
        #expect(p.universalActions && p.showsFallbackText)
        #expect(p.evidence("universal-actions")?.confidence == .rendererCode && p.evidence("shows-fallback-text")?.confidence == .rendererCode)
        #expect(p.textUnit == .pt && p.touchTarget == .init(standard: .wcag258, size: 24, unit: .cssPx))
        // Text grows in sp (renderer code), but by Android's scale, not the iOS factors laid out: inferred.
        #expect(p.evidence("text-scaling")?.confidence == .inferred && p.evidence("host-config")?.confidence == .rendererCode)
        #expect(p.themes.map(\.file) == ["android-sdk-light.json"] && p.renderer == RendererBehaviour())
        // The action facts read in the Android renderer replace the native model's inferred ones.
        for key in ["action-row", "secondary-actions", "beyond-max-actions"] {
            #expect(p.facts.filter { $0.name == "renderer \(key)" }.map(\.evidence.confidence) == [.rendererCode], "\(key)")
        }
        #expect(p.evidence("renderer toggle")?.confidence == .inferred)
        Self.expectCited(p, firmFactsCite: "microsoft/AdaptiveCards@644d933e source/")
    }

    /// A fact is listed once: a profile's own renderer key replaces the named renderer's fact.
    @Test func everyFactIsListedOnce() throws {
        for p in try HostProfileTests.loadAll() {
            let names = p.facts.map(\.name)
            #expect(names.count == Set(names).count, "\(p.id): \(names.filter { n in names.filter { $0 == n }.count > 1 })")
        }
    }

    /// The Android SDK's default host config is `new HostConfig()`, the C++ defaults: the shipped
    /// file is empty, so every value is cardlint's `HostConfig.defaults`.
    @Test func androidHostConfigIsTheSharedModelDefaults() throws {
        let url = HostProfileTests.configDirectory.appendingPathComponent("android-sdk-light.json")
        let (config, issues, warnings) = try loadHostConfig(url)
        #expect(issues.isEmpty && warnings.isEmpty)
        var parsed = config
        parsed.raw = HostConfig.defaults.raw   // the text read, not a value the renderer uses
        #expect(parsed == HostConfig.defaults)
        // The values of microsoft/AdaptiveCards@644d933e source/shared/cpp/ObjectModel/HostConfig.h.
        #expect(config.spacing.small == 3 && config.spacing.default == 8 && config.spacing.medium == 20 && config.spacing.padding == 20)
        #expect(config.separator.lineThickness == 1 && config.imageSizes.small == 80 && config.imageSizes.large == 180)
        #expect(config.actions.maxActions == 5 && config.actions.buttonSpacing == 10 && config.actions.iconSize == 16)
        #expect(config.headingLevel == 2 && config.tableCellSpacing == 8 && config.allowCustomStyle)
    }

    /// Copilot Studio's note on schema versions per channel: the live chat widget stops at 1.5
    /// (documented); what it shares with Web Chat is inferred, so findings resting on it are notes.
    @Test func copilotStudioLiveChat() throws {
        let p = try Self.profile("copilot-studio-livechat")
        #expect(p.family == "copilot-studio-livechat", "its own family: no Copilot or Teams marker may select it")
        #expect(p.maxVersion == SchemaVersion(1, 5) && p.evidence("max-version")?.confidence == .documented)
        #expect(p.evidence("max-version")?.source.contains("limited to version 1.5") == true)
        #expect(p.isUnsupported("Action.Execute") && !p.universalActions && !p.showsFallbackText)
        for fact in ["unsupported Action.Execute", "universal-actions", "shows-fallback-text", "unlisted-types", "host-config"] {
            #expect(p.evidence(fact)?.confidence == .inferred, "\(fact)")
            if fact != "host-config" { #expect(p.evidence(fact)?.source.contains("omnichannel-chat-widget@d2b82682") == true, "\(fact)") }
        }
        #expect(p.themes.map(\.file) == ["webchat-light.json"])
        // Dynamics 365 Customer Service documents the live chat's 28 KB message limit and Markdown.
        #expect(p.messageSize == 28672 && p.evidence("message-size")?.confidence == .documented)
        #expect(p.has(erratum: "markdown-not-supported"))
        let d365 = "dynamics-365-customer-engagement@0111aacd ce/customer-service/administer/card-support-in-channels.md"
        for f in p.facts where f.name == "message-size" || f.name.hasPrefix("erratum ") { #expect(f.evidence.source.contains(d365), "\(f.name)") }
        // Its firm facts cite Copilot Studio's note or the Customer Service page.
        for f in p.facts {
            #expect(!f.evidence.source.isEmpty && f.line > 0, "\(f.name)")
            guard f.evidence.isFirm, !f.name.hasPrefix("renderer ") else { continue }
            #expect(f.evidence.source.contains("microsoft-copilot-studio") || f.evidence.source.contains(d365), "\(f.name) cites \(f.evidence.source)")
        }
    }

    /// Copilot Studio's Web Chat channel is the `webchat` profile: the same Copilot Studio note backs
    /// its 1.6 and its missing Action.Execute.
    @Test func copilotStudioWebChatChannelIsWebChat() throws {
        let p = try Self.profile("webchat")
        #expect(p.maxVersion == SchemaVersion(1, 6) && p.isUnsupported("Action.Execute"))
        #expect(p.evidence("universal-actions")?.source.contains("Copilot Studio") == true)
    }

    /// `adaptivecards-1.0`…`1.6` are the generic profiles: named so, of their own family, with no host's
    /// additions or losses, and the spec's fallbackText behaviour.
    @Test func genericProfilesAreNamedGeneric() throws {
        for minor in 0...6 {
            let p = try Self.profile("adaptivecards-1.\(minor)")
            #expect(p.name == "Adaptive Cards 1.\(minor) (generic)" && p.family == p.id)
            #expect(p.supports.isEmpty && p.unsupported.isEmpty && p.errata.isEmpty && p.showsFallbackText)
            #expect(p.evidence("max-version")?.confidence == .documented)
        }
    }

    /// Teams in the browser is the desktop profile (Teams' cards-format.md shows one rendering for
    /// both): no separate web profile, and the desktop profile says it covers the web.
    @Test func teamsWebIsTheDesktopProfile() throws {
        let all = try HostProfileTests.loadAll()
        #expect(all.first { $0.id == "teams-desktop" }?.name == "Microsoft Teams (desktop and web)")
        #expect(!all.contains { $0.id.contains("web") && $0.family == "teams" })
    }

    /// Viva Connections: the profile models quick views, the only part of an Adaptive Card Extension
    /// written as an Adaptive Card (card views are fixed SPFx templates).
    @Test func vivaProfileIsTheQuickViews() throws {
        let p = try Self.profile("viva-connections")
        #expect(p.description.contains("quick views") && p.family == "viva")
    }
}
