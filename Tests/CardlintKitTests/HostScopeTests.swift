@testable import CardlintKit
import Testing

/// `HostScope.holdsOnEvery` (no sets made) against the set comparison it replaced, on the host lists
/// of every corpus card's findings and on every list of up to three of four hosts, duplicates included.
@Suite struct HostScopeTests {
    static let hosts = ["teams-desktop", "teams-mobile", "ios-sdk", "outlook"]

    @Test func agreesWithSetEquality() {
        var lists: [[String]] = [[]]
        for _ in 0..<3 { lists += lists.flatMap { l in Self.hosts.map { l + [$0] } } }
        for card in Corpus.cards {
            guard let report = Corpus.lint(card) else { continue }
            lists += report.findings.map(\.scope.hosts)
        }
        var collapsed = 0
        for all in [Array(Self.hosts.prefix(3)), Self.hosts, ["ios-sdk"], []] {
            for list in lists {
                let expected = Set(list) == Set(all)
                #expect(HostScope.holdsOnEvery(list, all) == expected, "\(list) on \(all)")
                if expected { collapsed += 1 }
            }
        }
        #expect(collapsed > 10)
    }
}
