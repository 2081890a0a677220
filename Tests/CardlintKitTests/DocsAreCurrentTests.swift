import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

/// `docs/rules/` is generated from the rule files; this fails when someone edits a rule and forgets
/// to run `cardlint rules --format markdown --output docs/rules`.
@Suite struct DocsAreCurrentTests {
    @Test func ruleDocsMatchTheRules() throws {
        let dir = TestSupport.repoRoot + "/docs/rules"
        let expected = try RuleDocs.all(TestSupport.resources)
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
        #expect(present == Set(expected.keys), "stale or missing pages: run `swift run cardlint rules --format markdown --output docs/rules`")
        for (name, text) in expected {
            let onDisk = try? String(contentsOfFile: dir + "/" + name, encoding: .utf8)
            #expect(onDisk == text, "docs/rules/\(name) is out of date: regenerate it")
        }
    }

    @Test func everyHelpURIPointsAtItsPage() {
        for r in TestSupport.resources.rules {
            #expect(r.metadata.helpURI?.hasSuffix("/docs/rules/\(r.id).md") == true, "\(r.id): help-uri must point at docs/rules/\(r.id).md")
        }
    }
}
