@testable import CardlintKit
import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// `Linter.shownFallbackFindings` (the source rules on the fallback content a host shows) looks only
/// at that content and its ancestors, and finds what the whole card finds there.
@Suite struct ShownFallbackTests {
    /// Every rule on every shipped host, so that many corpus cards change on some host.
    static func linter() throws -> Linter {
        let resources = TestSupport.resources
        let settings = LintSettings(hosts: resources.hosts.map(\.profile.id), viewports: ["iphone-se-320"], typeScales: ["default"])
        return Linter(resources: resources, rules: resources.rules.map { ActiveRule(rule: $0) }, settings: settings,
                      hosts: try resources.hostContexts(for: settings))
    }

    /// The card `json` as `host` shows it, or nil when the host shows it unchanged (or shows nothing).
    static func shown(_ json: JSONValue, on host: HostProfile, _ linter: Linter) -> Card? {
        let catalog = linter.resources.catalog
        let card = CardBuilder.build(json, catalog: catalog)
        let effective = FallbackResolver.resolve(card, host: host, catalog: catalog)
        guard !effective.changes.isEmpty, let shown = effective.json else { return nil }
        return CardBuilder.build(shown, catalog: catalog, source: card.root)
    }

    /// What the pass found before it looked only at fallback content: the whole card, kept where it points into fallback content.
    static func wholeCard(_ shown: Card, _ host: HostProfile, _ linter: Linter) -> [Finding] {
        var source = RuleEnvironment()
        source.featuresAtAnyVersion = FeaturesAtAnyVersion.common(to: [host])
        source.checkedHosts = [host]
        return linter.engine.evaluate(card: shown, environment: source, needs: [.card], runsOnEachHost: false).compactMap { f in
            guard f.pointer.split(separator: "/").contains("fallback"), !linter.engine.includesFallback(f.ruleID) else { return nil }
            var f = f
            f.scope.hosts = [host.id]
            return f
        }
    }

    @Test func findsWhatTheWholeCardFindsOnTheCorpus() throws {
        let linter = try Self.linter()
        var compared = 0, found = 0
        for card in Corpus.cards {
            guard let data = FileManager.default.contents(atPath: Corpus.root + "/" + card),
                  let json = try? JSONParser.parse(Array(data)).value, json["type"]?.string == "AdaptiveCard" else { continue }
            for host in linter.hosts.map(\.profile) {
                guard let shown = Self.shown(json, on: host, linter) else { continue }
                let fast = linter.shownFallbackFindings(shown, host: host)
                #expect(fast == Self.wholeCard(shown, host, linter), "\(card) on \(host.id)")
                compared += 1
                found += fast.count
            }
        }
        // Cards that change on a host, and findings in what they show, so the comparison can fail.
        #expect(compared > 100 && found > 0, "compared \(compared), found \(found)")
    }

    /// A segment is found where the split of the pointer at its slashes finds it, and only there.
    @Test func segmentsAreCutAtSlashes() {
        for p in ["/fallback", "/body/0/fallback", "/body/0/fallback/items/1", "fallback", "fallback/x", "/a//fallback//",
                  "/fallbacks", "/xfallback/0", "/body/fallbac", "", "/", "//", "/fall/back", "/fallback~1x", "/é/fallback/é"] {
            #expect(Linter.hasSegment("fallback", p) == p.split(separator: "/").contains("fallback"), "\(p)")
        }
    }

    /// The pairs evaluated (`WorkMeter`) do not grow with the content outside fallback: ten times
    /// the text blocks beside the fallback element cost the same (the whole card: ten times).
    @Test func looksOnlyAtFallbackContent() throws {
        let linter = try Self.linter()
        guard let host = linter.hosts.map(\.profile).first(where: { $0.id == "outlook" }) else {
            Issue.record("no outlook host"); return
        }
        // Outlook does not display Input.Time: it shows the input's fallback.
        func card(_ n: Int) throws -> Card? {
            let blocks = (0..<n).map { #"{"type": "TextBlock", "text": "Line \#($0)", "wrap": true}"# }.joined(separator: ",")
            let text = #"{"type": "AdaptiveCard", "version": "1.4", "body": [\#(blocks), "#
                + #"{"type": "Input.Time", "id": "t", "label": "Time", "fallback": {"type": "TextBlock", "text": "Shown instead"}}]}"#
            return Self.shown(try JSONParser.parse(Array(text.utf8)).value, on: host, linter)
        }
        guard let small = try card(10), let large = try card(100) else { Issue.record("Outlook shows the card unchanged"); return }
        let fast = (Work.count { _ = linter.shownFallbackFindings(small, host: host) },
                    Work.count { _ = linter.shownFallbackFindings(large, host: host) })
        let whole = (Work.count { _ = Self.wholeCard(small, host, linter) }, Work.count { _ = Self.wholeCard(large, host, linter) })
        #expect(fast.0 > 0 && fast.1 <= fast.0 + 10, "fallback content only: \(fast)")
        #expect(whole.1 > 5 * whole.0, "whole card: \(whole)")
    }
}
