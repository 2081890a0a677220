import CardlintReading
import Foundation

/// Short texts (labels, titles, button captions) segmented and measured per face, shared between the
/// cards of a run and the edits of an editor session: they repeat from card to card and edit to
/// edit. Kept, against the rule of no caches, because removing it was measured to cost more than
/// the 10 % issue #30 allows: +17.8 % per editor edit of Scripts/lsp-bench.py's 2 000-node card
/// (262.7 → 309.4 M instructions: each edit segmented every text again), about +2.4 % per card on
/// Microsoft's samples. Shared between
/// threads: the entries are split over a few independently locked shards.
final class PreparedCache: Sendable {
    struct Key {
        let text: String
        let locale: String
        let face: FontFace
        /// FNV-1a over a sample of the UTF-8 bytes (length, first and last 16) and the face:
        /// `String`'s own hashing normalises (NFC) first, which costs more than the lookup saves.
        /// Equality compares the bytes, so canonically equal but differently encoded texts simply
        /// get their own entries.
        let sample: UInt64

        static func sample(_ text: String, locale: String, face: FontFace) -> UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            mix(text, &h); mix(locale, &h); mix(face.family, &h)
            h = (h ^ UInt64(face.weight == .regular ? 1 : face.weight == .bold ? 2 : 3)) &* 0x100_0000_01b3
            return face.monospace ? ~h : h
        }


        private static func mix(_ s: String, _ h: inout UInt64) {
            var s = s
            s.withUTF8 { b in
                var x = h ^ UInt64(b.count)
                x = x &* 0x100_0000_01b3
                let n = b.count
                for i in 0..<min(n, 16) { x = (x ^ UInt64(b[i])) &* 0x100_0000_01b3 }
                if n > 16 { for i in max(16, n - 16)..<n { x = (x ^ UInt64(b[i])) &* 0x100_0000_01b3 } }
                h = x
            }
        }

        /// Strings of the same storage (or the same short string's bytes) are the same without a
        /// look at their bytes: the short texts, locales and the same texts of one card.
        static func sameBytes(_ a: String, _ b: String) -> Bool {
            if StringIdentity.words(a) == StringIdentity.words(b) { return true }
            var a = a, b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                }
            }
        }
    }

    /// One shard's entries: open addressing over the keys' samples, which are hashes already (a
    /// `Dictionary` hashed each sample again with SipHash, and built a key to look one up: 4.9 M
    /// instructions of an editor edit of the 2 000-node card, for its 2 400 look-ups).
    struct Shard {
        /// Index in `keys` and `entries` (-1: empty); twice `capacity` slots, so at most half full.
        var slots = [Int32](repeating: -1, count: 2 * PreparedCache.capacity)
        var keys: [Key] = []
        var entries: [PreparedEntry] = []

        /// The slot of the key of `text`, `locale` and `face`, or the empty slot where it goes.
        func slot(_ text: String, _ locale: String, _ face: FontFace, _ sample: UInt64) -> Int {
            let mask = slots.count - 1
            // The sample's top bits pick the shard: the slot comes from a multiplicative hash of it.
            var i = Int(truncatingIfNeeded: (sample &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
            while slots[i] >= 0 {
                // The key's fields are read in place (a copy of the key retained its strings).
                let k = Int(slots[i])
                if keys[k].sample == sample && keys[k].face == face && Key.sameBytes(keys[k].text, text)
                    && Key.sameBytes(keys[k].locale, locale) { return i }
                i = (i + 1) & mask
            }
            return i
        }

        func find(_ text: String, _ locale: String, _ face: FontFace, _ sample: UInt64) -> PreparedEntry? {
            let k = slots[slot(text, locale, face, sample)]
            return k >= 0 ? entries[Int(k)] : nil
        }

        mutating func insert(_ key: Key, _ entry: PreparedEntry) {
            if keys.count >= PreparedCache.capacity {
                for i in slots.indices { slots[i] = -1 }
                keys.removeAll(keepingCapacity: true)
                entries.removeAll(keepingCapacity: true)
            }
            let i = slot(key.text, key.locale, key.face, key.sample)
            if slots[i] >= 0 {
                // Another thread prepared the same text meanwhile: either entry will do.
                entries[Int(slots[i])] = entry
            } else {
                slots[i] = Int32(keys.count)
                keys.append(key)
                entries.append(entry)
            }
        }
    }

    /// Entries per shard before the shard is emptied (a bound on memory for huge runs).
    static let capacity = 512
    /// Texts longer than this (UTF-8 bytes) are not shared: labels and titles repeat across cards,
    /// sentences seldom do.
    static let longestShared = 48
    private let shards: [Locked<Shard>] = (0..<8).map { _ in Locked(Shard()) }

    /// The entry of `text` in `face` and `locale` (`sample`: `Key.sample` of them), if kept.
    func find(_ text: String, locale: String, face: FontFace, sample: UInt64) -> PreparedEntry? {
        shard(sample).withLock { $0.find(text, locale, face, sample) }
    }

    func insert(_ key: Key, _ entry: PreparedEntry) {
        shard(key.sample).withLock { $0.insert(key, entry) }
    }

    private func shard(_ sample: UInt64) -> Locked<Shard> { shards[Int(truncatingIfNeeded: sample >> 61)] }
}
