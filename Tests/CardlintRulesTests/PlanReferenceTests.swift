@testable import CardlintRules
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// `RuleEngine.plan`, which walks the rules indexed by catalog type,
/// against a plan made the slow way (every shipped rule's full selector, `Selector.matchesType` and
/// `matchesContext`, and applicability, on every node) for the corpus cards and a card with unknown,
/// repeated and null members, with and without a host, for card, layout and all needs.
@Suite struct PlanReferenceTests {
    static func cards() throws -> [Card] {
        let res = TestSupport.resources
        let root = TestSupport.repoRoot + "/corpus"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("templates/") }.sorted()
        var cards: [Card] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                  let json = try? JSONParser.parse(String(decoding: data, as: UTF8.self)).value else { continue }
            cards.append(CardBuilder.build(json, catalog: res.catalog))
        }
        cards.append(try A11yFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "lang": "en", "body": [
          {"type": "TextBlock", "nope": 1, "style": "heading", "style": "default", "text": "a", "lang": null},
          {"type": "Image", "url": "x", "selectAction": null, "selectAction": {"type": "Action.OpenUrl", "url": "y"}},
          {"type": "Image", "url": "x", "backgroundImage": "z", "isVisible": false},
          {"type": "Input.Text", "id": "t", "isRequired": true, "placeholder": "p", "placeholder": null},
          {"type": "Input.Toggle", "id": "u", "title": "t", "isRequired": "true"},
          {"type": "Container", "style": "emphasis", "backgroundImage": {"url": "b"}, "items": [
            {"type": "TextBlock", "text": "b", "lang": "x-\\u00e9"}]},
          {"type": "Unknown.Thing", "lang": "de", "selectAction": {"type": "Action.Submit"}}]}
        """))
        return cards
    }

    /// The engine's index (rules per bucket and catalog type, those naming their types found by name)
    /// holds for every type exactly the rules whose selector matches it, in rule order.
    @Test func indexIsEverySelectorTestedOnEveryType() throws {
        let res = TestSupport.resources
        let active = res.rules.map { ActiveRule(rule: $0) }
        let engine = RuleEngine(rules: active, catalog: res.catalog)
        #expect(active.contains { $0.rule.selector.selectsByNameOnly } && active.contains { !$0.rule.selector.selectsByNameOnly })
        var entries = 0
        for spec in res.catalog.types.values where spec.ordinal < engine.typeCount {
            for bucket in engine.byType.indices {
                let expected = active.filter {
                    RuleEngine.bucket($0.needs, $0.rule.runsOnEachHost) == bucket && $0.rule.selector.matchesType(type: spec.name, spec: spec)
                }.map(\.rule.id)
                #expect(engine.byType[bucket][spec.ordinal].map { engine.rules[Int($0.rule)].rule.id } == expected, "\(spec.name) bucket \(bucket)")
                entries += expected.count
            }
        }
        #expect(entries > 1_000)
    }

    @Test func planIsTheSelectorPlan() throws {
        let res = TestSupport.resources
        let engine = RuleEngine(rules: res.rules.filter { $0.check.readerDiagnostic == nil }.map { ActiveRule(rule: $0) },
                                catalog: res.catalog)
        let needSets: [Set<ContextNeed>] = [[.card, .host, .theme], [.layout], [.card, .host, .theme, .layout]]
        var pairs = 0, conditional = 0
        for card in try Self.cards() {
            for host in [nil] + res.hosts.prefix(3).map(\.profile.id) {
                for needs in needSets {
                    for eachHost in [false, true] {
                        let plan = engine.plan(card: card, hostID: host, needs: needs, runsOnEachHost: eachHost)
                        let got = plan.pairs.map { "\($0.node) \(engine.rules[Int($0.rule)].rule.id)" }
                        var expected: [String] = []
                        for node in card.nodes {
                            for active in engine.rules where needs.contains(active.needs) && active.runsOnEachHost == eachHost
                                && active.rule.selector.matchesType(node) && active.rule.selector.matchesContext(node)
                                && active.applies.applies(to: card, host: host) {
                                expected.append("\(node.id) \(active.rule.id)")
                                if !active.conditions.isEmpty { conditional += 1 }
                            }
                        }
                        // The engine orders a node's pairs by bucket; compare per node, in rule order.
                        let same = got.sorted() == expected.sorted()
                        #expect(same, "\(host ?? "no host") \(needs.sorted()) eachHost \(eachHost): missing \(Set(expected).subtracting(got).sorted().prefix(4)), extra \(Set(got).subtracting(expected).sorted().prefix(4))")
                        pairs += got.count
                    }
                }
            }
        }
        #expect(pairs > 1000)
        #expect(conditional > 50)
    }

    /// A rule's selector conditions are shared, not copied, by its active rules (the plan tests them
    /// for every node of the rule's types): the same objects, e.g. `empty-heading`'s `matches`.
    @Test func conditionsAreSharedWithTheRule() throws {
        let res = TestSupport.resources
        let heading = try #require(res.rules.first { $0.id == "empty-heading" })
        let active = ActiveRule(rule: heading)
        #expect(!active.conditions.isEmpty && active.conditions.count == heading.selector.conditions.count)
        for (a, b) in zip(active.conditions, heading.selector.conditions) { #expect(a === b) }
        #expect(active.regexConditions.count == 1 && active.regexConditions[0] === heading.selector.conditions[0])
    }

    /// What lets a linter make a card's per-host plans once for every host that renders it
    /// unchanged (`plansDependOnHost` false): the shipped rules' per-host plans are the same on every
    /// shipped host. A per-host rule limited to hosts makes them depend on the host.
    @Test func perHostPlansAreTheSameOnEveryHost() throws {
        let res = TestSupport.resources
        let active = res.rules.filter { $0.check.readerDiagnostic == nil }.map { ActiveRule(rule: $0) }
        let engine = RuleEngine(rules: active, catalog: res.catalog)
        #expect(!engine.plansDependOnHost)
        let hosts = res.hosts.map(\.profile.id)
        #expect(hosts.count > 5)
        for card in try Self.cards() {
            for needs: Set<ContextNeed> in [[.host], [.card], [.theme], [.layout]] {
                func pairs(_ host: String) -> [String] {
                    let plan = engine.plan(card: card, hostID: host, needs: needs, runsOnEachHost: true)
                    return plan.pairs.map { "\($0.node) \(engine.rules[Int($0.rule)].rule.id)" }
                }
                let first = pairs(hosts[0])
                for host in hosts.dropFirst() { #expect(pairs(host) == first, "\(host) \(needs)") }
            }
        }
        let clipped = try #require(res.rules.first { $0.id == "text-clipped" })
        var applies = clipped.applies
        applies.hosts = ["teams-*"]
        let limited = Rule(metadata: clipped.metadata, selector: clipped.selector, applies: applies, check: clipped.check,
                           message: clipped.message, examplesNode: clipped.examplesNode, checkNode: clipped.checkNode,
                           runsOnEachHost: clipped.runsOnEachHost, location: clipped.location)
        #expect(RuleEngine(rules: active + [ActiveRule(rule: limited)], catalog: res.catalog).plansDependOnHost)
    }
}
