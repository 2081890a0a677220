import CardlintReading
import Foundation
import Testing
@testable import CardlintModel

/// The repository root, found from this file's path (Tests/CardlintModelTests/…).
func hostsRepoRoot(_ file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

func loadHostConfig(_ url: URL) throws -> (HostConfig, [HostConfigIssue], [ReadingDiagnostic]) {
    let bytes = try [UInt8](Data(contentsOf: url))
    let result = try JSONParser.parse(bytes)
    let (config, issues) = HostConfig.parse(result.value)
    return (config, issues, result.warnings)
}

@Suite struct HostConfigShippedTests {
    static let directory = hostsRepoRoot().appendingPathComponent("rules/hostconfigs")

    static var shippedFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func thereAreShippedConfigs() {
        #expect(Self.shippedFiles.count >= 17)
    }

    @Test(arguments: shippedFiles)
    func parsesCleanly(_ name: String) throws {
        let (_, issues, warnings) = try loadHostConfig(Self.directory.appendingPathComponent(name))
        #expect(issues.isEmpty, "\(name): \(issues)")
        // Known oddity: the AdaptiveCards-Mobile sample.json repeats `borderWidth` and `cornerRadius`
        // (same values both times). Any other reading warning fails.
        let allowed: Set<String> = name == "ios-sdk-light.json" ? ["duplicate-key"] : []
        #expect(warnings.allSatisfy { allowed.contains($0.id) }, "\(name): \(warnings)")
    }

    @Test func manifestListsEveryFile() throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        let listed = Set(text.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) })
        #expect(listed == Set(Self.shippedFiles))
    }

    @Test func teamsLightValues() throws {
        let (c, _, _) = try loadHostConfig(Self.directory.appendingPathComponent("teams-light.json"))
        #expect(c.spacing.default == 12 && c.spacing.padding == 16)
        #expect(c.fontType(.default).fontSizes[.large] == 18)
        #expect(c.actions.maxActions == 6 && c.actions.actionAlignment == .left)
        let subtle = c.containerStyle(.default).foreground(.default).subtle
        #expect(subtle.composited(over: c.containerStyle(.default).backgroundColor).hexString == "#5C5B5B")
    }

    /// Known oddity: the UWP high-contrast configs only change the default background, so the
    /// default text colour (#000000) sits on #000000 in Night sky (contrast 1:1).
    @Test func highContrastNightSkyIsBlackOnBlack() throws {
        let (c, _, _) = try loadHostConfig(Self.directory.appendingPathComponent("uwp-hc-nightsky.json"))
        let style = c.containerStyle(.default)
        #expect(Color.contrastRatio(style.foreground(.default).default, style.backgroundColor) == 1)
    }

    @Test func webexUsesLegacyAndFontTypes() throws {
        let (c, _, _) = try loadHostConfig(Self.directory.appendingPathComponent("webex-light.json"))
        #expect(c.fontType(.default).fontFamily != nil)
        #expect(c.actions.maxActions == 5)
    }
}
