@testable import CardlintKit
import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// Where-it-begins phrases are kept for the run by the hosts' positions and the shapes of their
/// evaluated layout contexts (`ScopeSummary.Evaluated.shape`), not by names: on every corpus card,
/// equal shapes of one host must be equal combinations, and kept phrases must read as fresh ones.
@Suite struct PhraseShapeTests {
    static func linter() throws -> Linter { try Corpus.factory.linter(for: Corpus.root + "/x.json") }

    @Test func equalShapesAreEqualCombinations() throws {
        let linter = try Self.linter()
        var seen: [[[UInt64]: [String]]] = Array(repeating: [:], count: linter.hosts.count)
        var filledIn = false
        for name in Corpus.cards {
            guard let data = FileManager.default.contents(atPath: Corpus.root + "/" + name),
                  let parsed = try? JSONParser.parse(Array(data)), parsed.value["type"]?.string == "AdaptiveCard" else { continue }
            let card = CardBuilder.build(parsed.value, catalog: linter.resources.catalog)
            var plans = SourcePlans(card: card)
            var collector = FindingCollector(), fallbackContent: [Finding] = []
            let prepared = linter.needsLayout ? Layout.prepare(card) : nil
            for (i, host) in linter.hosts.enumerated() {
                let e = linter.lintOnHost(card, i, sourceLayout: prepared, sourcePlans: &plans,
                                          into: &collector, fallbackContent: &fallbackContent)
                let names = e.combinations.map { "\($0.viewport)/\($0.typeScale)/\($0.factor)" }
                if let known = seen[i][e.shape] { #expect(known == names, "\(name) on \(host.profile.id)") } else { seen[i][e.shape] = names }
                if e.shape.dropFirst().contains(where: { $0 != 0 }) { filledIn = true }
            }
        }
        // Some card has its middle type scales filled in, so shapes do differ.
        #expect(filledIn)
        #expect(seen.contains { $0.count > 1 })
    }

    @Test func phrasesKeptForTheRunReadAsFreshOnes() throws {
        let warm = try Self.linter()
        var phrased = 0
        for card in Corpus.cards {
            let path = Corpus.root + "/" + card
            var fresh = warm
            fresh.phrases = PhraseMemo()
            guard let data = FileManager.default.contents(atPath: path),
                  case .report(let a) = warm.lint(path: path, bytes: Array(data), explicit: true),
                  case .report(let b) = fresh.lint(path: path, bytes: Array(data), explicit: true) else { continue }
            #expect(a.findings == b.findings, "\(card)")
            phrased += a.findings.filter { $0.message.contains(" — ") }.count
        }
        #expect(phrased > 10)
    }
}
