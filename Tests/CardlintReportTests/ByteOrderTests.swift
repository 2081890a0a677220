@testable import CardlintReport
import CardlintTestSupport
import Foundation
import Testing

/// `ReportModel.less` (eight bytes at a time) orders strings as `lexicographicallyPrecedes` on their
/// UTF-8 views does: every pair of the corpus files' paths and of the rule ids, and seeded random
/// strings that share prefixes of every length around the eight-byte steps, with non-ASCII bytes.
@Suite struct ByteOrderTests {
    static func reference(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    @Test func corpusPathsAndRuleIDs() throws {
        let root = TestSupport.repoRoot
        var names = (FileManager.default.enumerator(atPath: root + "/corpus")?.compactMap { $0 as? String } ?? [])
            .map { root + "/corpus/" + $0 }
        names += (FileManager.default.enumerator(atPath: TestSupport.rulesRoot)?.compactMap { $0 as? String } ?? [])
        names = Array(names.sorted().prefix(400))
        #expect(names.count > 100)
        for a in names { for b in names { #expect(ReportModel.less(a, b) == Self.reference(a, b), "\(a) \(b)") } }
    }

    @Test func sharedPrefixesAndNonASCII() {
        var rng = SplitMix(seed: 0x0B7E_0DE2)
        let alphabet: [String] = ["a", "b", "z", "/", ".", "0", "é", "—", "\u{1F600}", "\u{7F}", "A"]
        func word(_ n: Int) -> String { String((0..<n).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }.joined()) }
        var answers: [Bool: Int] = [:]
        for _ in 0..<3000 {
            let prefix = word(Int(rng.next() % 20))
            let a = prefix + word(Int(rng.next() % 4)), b = prefix + word(Int(rng.next() % 4))
            for (x, y) in [(a, b), (b, a), (a, a), (prefix, a), (a, prefix)] {
                #expect(ReportModel.less(x, y) == Self.reference(x, y), "\(x.debugDescription) \(y.debugDescription)")
                answers[ReportModel.less(x, y), default: 0] += 1
            }
        }
        // Both answers occur (the pairs are not all one way).
        #expect(answers[true, default: 0] > 1000 && answers[false, default: 0] > 1000)
    }
}
