@testable import CardlintKit
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// The shortcut of the per-host passes over a card rendered unchanged against its slow path on
/// every corpus card — with the default settings and with every rule on every shipped host: rules
/// that only report what fallback changes (`CheckFunction.needsFallbackChanges`) are left out.
@Suite struct HostPassShortcutTests {
    static func linters() throws -> [(name: String, linter: Linter)] {
        let resources = TestSupport.resources
        let settings = LintSettings(hosts: resources.hosts.map(\.profile.id), viewports: ["iphone-se-320"], typeScales: ["default"])
        let every = Linter(resources: resources, rules: resources.rules.map { ActiveRule(rule: $0) }, settings: settings,
                           hosts: try resources.hostContexts(for: settings))
        return [("default", try Corpus.factory.linter(for: Corpus.root + "/x.json")), ("every rule and host", every)]
    }

    /// Lints every corpus card with `fast` and with `slow` (its shortcut off); returns the findings of `fast`.
    static func compare(_ name: String, _ fast: Linter, _ slow: Linter) -> [Finding] {
        var all: [Finding] = []
        for card in Corpus.cards {
            let path = Corpus.root + "/" + card
            guard let data = FileManager.default.contents(atPath: path),
                  case .report(let a) = fast.lint(path: path, bytes: Array(data), explicit: true),
                  case .report(let b) = slow.lint(path: path, bytes: Array(data), explicit: true) else { continue }
            #expect(a.findings == b.findings, "\(name): \(card)")
            all += a.findings
        }
        return all
    }

    @Test func hostPassesWithoutFallbackRulesFindTheSame() throws {
        for (name, fast) in try Self.linters() {
            var slow = fast
            slow.skipsFallbackRules = false
            let found = Self.compare(name, fast, slow)
            // The rules left out on unchanged cards still report where fallback changes something.
            #expect(found.contains { $0.ruleID.hasPrefix("unsupported-element") || $0.ruleID.hasPrefix("fallback-chain") },
                    "\(name): no fallback findings")
        }
    }
}
