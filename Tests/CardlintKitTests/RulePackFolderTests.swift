import CardlintKit
import CardlintReading
@testable import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// A pack's rule files are found in its sub-folders, in path order, but not in hidden files or folders.
@Suite struct RulePackFolderTests {
    @Test func packSubfoldersButNotHiddenOnes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("sub/deeper"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for (path, id) in [("a.yaml", "a"), ("sub/b.yaml", "b"), ("sub/deeper/c.yml", "c"), (".hidden/d.yaml", "d"), (".e.yaml", "e")] {
            let text = RuleLoaderErrorTests.valid.replacingOccurrences(of: "id: https-only", with: "id: \(id)")
            try text.write(to: dir.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        // A link to a folder is listed, not followed (as `FileManager.subpaths(atPath:)`).
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("linked").path, withDestinationPath: dir.appendingPathComponent("sub").path)
        let rules = try RuleLoader.loadFolder(dir.path, pack: "custom", vocabulary: TestSupport.resources.vocabulary)
        #expect(rules.map(\.id) == ["a", "b", "c"])
        #expect(RuleLoader.subpaths(dir.path)?.sorted() == [".e.yaml", ".hidden", "a.yaml", "linked", "sub", "sub/b.yaml", "sub/deeper", "sub/deeper/c.yml"])
        #expect(RuleLoader.subpaths(dir.path + "/missing") == nil)
    }

    /// `↓` markers leave an example's text and give the byte offsets where they stood.
    @Test func markersStripped() {
        #expect(RuleExample.stripMarkers("{\"a\": ↓1, ↓\"b\"}") == ("{\"a\": 1, \"b\"}", [6, 9]))
        #expect(RuleExample.stripMarkers("↓") == ("", [0]))
        #expect(RuleExample.stripMarkers("é→ no marker ↑") == ("é→ no marker ↑", []))
        #expect(RuleExample.stripMarkers("\u{2192}↓x\u{2193}") == ("\u{2192}x", [3, 4]))
    }
}
