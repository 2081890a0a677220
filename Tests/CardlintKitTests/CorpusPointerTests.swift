@testable import CardlintKit
import CardlintReading
import CardlintRules
import Foundation
import Testing

/// Every finding's JSON pointer on a corpus card points into the source document, at the element the
/// finding is about: it resolves there, and the finding's range lies inside what it resolves to. Cards
/// with fallback used to get pointers into the post-fallback tree (`/body/0` for what the author wrote at
/// `/body/0/fallback`). Templates are left out: their pointers name the expanded card (docs/output-formats.md).
@Suite struct CorpusPointerTests {
    static func resolve(_ pointer: String, in root: JSONValue) -> JSONValue? {
        guard !pointer.isEmpty else { return root }
        var v = root
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let items = v.array {
                guard let i = Int(token), i >= 0, i < items.count else { return nil }
                v = items[i]
            } else {
                guard let next = v[token] else { return nil }
                v = next
            }
        }
        return v
    }

    /// Whether the innermost values of `v` that contain `range` are reached through a `fallback` member.
    static func reachesThroughFallback(_ v: JSONValue, _ range: SourceRange) -> Bool {
        func holds(_ c: JSONValue) -> Bool { c.range.start <= range.start && range.end <= c.range.end && c.range != range }
        if let members = v.members {
            guard let m = members.first(where: { holds($0.value) }) else { return false }
            return m.key == "fallback" || reachesThroughFallback(m.value, range)
        }
        if let items = v.array, let item = items.first(where: holds) { return reachesThroughFallback(item, range) }
        return false
    }

    static let cards = Corpus.cards.filter { card in
        guard let bytes = FileManager.default.contents(atPath: Corpus.root + "/" + card) else { return false }
        return !TemplateDetection.isTemplate(Array(bytes))
    }

    @Test(arguments: cards) func pointersLandOnTheFindingsElement(_ card: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Corpus.root + "/" + card))
        guard let root = try? JSONParser.parse(Array(bytes)).value, let report = Corpus.lint(card) else { return }
        // The root's findings (a byte-order mark, the file's own problems) may lie outside its value.
        for f in report.findings where f.range != .unknown && !f.pointer.isEmpty {
            guard let target = Self.resolve(f.pointer, in: root) else {
                Issue.record("\(card): [\(f.ruleID)] pointer \(f.pointer) does not resolve in the source"); continue
            }
            #expect(target.range.start <= f.range.start && f.range.end <= target.range.end,
                    "\(card): [\(f.ruleID)] pointer \(f.pointer) is \(target.range), the finding \(f.range)")
            // A finding about a fallback alternative names the alternative, not the element it replaces.
            #expect(!Self.reachesThroughFallback(target, f.range),
                    "\(card): [\(f.ruleID)] pointer \(f.pointer) names the element, the finding is in its fallback")
        }
    }

    /// The corpus has cards with fallback, or the test proves nothing about them.
    @Test func corpusHasFallbackCards() throws {
        let withFallback = Self.cards.filter { card in
            let text = String(decoding: FileManager.default.contents(atPath: Corpus.root + "/" + card) ?? Data(), as: UTF8.self)
            return text.contains("\"fallback\"") || text.contains("\"fallbackText\"")
        }
        #expect(withFallback.count >= 5)
        #expect(withFallback.contains("hosts/fallback-pointers.json"))
    }
}
