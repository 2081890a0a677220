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
    struct Key: Hashable {
        let text: String
        let locale: String
        let face: FontFace
        /// FNV-1a over a sample of the UTF-8 bytes (length, first and last 16) and the face:
        /// `String`'s own hashing normalises (NFC) first, which costs more than the lookup saves.
        /// Equality compares the bytes, so canonically equal but differently encoded texts simply
        /// get their own entries.
        let sample: UInt64

        init(text: String, locale: String, face: FontFace) {
            self.text = text; self.locale = locale; self.face = face
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            Self.mix(text, &h); Self.mix(locale, &h); Self.mix(face.family, &h)
            h = (h ^ UInt64(face.weight == .regular ? 1 : face.weight == .bold ? 2 : 3)) &* 0x100_0000_01b3
            sample = face.monospace ? ~h : h
        }

        func hash(into h: inout Hasher) { h.combine(sample) }

        static func == (a: Key, b: Key) -> Bool {
            a.sample == b.sample && a.face == b.face && sameBytes(a.text, b.text) && sameBytes(a.locale, b.locale)
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

        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            var a = a, b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                }
            }
        }
    }

    /// Entries per shard before the shard is emptied (a bound on memory for huge runs).
    static let capacity = 512
    /// Texts longer than this (UTF-8 bytes) are not shared: labels and titles repeat across cards,
    /// sentences seldom do.
    static let longestShared = 48
    private let shards: [Locked<[Key: PreparedEntry]>] = (0..<8).map { _ in Locked([:]) }

    subscript(key: Key) -> PreparedEntry? {
        get { shard(key).withLock { $0[key] } }
        set {
            shard(key).withLock { entries in
                if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
                entries[key] = newValue
            }
        }
    }

    private func shard(_ key: Key) -> Locked<[Key: PreparedEntry]> { shards[Int(truncatingIfNeeded: key.sample >> 61)] }
}
