import Testing
import CardlintReading

@Suite struct ByteSearchTests {
    @Test func findsExactByteSequences() {
        #expect("a (unverified: x)".utf8.containsBytes(of: " (unverified: ".utf8))
        #expect(!"a (Unverified: x)".utf8.containsBytes(of: " (unverified: ".utf8), "case-sensitive")
        #expect("ééé (u".utf8.containsBytes(of: " (u".utf8), "after multi-byte characters")
        #expect("xx (u".utf8.containsBytes(of: " (u".utf8) && !"xx (".utf8.containsBytes(of: " (u".utf8), "at the end; cut short")
        #expect(!"".utf8.containsBytes(of: "a".utf8))
        #expect("abc".utf8.containsBytes(of: "".utf8), "the empty needle occurs everywhere")
        #expect("aab".utf8.containsBytes(of: "ab".utf8), "a partial match does not skip the real one")
    }

    @Test func findGivesTheFirstOffsetFromAStart() {
        let hay = Array("ab <at>x</at> <at>y</at>".utf8), open = Array("<at>".utf8)
        #expect(ByteSearch.find(open, in: hay) == 3)
        #expect(ByteSearch.find(open, in: hay, from: 4) == 14)
        #expect(ByteSearch.find(open, in: hay, from: 15) == nil)
        #expect(ByteSearch.find(Array("y</at>".utf8), in: hay) == hay.count - 6, "at the very end")
        #expect(ByteSearch.find([], in: hay) == nil && ByteSearch.find(open, in: []) == nil)
        #expect(ByteSearch.find(open, in: hay, from: hay.count + 3) == nil, "a start past the end")
    }

    /// Against the plain definition, on every start of texts over a three-letter alphabet (many
    /// near-misses, needles at the ends, one-byte needles, needles as long as the text).
    @Test func findAgreesWithTheDefinitionEverywhere() {
        var seed: UInt32 = 7
        func next() -> UInt32 { seed = seed &* 1_103_515_245 &+ 12_345; return (seed >> 16) & 0x7FFF }
        var checked = 0
        for _ in 0..<300 {
            let hay = (0..<Int(next() % 40)).map { _ in UInt8(ascii: "a") + UInt8(next() % 3) }
            let needle = (0..<Int(1 + next() % 4)).map { _ in UInt8(ascii: "a") + UInt8(next() % 3) }
            for from in 0...(hay.count + 1) {
                var expected: Int? = nil
                if hay.count >= needle.count, from <= hay.count - needle.count {
                    expected = (from...(hay.count - needle.count)).first { Array(hay[$0..<($0 + needle.count)]) == needle }
                }
                #expect(ByteSearch.find(needle, in: hay, from: from) == expected, "\(needle) in \(hay) from \(from)")
                checked += 1
            }
        }
        #expect(checked > 3_000)
    }
}
