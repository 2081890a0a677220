@testable import CardlintKit
import CardlintReading
import CardlintTestSupport
import Testing

/// The run-wide memo of where-it-begins phrases: made once per key, keys tell names apart.
@Suite struct PhraseMemoTests {
    func key(_ names: [String]) -> PhraseMemo.Key {
        var words: [UInt64] = []
        for n in names { StringIdentity.append(n, to: &words) }
        return PhraseMemo.Key(words: words)
    }

    @Test func aPhraseIsMadeOncePerKey() {
        let memo = PhraseMemo()
        var made = 0
        let make = { made += 1; return "from AX3" }
        #expect(memo.phrase(key(["iphone-se-320", "AX3"]), names: { [] }, make: make) == "from AX3")
        #expect(memo.phrase(key(["iphone-se-320", "AX3"]), names: { [] }, make: { "other" }) == "from AX3")
        #expect(made == 1)
    }

    @Test func differentNamesAreDifferentKeys() {
        let memo = PhraseMemo()
        // Long names live in heap storage: equal text in another storage is just another key.
        let long = "a-viewport-name-longer-than-fifteen-bytes"
        _ = memo.phrase(key([long, "AX3"]), names: { [long] }, make: { "one" })
        #expect(memo.phrase(key([long, "AX5"]), names: { [long] }, make: { "two" }) == "two")
        #expect(memo.phrase(key(["iphone-393", "AX3"]), names: { [] }, make: { "three" }) == "three")
        #expect(memo.phrase(key([long, "AX3"]), names: { [long] }, make: { "four" }) == "one")
    }

    @Test func plansAreNumberedOncePerKeyUpToTheCapacity() {
        let memo = PhraseMemo()
        let long = "a-viewport-name-longer-than-fifteen-bytes"
        let a = memo.plan(key(["ios-sdk", long, "AX3"]))
        let b = memo.plan(key(["ios-sdk", long, "AX5"]))
        #expect(a != nil && b != nil && a != b)
        #expect(memo.plan(key(["ios-sdk", long, "AX3"])) == a)
        for i in 2..<PhraseMemo.capacity { #expect(memo.plan(PhraseMemo.Key(words: [UInt64(i)])) != nil) }
        #expect(memo.plan(PhraseMemo.Key(words: [UInt64.max])) == nil)
        #expect(memo.plan(key(["ios-sdk", long, "AX5"])) == b)
    }

    /// Keys hash by every word: changing any one word of a key (seeded random keys of the lengths
    /// phrase keys have) changes its hash value, and equal keys hash alike.
    @Test func everyWordCountsInTheHash() {
        var rng = SplitMix(seed: 0x7E55_A6E5)
        for length in [1, 2, 3, 9, 33, 97] {
            for _ in 0..<50 {
                let words = (0..<length).map { _ in rng.next() }
                let key = PhraseMemo.Key(words: words)
                #expect(key.hashValue == PhraseMemo.Key(words: words).hashValue)
                for i in 0..<length {
                    var other = words
                    other[i] ^= 1 << (rng.next() % 64)
                    #expect(PhraseMemo.Key(words: other).hashValue != key.hashValue, "length \(length) word \(i)")
                }
                #expect(PhraseMemo.Key(words: words + [0]).hashValue != key.hashValue)
            }
        }
    }
}
