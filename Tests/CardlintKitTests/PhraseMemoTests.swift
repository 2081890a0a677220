@testable import CardlintKit
import CardlintReading
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
}
