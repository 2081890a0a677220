import CardlintKit
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// `FallbackResolver.rendersUnchanged` (the linter's shortcut past the full walk) must agree with
/// `resolve` on every corpus card and every shipped host: true exactly when `resolve` changes nothing
/// (with and without the per-host type table).
@Suite struct FallbackShortcutTests {
    @Test func shortcutAgreesWithTheResolverOnTheCorpus() throws {
        let resources = TestSupport.resources
        var unchanged = 0, changed = 0
        let supports = resources.hosts.map { HostTypeSupport(host: $0.profile, catalog: resources.catalog) }
        for card in Corpus.cards {
            guard let data = FileManager.default.contents(atPath: Corpus.root + "/" + card),
                  let json = try? JSONParser.parse(Array(data)).value, json["type"]?.string == "AdaptiveCard" else { continue }
            let built = CardBuilder.build(json, catalog: resources.catalog)
            for (host, support) in zip(resources.hosts, supports) {
                let shortcut = FallbackResolver.rendersUnchanged(built, host: host.profile, catalog: resources.catalog)
                let full = FallbackResolver.resolve(built, host: host.profile, catalog: resources.catalog)
                #expect(shortcut == full.changes.isEmpty, "\(card) on \(host.profile.id): shortcut \(shortcut), resolver changes \(full.changes.count)")
                // The same answer with the host's per-type verdicts made beforehand.
                let tabled = FallbackResolver.rendersUnchanged(built, host: host.profile, catalog: resources.catalog, support: support)
                #expect(tabled == shortcut, "\(card) on \(host.profile.id): with the type table \(tabled), without \(shortcut)")
                if shortcut { unchanged += 1 } else { changed += 1 }
            }
        }
        // Both outcomes are exercised, so the comparison can fail either way.
        #expect(unchanged > 100 && changed > 100, "unchanged \(unchanged), changed \(changed)")
    }
}
