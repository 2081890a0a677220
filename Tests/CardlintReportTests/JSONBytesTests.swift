@testable import CardlintReading
@testable import CardlintReport
import CardlintTestSupport
import Testing

/// The report writer's own byte buffer (`ByteRun`) and `JSONBytes`'s quoting fast path against
/// the reference paths: `[UInt8]` appends and `JSONString.appendQuoted`.
@Suite struct JSONBytesTests {
    static let pieces: [String] = ["a", "Z", "7", " ", ".", "/", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}",
                                   "é", "—", "\u{2028}", "\u{2029}", "\u{2027}", "👍", "word", "ratio 4.5:1", "ü\u{308}"]

    static func randomString(_ rng: inout SplitMix, plain: Bool) -> String {
        let length = Int(rng.next() % 40)
        var s = ""
        for _ in 0..<length {
            let p = pieces[Int(rng.next() % UInt64(pieces.count))]
            if plain, JSONString.needsEscaping(p) { continue }
            s += p
        }
        return s
    }

    @Test func stringMatchesAppendQuoted() {
        var rng = SplitMix(seed: 42)
        for i in 0..<4000 {
            let s = Self.randomString(&rng, plain: i % 2 == 0)
            var json = JSONBytes()
            json.string(s)
            json.dataKey(s)
            var reference: [UInt8] = []
            JSONString.appendQuoted(s, into: &reference)
            reference += Array(",\n".utf8)
            JSONString.appendQuoted(s, into: &reference)
            reference += Array(": ".utf8)
            #expect(json.bytes.array == reference, "\(s.debugDescription)")
        }
    }

    @Test func staticKeysMatchTree() {
        var json = JSONBytes(depth: 1)
        json.openObject()
        json.key("a/b"); json.int(-120)
        json.key("endColumn"); json.hex(0x00ab_cdef_0123_4567, suffix: 3)
        json.key("x"); json.strings(["\u{2028}", "", "é\"\n"])
        json.closeObject()
        let tree = JSONNode.object(["a/b": .int(-120), "endColumn": .raw("\"00abcdef01234567:3\""),
                                    "x": .strings(["\u{2028}", "", "é\"\n"])])
        #expect(json.bytes.string == tree.serialized(indent: 1))
    }

    /// Random appends and claims from a small start (so it grows many times) against an array.
    @Test func byteRunMatchesArray() {
        var rng = SplitMix(seed: 7)
        for start in [0, 1, 3, 64] {
            var run = ByteRun(capacity: start)
            var reference: [UInt8] = []
            for _ in 0..<800 {
                let n = Int(rng.next() % 100)
                let chunk = (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                switch rng.next() % 4 {
                case 0: run.append(chunk.first ?? 9); reference.append(chunk.first ?? 9)
                case 1: chunk.withUnsafeBytes { run.append($0) }; reference += chunk
                case 2:
                    let p = run.claim(n)
                    for (k, b) in chunk.enumerated() { p[k] = b }
                    reference += chunk
                default:
                    if rng.next() % 16 == 0 { run.removeAll(); reference.removeAll() }
                }
                #expect(run.capacity >= run.count)
                #expect(run.array == reference)
            }
        }
    }

    /// A writer with a small buffer drains often; the storage sees every byte once, in order.
    @Test func writerDrainsInOrder() throws {
        var rng = SplitMix(seed: 3)
        let out = MemoryStorage()
        let writer = ReportWriter(out, capacity: 16)
        var reference: [UInt8] = []
        for i in 0..<2000 {
            let s = Self.randomString(&rng, plain: false)
            if i % 3 == 0 {
                writer.write(JSONBytes(depth: 1)) { $0.string(s) }
                JSONString.appendQuoted(s, into: &reference)
            } else {
                writer.write(s)
                reference += Array(s.utf8)
            }
        }
        try writer.flush()
        #expect(out.bytes == reference)
    }
}
