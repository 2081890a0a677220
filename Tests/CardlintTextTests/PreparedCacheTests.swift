@testable import CardlintText
import Testing

/// The shared cache's shards find each entry under its own key: keys of one sample (colliding
/// on purpose) stay apart, equal bytes in other storage find the entry, another face, locale or
/// text does not, and a full shard is emptied and keeps working. A wrong slot, probe or index
/// into the keys and entries shows here.
@Suite struct PreparedCacheTests {
    static func entry() -> PreparedEntry {
        PreparedEntry(text: PreparedText(utf16Count: 0, scalars: [], flags: [], clusterScalarStart: [0], clusterEnds: [],
                                         breakAfter: [], isSpace: []), widths: [], ellipsisEm: 0)
    }

    @Test func collidingSamplesStayApart() {
        var shard = PreparedCache.Shard()
        let face = FontFace(family: "selawik"), bold = FontFace(family: "selawik", weight: .bold)
        // Long enough to live in heap storage: the copies below are other storage with the same bytes.
        let texts = (0..<40).map { "Details for item \($0) of the report" }
        var made: [(String, String, FontFace, PreparedEntry)] = []
        for t in texts {
            for (locale, f) in [("", face), ("en", face), ("", bold)] {
                let e = Self.entry()
                shard.insert(PreparedCache.Key(text: t, locale: locale, face: f, sample: 7), e)
                made.append((t, locale, f, e))
            }
        }
        for (t, locale, f, e) in made {
            let copy = String(decoding: Array(t.utf8), as: UTF8.self)
            #expect(shard.find(copy, locale, f, 7) === e)
            #expect(shard.find(t, locale, f, 8) == nil)
        }
        #expect(shard.find("Details for item 0 of the repor", "", face, 7) == nil)
        #expect(shard.find(texts[0], "", FontFace(family: "selawik", monospace: true), 7) == nil)
    }

    @Test func aFullShardIsEmptiedAndKeepsWorking() {
        var shard = PreparedCache.Shard()
        let face = FontFace(family: "inter")
        var entries: [PreparedEntry] = []
        for i in 0..<PreparedCache.capacity {
            let e = Self.entry()
            shard.insert(PreparedCache.Key(text: "t\(i)", locale: "", face: face, sample: UInt64(i)), e)
            entries.append(e)
        }
        for i in 0..<PreparedCache.capacity { #expect(shard.find("t\(i)", "", face, UInt64(i)) === entries[i]) }
        let last = Self.entry()
        shard.insert(PreparedCache.Key(text: "new", locale: "", face: face, sample: 3), last)
        #expect(shard.find("t0", "", face, 0) == nil)
        #expect(shard.find("t3", "", face, 3) == nil)
        #expect(shard.find("new", "", face, 3) === last)
    }

    @Test func samplesOfEqualKeysAgree() {
        let t = "Approve the expense report"
        let copy = String(decoding: Array(t.utf8), as: UTF8.self)
        let face = FontFace(family: "selawik", weight: .bold)
        #expect(PreparedCache.Key.sample(t, locale: "en", face: face) == PreparedCache.Key.sample(copy, locale: "en", face: face))
        #expect(PreparedCache.Key.sample(t, locale: "en", face: face) != PreparedCache.Key.sample(t, locale: "th", face: face))
    }
}
