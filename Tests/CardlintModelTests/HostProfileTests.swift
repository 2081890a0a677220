import CardlintReading
import Foundation
import Testing
@testable import CardlintModel

@Suite struct HostProfileTests {
    static let hostsDirectory = hostsRepoRoot().appendingPathComponent("rules/hosts")
    static let configDirectory = hostsRepoRoot().appendingPathComponent("rules/hostconfigs")

    static func loadAll() throws -> [HostProfile] {
        try HostProfileLoader.loadAll(directory: hostsDirectory)
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
            #expect(p.maxVersion == HostProfile.Version(major: 1, minor: minor))
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
        let mobile = try profile("teams-mobile")
        #expect(!mobile.supports.contains("Chart.Pie") && mobile.has(erratum: "no-horizontal-scroll"))
        let ios = try profile("ios-sdk")
        #expect(ios.fontFamily == "inter" && ios.touchTarget.size == 44 && ios.touchTarget.unit == .pt)
        #expect(ios.supports.contains("TabSet") && ios.supports.contains("Input.Rating"))
        #expect(try profile("webchat").isUnsupported("Action.Execute"))
        #expect(try profile("outlook").isUnsupported("Action.Submit"))
        #expect(try profile("uwp-sdk").features["adaptiveCards"] == "1.6")
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

    @Test func versions() {
        #expect(HostProfile.Version("1.5") == .init(major: 1, minor: 5))
        #expect(HostProfile.Version("1.2.0") == .init(major: 1, minor: 2))
        #expect(HostProfile.Version("1.10")! > HostProfile.Version("1.9")!)
        for bad in ["", "1", "1.", "v1.5", "1.5.1", "1.x", "-1.0", "1.٣"] { #expect(HostProfile.Version(bad) == nil, "\(bad)") }
    }
}
