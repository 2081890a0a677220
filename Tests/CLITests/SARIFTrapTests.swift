import CardlintTestSupport
import Foundation
import Testing

/// SARIF's traps of #29: `precision` per rule is honest (rules that estimate a layout say `medium`,
/// the schema and reading rules keep `high` / `very-high`), and paths are repository-relative as in
/// `github` and `markdown`, whatever folder cardlint runs from.
@Suite struct SARIFTrapTests {
    @Test func layoutRulesAreMediumPrecision() throws {
        let dir = try CLIContractTests.tempDir()
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "size": "extraLarge", "text": "A long heading that cannot fit on one line of a phone at larger text sizes"}, {"type": "Image", "url": "https://example.com/a.png"}]}"#
        try card.write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["lint", "card.json", "--format", "sarif"], in: dir, stdin: nil)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        var precision: [String: String] = [:]
        for rule in rules { precision[rule["id"] as? String ?? ""] = (rule["properties"] as? [String: Any])?["precision"] as? String }
        #expect(precision["text-clipped"] == "medium", "\(precision)")
        #expect(precision["image-missing-alt-text"] == "high", "\(precision)")
        #expect(precision.values.allSatisfy { ["very-high", "high", "medium", "low"].contains($0) })
    }

    @Test func pathsAreRepositoryRelativeFromASubFolder() throws {
        let repo = try CLIContractTests.tempDir()
        try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repo + "/cards/sub", withIntermediateDirectories: true)
        try #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "https://example.com/a.png"}]}"#
            .write(toFile: repo + "/cards/sub/a.json", atomically: true, encoding: .utf8)
        let sarif = try CLIRunner.run(["lint", "sub", "--format", "sarif"], in: repo + "/cards", stdin: nil)
        #expect(sarif.stdout.contains(#""uri": "cards/sub/a.json""#), "\(sarif.stdout)")
        #expect(!sarif.stdout.contains(#""uri": "sub/a.json""#))
        #expect(sarif.stdout.contains(#""uri": "file://\#(repo)/""#), "%SRCROOT% is the repository: \(sarif.stdout)")
        let github = try CLIRunner.run(["lint", "sub", "--format", "github"], in: repo + "/cards", stdin: nil)
        #expect(github.stdout.contains("file=cards/sub/a.json"), "\(github.stdout)")
    }
}
