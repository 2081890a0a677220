import CardlintKit
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// Every corpus card linted with the shipped rules and default settings, compared to its `x.expected`.
@Suite struct CorpusTests {
    @Test(arguments: Corpus.cards) func cardMatchesExpectations(_ card: String) throws {
        let expected = try #require(Corpus.expected(card), "\(card) has no \(card.dropLast(5)).expected")
        let report = try #require(Corpus.lint(card), "\(card) could not be linted")
        let actual = Corpus.lines(report)
        #expect(actual == expected.findings, "\(card):\n\(Corpus.diff(expected: expected.findings, actual: actual))")
    }

    /// The corpus as a whole: size, folders, one documented `.expected` per card and none orphaned.
    @Test func summary() throws {
        let cards = Corpus.cards
        #expect(cards.count >= 45, "the corpus has only \(cards.count) cards")
        for folder in ["samples", "conformance", "accessibility", "hosts", "advanced", "hostile"] {
            #expect(cards.contains { $0.hasPrefix(folder + "/") }, "no card in corpus/\(folder)")
        }
        var perRule: [String: Int] = [:]
        for card in cards {
            guard let e = Corpus.expected(card) else { continue }
            #expect(!e.comments.isEmpty, "\(card): its .expected has no comment saying why")
            for line in e.findings {
                let parts = line.split(separator: " ")
                #expect(parts.count == 3 && parts[0].split(separator: ":").count == 2,
                        "\(card): '\(line)' is not 'line:col severity rule-id'")
                if parts.count == 3 { perRule[String(parts[2]), default: 0] += 1 }
            }
        }
        let enumerator = FileManager.default.enumerator(atPath: Corpus.root)
        while let rel = enumerator?.nextObject() as? String {
            guard rel.hasSuffix(".expected"), !rel.hasPrefix("templates/") else { continue }
            let stem = String(rel.dropLast(".expected".count))
            #expect(cards.contains(stem + ".json") || cards.contains(stem + ".html"), "\(rel) has no card")
        }
        let table = perRule.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }.joined(separator: "\n")
        print("corpus: \(cards.count) cards, \(perRule.values.reduce(0, +)) expected findings\n\(table)")
    }

    /// Every type the catalog knows appears as a node in some corpus card.
    @Test func coversEveryCatalogType() {
        let catalog = TestSupport.resources.catalog
        var seen = Set<String>()
        for card in Corpus.cards {
            guard let data = FileManager.default.contents(atPath: Corpus.root + "/" + card),
                  let parsed = try? JSONParser.parse(Array(data)) else { continue }
            for node in CardBuilder.build(parsed.value, catalog: catalog).nodes {
                if let t = node.type { seen.insert(t) }
                // Parts whose `type` is not a type name (AuthCardButton's "signin", DataGridColumn's
                // data type) still count when they sit in their slot.
                if case .named(let n) = node.expected { seen.insert(n) }
            }
        }
        let missing = catalog.types.keys.filter { !seen.contains($0) }.sorted()
        #expect(missing.isEmpty, "catalog types used by no corpus card: \(missing.joined(separator: ", "))")
    }
}

/// Malformed input: never a crash, always a positioned finding from the reading pack.
@Suite struct CorpusHostileTests {
    static let hostile = Corpus.cards.filter { $0.hasPrefix("hostile/") }
    static let readingRules = Set(TestSupport.resources.rules.filter { $0.metadata.pack == "reading" }.map(\.id))

    @Test(arguments: hostile) func hostileFileGivesPositionedReaderFinding(_ card: String) throws {
        let report = try #require(Corpus.lint(card))
        let source = try #require(report.source, "\(card): no source")
        let reader = report.findings.filter { Self.readingRules.contains($0.ruleID) }
        #expect(!reader.isEmpty, "\(card): no reader finding, got \(report.findings.map(\.ruleID))")
        for f in reader {
            #expect(f.range.start >= 0 && f.range.start <= source.bytes.count && f.range.end >= f.range.start,
                    "\(card): \(f.ruleID) range \(f.range.start)..<\(f.range.end) outside \(source.bytes.count) bytes")
            let p = source.position(of: f.range.start)
            #expect(p.line >= 1 && p.column >= 1)
            #expect(!f.message.isEmpty)
        }
    }

    @Test func deepNestingStopsAtTheDepthLimit() throws {
        let report = try #require(Corpus.lint("hostile/deep-nesting.json"))
        #expect(report.failed)
        #expect(report.findings.map(\.ruleID) == ["json-syntax"])
        #expect(report.findings.first?.message.contains("nesting too deep") == true, "\(report.findings.map(\.message))")
    }
}
