@testable import CardlintRules
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// `RuleEngine.finding(…, scoped: false)`, which a `FindingCollector` asks for (it sets scopes
/// itself), is the scoped finding with an empty scope, for every failure the shipped card, host and
/// theme rules find on the corpus cards under each shipped host and theme.
@Suite struct FindingScopeSkipTests {
    @Test func unscopedFindingIsTheScopedOneWithoutScope() throws {
        let res = TestSupport.resources
        let engine = RuleEngine(rules: res.rules.filter { $0.check.readerDiagnostic == nil }.map { ActiveRule(rule: $0) },
                                catalog: res.catalog)
        let root = TestSupport.repoRoot + "/corpus"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("templates/") }.sorted()
        var compared = 0, withScope = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                  let json = try? JSONParser.parse(String(decoding: data, as: UTF8.self)).value else { continue }
            let card = CardBuilder.build(json, catalog: res.catalog)
            for host in res.hosts.prefix(4) {
                for theme in host.themes {
                    let env = RuleEnvironment(hostID: host.profile.id, theme: theme.name, host: host.profile,
                                              hostConfig: theme.config, sourceCard: card)
                    for eachHost in [false, true] {
                        let plan = engine.plan(card: card, hostID: env.hostID, needs: [.card, .host, .theme], runsOnEachHost: eachHost)
                        engine.forEachResult(plan, CheckContext(card: card, catalog: res.catalog, environment: env)) { active, node, r, _ in
                            var scoped = engine.finding(active, node, r, env)
                            if !scoped.scope.isEmpty { withScope += 1 }
                            #expect(scoped.scope == env.scope)
                            scoped.scope = FindingScope()
                            #expect(engine.finding(active, node, r, env, scoped: false) == scoped)
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared > 100)
        #expect(withScope == compared)
    }
}
