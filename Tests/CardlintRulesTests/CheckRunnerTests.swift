@testable import CardlintRules
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Testing

/// The engine calls each check through `Check.runner`, which adds the failures to a list it hands
/// over (`CheckRunner`): for every shipped rule (composite `all-of`, `any-of`, `not` checks included)
/// on every corpus card, on the source card and with a host and theme, the runner adds exactly what
/// `Check.evaluate` returns, in order, after what the list already held, which it leaves alone.
@Suite struct CheckRunnerTests {
    @Test func runnerAddsWhatEvaluateReturns() throws {
        let res = TestSupport.resources
        let rules = res.rules.filter { $0.check.readerDiagnostic == nil }
        #expect(rules.contains { if case .allOf = $0.check { true } else { false } })
        #expect(rules.contains { if case .anyOf = $0.check { true } else { false } })
        let host = try #require(res.hosts.first { $0.profile.id == "teams-desktop" })
        let config = try #require(host.themes.first?.config)
        let sentinel = CheckResult(pointer: "/sentinel")
        var compared = 0, failing = 0
        for card in try PlanReferenceTests.cards() {
            let environments = [RuleEnvironment(),
                                RuleEnvironment(hostID: host.profile.id, theme: host.themes.first?.name, host: host.profile, hostConfig: config)]
            for environment in environments {
                let context = CheckContext(card: card, catalog: res.catalog, environment: environment)
                for rule in rules {
                    let runner = rule.check.runner
                    for node in card.nodes {
                        let expected = rule.check.evaluate(node, in: context)
                        var got = [sentinel]
                        runner(node, context, &got)
                        #expect(got.first == sentinel && Array(got.dropFirst()) == expected, "\(rule.id) \(node.pointer)")
                        compared += 1
                        if !expected.isEmpty { failing += 1 }
                    }
                }
            }
        }
        #expect(compared > 10_000 && failing > 100)
    }
}
