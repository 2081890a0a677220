import CardlintKit
import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// The compatibility pack through the whole pipeline: host scopes, the content/decoration split,
/// and consistency with the host profiles.
@Suite struct CompatibilityTests {
    static var resources: Resources { TestSupport.resources }
    static var pack: [Rule] { resources.rules.filter { $0.metadata.pack == "compatibility" } }

    /// Findings of the compatibility pack for `card` under `hosts`.
    static func lint(_ card: String, hosts: [String]) throws -> [Finding] {
        let contexts = try resources.hostContexts(hosts)
        let linter = Linter(resources: resources, rules: pack.map { ActiveRule(rule: $0) },
                            settings: LintSettings(hosts: hosts), hosts: contexts)
        guard case .report(let r) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else {
            Issue.record("not linted as a card")
            return []
        }
        return r.findings
    }

    static let mixed = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "TextBlock", "text": "Rate the session"},
      {"type": "Icon", "name": "Star"},
      {"type": "Input.Rating", "id": "stars", "label": "Stars"}],
     "actions": [{"type": "Action.Submit", "title": "Send"}]}
    """

    /// A too-new card is an error where the host's maximum version is certain, and a note to review that
    /// says so where it is disputed (Teams renders 1.6 elements but documents 1.5).
    @Test func aDisputedMaximumVersionGivesANoteToReview() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "Hello"}]}"#
        let certain = try Self.lint(card, hosts: ["adaptivecards-1.5"]).filter { $0.ruleID == "card-version-above-host" }
        #expect(certain.map(\.severity) == [.error])
        let teams = try Self.lint(card, hosts: ["teams-desktop"]).filter { $0.ruleID == "card-version-above-host" }
        #expect(teams.map(\.severity) == [.note])
        #expect(teams.first?.message.hasSuffix("(unverified: sources disagree (S8 msteams-docs cards-reference.md \"Adaptive Card support\": Teams platform supports v1.5 or earlier; but Teams renders 1.6 elements such as Carousel (S5 Hub; the JS SDK registers Carousel at 1.6); an older localized copy of S8 says 1.2))") == true, "\(teams)")
    }

    @Test func packIsLoadedWithBothTags() {
        let ids = Set(Self.pack.map(\.id))
        for id in ["unsupported-element-content-lost", "unsupported-element-decoration-lost", "fallback-chain-unsupported",
                   "fallback-chain-too-deep", "fallback-wrong-kind", "requires-unknown-feature", "requires-malformed",
                   "card-version-above-host", "fallback-text-empty", "execute-without-submit-fallback",
                   "revealed-content-dropped", "host-only-property"] {
            #expect(ids.contains(id), "missing rule \(id)")
        }
        let tags = Set(Self.pack.flatMap(\.metadata.tags))
        #expect(tags.isSuperset(of: ["unsupported-element", "fallback"]))
    }

    @Test func contentAndDecorationSplitWithoutOverlap() throws {
        let findings = try Self.lint(Self.mixed, hosts: ["webchat", "teams-desktop"])
        let byRule = Dictionary(grouping: findings, by: \.ruleID)
        let content = byRule["unsupported-element-content-lost"] ?? []
        let decoration = byRule["unsupported-element-decoration-lost"] ?? []
        #expect(content.count == 1 && content.first?.message.contains("Input.Rating") == true)
        #expect(decoration.count == 1 && decoration.first?.message.contains("Icon") == true)
        #expect(content.first?.severity == .error && decoration.first?.severity == .warning)
        // Held on one of two hosts: the finding names it.
        #expect(content.first?.scope.hosts == ["webchat"])
    }

    /// A per-host finding names its hosts even when it holds on every selected one (an empty list
    /// would read as "does not depend on the host").
    @Test func findingOnEverySelectedHostNamesThem() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "x"}, {"type": "Icon", "name": "Warning"}]}"#
        let both = try Self.lint(card, hosts: ["webchat", "adaptivecards-1.5"]).filter { $0.ruleID == "unsupported-element-decoration-lost" }
        #expect(both.count == 1)
        #expect(both.first?.scope.hosts.sorted() == ["adaptivecards-1.5", "webchat"])
        let some = try Self.lint(card, hosts: ["webchat", "teams-desktop"]).filter { $0.ruleID == "unsupported-element-decoration-lost" }
        #expect(some.first?.scope.hosts == ["webchat"])
    }

    @Test func losingTheOnlyTextIsContent() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "CodeBlock", "codeSnippet": "make deploy"}]}"#
        let findings = try Self.lint(card, hosts: ["teams-mobile"])
        #expect(findings.map(\.ruleID) == ["unsupported-element-content-lost"])
        #expect(findings.first?.message.contains("text") == true)
    }

    @Test func unknownFeatureListCoversEveryHostProfile() throws {
        let rule = try #require(Self.pack.first { $0.id == "requires-unknown-feature" })
        let listed = Set(rule.checkNode.pairs?.first?.value["features"]?.sequence?.compactMap(\.scalar) ?? [])
        for host in Self.resources.hosts.map(\.profile) {
            for feature in host.features.keys where feature != "adaptiveCards" {
                #expect(listed.contains(feature), "\(host.id) provides '\(feature)': add it to requires-unknown-feature's features")
            }
        }
    }

    @Test func hostRulesNameHostsInEveryExample() throws {
        for rule in Self.pack where rule.runsOnEachHost {
            for e in try rule.examples() {
                #expect(!e.hosts.isEmpty, "\(e.location): a host rule's example must name its hosts")
            }
        }
    }

    @Test func deeplyNestedChainsResolve() throws {
        // 60 levels of Container > unknown element > fallback Container: 240 JSON levels, under the reader's 256.
        var element = #"{"type": "TextBlock", "text": "end"}"#
        for i in 0..<60 { element = #"{"type": "Container", "items": [{"type": "X\#(i)", "fallback": \#(element)}]}"# }
        let text = #"{"type": "AdaptiveCard", "version": "1.5", "body": [\#(element)]}"#
        let json = try JSONParser.parse(Array(text.utf8)).value
        let card = CardBuilder.build(json, catalog: Self.resources.catalog)
        let host = try #require(Self.resources.hosts.first { $0.profile.id == "teams-mobile" }?.profile)
        let effective = FallbackResolver.resolve(card, host: host, catalog: Self.resources.catalog)
        #expect(effective.changes.count == 60)
        #expect(effective.changes.allSatisfy { $0.kind == .replaced })
        let findings = try Self.lint(text, hosts: ["teams-mobile", "webchat"])
        #expect(findings.allSatisfy { $0.range.end <= text.utf8.count })
    }
}
