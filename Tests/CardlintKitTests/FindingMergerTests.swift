import CardlintKit
import CardlintReading
@testable import CardlintRules
import Foundation
import Testing

/// `FindingMerger.merge` (a scan for short lists, a keyed index for long ones) against the merge
/// it replaced (a dictionary of findings), on lists made from every corpus card's findings: each
/// finding seen again under other contexts and severities, in an order that mixes them.
@Suite struct FindingMergerTests {
    /// The merge as it was before the scan: a dictionary of findings by key, then the order of first sight.
    static func reference(_ findings: [Finding]) -> [Finding] {
        var order: [Finding.MergeKey] = []
        var merged: [Finding.MergeKey: Finding] = [:]
        for f in findings {
            let k = f.mergeKey
            if var existing = merged[k] {
                existing.scope.formUnion(f.scope)
                if f.severity > existing.severity { existing.severity = f.severity }
                merged[k] = existing
            } else {
                merged[k] = f
                order.append(k)
            }
        }
        return order.compactMap { merged[$0] }.sorted(by: FindingMerger.ordered)
    }

    /// Unmerged findings as contexts produce them: each finding on one host, again (later) on
    /// another host with another severity and message, and in another data item.
    static func unmerged(_ findings: [Finding]) -> [Finding] {
        var first: [Finding] = [], later: [Finding] = []
        for (i, f) in findings.enumerated() {
            var a = f, b = f, c = f
            a.scope.hosts = ["teams-desktop"]
            b.scope.hosts = ["ios-sdk"]; b.message += " (again)"
            b.severity = i % 2 == 0 ? .error : .note
            c.scope.dataItem = (f.scope.dataItem ?? 0) + 1
            first.append(a)
            later += i % 3 == 0 ? [c, b] : [b]
        }
        return first + later.reversed()
    }

    @Test func scanAndIndexMergeAsTheDictionaryDid() {
        var all: [Finding] = []
        var short = 0
        for card in Corpus.cards {
            guard let report = Corpus.lint(card) else { continue }
            let list = Self.unmerged(report.findings)
            let expected = Self.reference(list)
            #expect(FindingMerger.merge(list) == expected, "\(card): scan")
            #expect(FindingMerger.merge(list, scanUpTo: 0) == expected, "\(card): index")
            if list.count <= FindingMerger.scanLimit, list.count > 1 { short += 1 }
            all += report.findings
        }
        // Both paths are taken: many short lists, and one long list of every corpus finding.
        #expect(short > 20, "\(short) short lists")
        let long = Self.unmerged(all)
        #expect(long.count > FindingMerger.scanLimit)
        #expect(FindingMerger.merge(long) == Self.reference(long))
        #expect(FindingMerger.merge(long, scanUpTo: .max) == Self.reference(long))
    }
}
