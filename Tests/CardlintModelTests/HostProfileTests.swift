import CardlintReading
import Foundation
import Testing
@testable import CardlintModel

@Suite struct HostProfileTests {
    static let hostsDirectory = hostsRepoRoot().appendingPathComponent("rules/hosts")
    static let configDirectory = hostsRepoRoot().appendingPathComponent("rules/hostconfigs")

    static func loadAll() throws -> [HostProfile] {
        let errata = try HostProfileLoader.loadErrata(file: hostsRepoRoot().appendingPathComponent("rules/errata.yaml"))
        return try HostProfileLoader.loadAll(directory: hostsDirectory, knownErrata: errata)
    }

    /// Every fact of every shipped profile (and of its renderer) names a source and a confidence;
    /// each listed type, each erratum and the version facts have one.
    @Test func everyShippedFactHasItsEvidence() throws {
        for p in try Self.loadAll() {
            for f in p.facts {
                #expect(!f.evidence.source.trimmingCharacters(in: .whitespaces).isEmpty, "\(p.id): \(f.name) has no source")
                #expect(f.line > 0, "\(p.id): \(f.name) has no position")
                if f.evidence.confidence == .disputed { #expect(f.evidence.disputed != nil, "\(p.id): \(f.name) is disputed with one side") }
            }
            let typeFacts = p.supports.map { "supports " + $0 } + p.unsupported.map { "unsupported " + $0.type }
            let names = ["max-version", "universal-actions", "shows-fallback-text", "unlisted-types"] + typeFacts + p.errata.map { "erratum " + $0.name }
            for name in names {
                #expect(p.evidence(name) != nil, "\(p.id): '\(name)' has no evidence")
            }
            if !p.carouselForbids.isEmpty { #expect(p.evidence("carousel-forbids") != nil, "\(p.id): carousel-forbids") }
            if p.renderer != RendererBehaviour() {
                #expect(p.facts.contains { $0.name.hasPrefix("renderer ") }, "\(p.id): its renderer's box facts have no evidence")
            }
        }
    }

    /// Re-verified against Microsoft's Teams docs (2026-11-28): Teams mobile's lack of charts, the
    /// people icon (Component) and Media, and Teams' maximum version, are disputed, not firm.
    @Test func teamsMobileFactsThatTeamsDocsContradictAreDisputed() throws {
        let mobile = try #require(try Self.loadAll().first { $0.id == "teams-mobile" })
        for type in ["Component", "Chart.Pie", "Chart.Donut", "Media"] {
            #expect(mobile.evidence("unsupported \(type)")?.confidence == .disputed, "\(type)")
        }
        #expect(mobile.evidence("max-version")?.confidence == .disputed && mobile.maxVersionDisputed != nil)
        #expect(mobile.evidence("unsupported CodeBlock")?.confidence == .inferred)
    }

    @Test func everyProfileLoads() throws {
        let profiles = try Self.loadAll()
        let ids = Set(profiles.map(\.id))
        let required = ["ios-sdk", "teams-desktop", "teams-mobile", "outlook", "webex", "webchat"]
            + (0...6).map { "adaptivecards-1.\($0)" }
        for id in required { #expect(ids.contains(id), "missing profile \(id)") }
        #expect(ids.count == profiles.count)
        for p in profiles {
            #expect(!p.sources.isEmpty, "\(p.id) cites no source")
            #expect(!p.viewports.isEmpty && !p.themes.isEmpty)
            #expect(["selawik", "inter"].contains(p.fontFamily), "\(p.id): \(p.fontFamily)")
        }
    }

    @Test func genericProfilesFollowTheSpec() throws {
        let profiles = try Self.loadAll()
        for minor in 0...6 {
            let p = try #require(profiles.first { $0.id == "adaptivecards-1.\(minor)" })
            #expect(p.maxVersion == SchemaVersion(1, minor))
            #expect(p.supports.isEmpty && p.unsupported.isEmpty)
            #expect(p.showsFallbackText)
            #expect(p.universalActions == (minor >= 4))
        }
    }

    @Test func hostFacts() throws {
        let profiles = try Self.loadAll()
        func profile(_ id: String) throws -> HostProfile { try #require(profiles.first { $0.id == id }) }
        let teams = try profile("teams-desktop")
        #expect(teams.maxVersion.description == "1.5")
        #expect(teams.supports.contains("Icon") && teams.supports.contains("Badge"))
        #expect(teams.isUnsupported("Media") && !teams.showsFallbackText)
        #expect(teams.touchTarget == .init(standard: .wcag258, size: 24, unit: .cssPx))
        #expect(teams.family == "teams" && teams.matches(hostsOnly: ["teams", "copilot"]))
        #expect(!teams.matches(hostsOnly: ["outlook"]) && teams.matches(hostsOnly: nil))
        #expect(try profile("outlook").family == "outlook")
        let mobile = try profile("teams-mobile")
        #expect(!mobile.supports.contains("Chart.Pie") && mobile.has(erratum: "no-horizontal-scroll"))
        let ios = try profile("ios-sdk")
        #expect(ios.fontFamily == "inter" && ios.touchTarget.size == 44 && ios.touchTarget.unit == .pt)
        #expect(ios.supports.contains("TabSet") && ios.supports.contains("Input.Rating"))
        #expect(try profile("webchat").isUnsupported("Action.Execute"))
        #expect(try profile("outlook").isUnsupported("Action.Submit"))
        #expect(try profile("uwp-sdk").features["adaptiveCards"] == "1.6")
        // Web renderers size text in CSS px, native phone renderers in points/sp.
        #expect(teams.textUnit == .cssPx && mobile.textUnit == .pt && ios.textUnit == .pt)
        #expect(try profile("webchat").textUnit == .cssPx && profile("uwp-sdk").textUnit == .cssPx)
    }

    @Test func everyProfileThemeParsesCleanly() throws {
        for p in try Self.loadAll() {
            let configs = try p.hostConfigs(baseDirectory: Self.configDirectory)
            #expect(configs.map(\.theme) == p.themes.map(\.name))
            for c in configs { #expect(c.issues.isEmpty, "\(p.id)/\(c.theme): \(c.issues)") }
        }
    }

    @Test func everyShippedHostConfigIsUsedByAProfile() throws {
        let used = Set(try Self.loadAll().flatMap { $0.themes.map(\.file) })
        #expect(used == Set(HostConfigShippedTests.shippedFiles))
    }
}

@Suite struct HostProfileCatalogTests {
    static func load() throws -> ([HostProfile], Catalog) {
        let catalog = try CatalogLoader.load(directory: hostsRepoRoot().appendingPathComponent("rules/catalog").path)
        return (try HostProfileTests.loadAll(), catalog)
    }

    /// Generic = an official (`adaptive-cards`) type at or below the host's version.
    static func isGeneric(_ spec: TypeSpec, upTo version: SchemaVersion) -> Bool {
        spec.origin == "adaptive-cards" && spec.since <= version
    }

    @Test func profilesNameOnlyCatalogTypes() throws {
        let (profiles, catalog) = try Self.load()
        for p in profiles {
            for type in p.supports + p.unsupported.map(\.type) {
                #expect(catalog.spec(type) != nil, "\(p.id): '\(type)' is not in the catalog")
            }
        }
    }

    @Test func supportsAddAndUnsupportedRemoveFromTheGenericSet() throws {
        let (profiles, catalog) = try Self.load()
        for p in profiles {
            for type in p.supports {
                guard let spec = catalog.spec(type) else { continue }
                #expect(!Self.isGeneric(spec, upTo: p.maxVersion), "\(p.id): '\(type)' is already generic at \(p.maxVersion)")
            }
            // A host-specific type may be listed as unsupported only to give its absence evidence
            // (Teams mobile's disputed Component and charts); a generic one only at or below the version.
            for type in p.unsupported.map(\.type) {
                guard let spec = catalog.spec(type), spec.origin == "adaptive-cards" else { continue }
                #expect(Self.isGeneric(spec, upTo: p.maxVersion), "\(p.id): '\(type)' is not in the generic set at \(p.maxVersion)")
            }
        }
    }
}
