@testable import CardlintKit
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// Paths in a config stay inside its project (the folder holding it, or the git root above it):
/// `data: [../outside/secret.json]` put that file's content into findings.
@Suite struct ConfigContainmentTests {
    static func load(_ dir: String, allowOutside: Bool = false) throws(RuleError) -> ConfigFile {
        try ConfigFile.load(path: dir + "/proj/.cardlint.yml", allowOutside: allowOutside)
    }

    @Test(arguments: ["data: [../outside/secret.json]", "rules-dirs: [../outside]", "custom-elements: [/etc/passwd]",
                      "host-profiles: [../outside/h.yaml]", "extends: [../outside/base.yml]",
                      "data: [escape.json]"])
    func pathsOutsideTheProjectAreRefused(_ line: String) throws {
        let dir = try FileSafetyTests.tree(["proj/.cardlint.yml": line + "\n", "outside/secret.json": "{\"k\": \"SECRET\"}"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/proj/escape.json", withDestinationPath: dir + "/outside/secret.json")
        do {
            _ = try Self.load(dir)
            Issue.record("\(line) was accepted")
        } catch {
            #expect(error.description.contains("outside the project") && error.description.contains(":1:"), "\(error)")
            #expect(error.description.contains("--allow-outside-paths"))
        }
        _ = try Self.load(dir, allowOutside: true)
    }

    @Test func pathsInsideTheProjectOrItsGitRootAreKept() throws {
        let dir = try FileSafetyTests.tree(["proj/.cardlint.yml": "data: [cards/x.data.json, ../shared/y.data.json]\nextends: [recommended]\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: RuleError.self) { try Self.load(dir) }
        try FileManager.default.createDirectory(atPath: dir + "/.git", withIntermediateDirectories: true)
        let c = try Self.load(dir)
        #expect(c.data.count == 2)
        #expect(c.projectRoot == dir)
    }

    @Test func dataFilesNextToATemplateDoNotLeadOutOfTheTree() throws {
        let template = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "${k}"}]}"#
        let dir = try FileSafetyTests.tree(["proj/card.json": template, "outside/secret.json": "{\"k\": \"SECRET\"}", "proj/.git/HEAD": ""])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/proj/card.data.json", withDestinationPath: dir + "/outside/secret.json")
        let linter = try LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings()).linter(for: dir + "/proj/card.json")
        #expect(linter.readDataFile(dir + "/proj/card.data.json") == .failure(.symbolicLink))
        var open = LintSettings()
        open.allowOutsidePaths = true
        let trusting = try LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: open).linter(for: dir + "/proj/card.json")
        #expect(trusting.readDataFile(dir + "/proj/card.data.json") == .success(Array("{\"k\": \"SECRET\"}".utf8)))
    }
}
