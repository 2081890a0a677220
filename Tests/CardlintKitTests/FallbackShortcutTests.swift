import CardlintKit
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// `FallbackResolver.rendersUnchanged` (the linter's shortcut past the full walk) must agree with
/// `resolve` on every corpus card and every shipped host: true exactly when `resolve` changes nothing.
@Suite struct FallbackShortcutTests {
    @Test func shortcutAgreesWithTheResolverOnTheCorpus() throws {
        let resources = TestSupport.resources
        var unchanged = 0, changed = 0
        for card in Corpus.cards {
            guard let data = FileManager.default.contents(atPath: Corpus.root + "/" + card),
                  let json = try? JSONParser.parse(Array(data)).value, json["type"]?.string == "AdaptiveCard" else { continue }
            let built = CardBuilder.build(json, catalog: resources.catalog)
            for host in resources.hosts {
                let shortcut = FallbackResolver.rendersUnchanged(built, host: host.profile, catalog: resources.catalog)
                let full = FallbackResolver.resolve(built, host: host.profile, catalog: resources.catalog)
                #expect(shortcut == full.changes.isEmpty, "\(card) on \(host.profile.id): shortcut \(shortcut), resolver changes \(full.changes.count)")
                if shortcut { unchanged += 1 } else { changed += 1 }
            }
        }
        // Both outcomes are exercised, so the comparison can fail either way.
        #expect(unchanged > 100 && changed > 100, "unchanged \(unchanged), changed \(changed)")
    }
}
