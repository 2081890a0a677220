import CardlintKit
import CardlintReport
import CardlintTestSupport
import Foundation
import Testing

/// The rules a run reports: each file's linter's enabled rules, an id once, the first seen winning.
@Suite struct EnabledRulesTests {
    @Test func eachLintersRulesAreAddedOnce() throws {
        let dir = try ConfigTests.project([
            "plain/a.json": "{}", "plain/b.json": "{}",
            "team/.cardlint.yml": "rules-dirs: [team-rules]\n",
            "team/team-rules/https-only.yaml": RuleLoaderErrorTests.valid,
            "team/a.json": "{}", "team/b.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let rules = EnabledRules(factory: LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings()))
        let first = rules.add(path: dir + "/plain/a.json")
        #expect(!first.isEmpty)
        #expect(!first.contains { $0.id == "https-only" })
        #expect(Set(first.map(\.id)).count == first.count)
        #expect(rules.add(path: dir + "/plain/b.json").isEmpty)        // the same linter: nothing new
        // Another linter: only the ids not seen before.
        #expect(rules.add(path: dir + "/team/a.json").map(\.id) == ["https-only"])
        #expect(rules.add(path: dir + "/team/b.json").isEmpty)
        #expect(rules.add(path: dir + "/plain/a.json").isEmpty)
        let all = rules.all().map(\.id)
        #expect(all.count == first.count + 1)
        #expect(all.contains("https-only"))
        #expect(all == all.sorted { ReportStream.precedes($0, $1) })
    }
}
