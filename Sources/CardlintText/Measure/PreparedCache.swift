import Foundation

/// Segmented texts with their widths per face: layout asks for the same text at many widths and
/// scales (every viewport × type scale of every host). Shared between threads: the entries are
/// split over a few independently locked shards so parallel linting rarely waits.
final class PreparedCache: Sendable {
    struct Key: Hashable {
        var text: String
        var locale: String
        var face: FontFace

        /// Hashes a sample of the UTF-8 bytes (length, first and last 16): `String`'s own hashing
        /// normalises (NFC) first, which costs more than the lookup saves. Equality compares the
        /// bytes, so canonically equal but differently encoded texts simply get their own entries.
        func hash(into h: inout Hasher) {
            Self.sample(text, into: &h)
            Self.sample(locale, into: &h)
            Self.sample(face.family, into: &h)
            h.combine(face.weight)
            h.combine(face.monospace)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.face.weight == b.face.weight && a.face.monospace == b.face.monospace
                && sameBytes(a.text, b.text) && sameBytes(a.locale, b.locale) && sameBytes(a.face.family, b.face.family)
        }

        private static func sample(_ s: String, into h: inout Hasher) {
            var s = s
            s.withUTF8 { b in
                h.combine(b.count)
                let raw = UnsafeRawBufferPointer(b)
                h.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.prefix(16)))
                if raw.count > 16 { h.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.suffix(16))) }
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

    struct Entry {
        var text: PreparedText
        var widths: [Float]
        var ellipsisEm: Double
    }

    /// Entries per shard before the shard is emptied (a bound on memory for huge runs).
    static let capacity = 512
    private let shards: [Locked<[Key: Entry]>] = (0..<8).map { _ in Locked([:]) }

    subscript(key: Key) -> Entry? {
        get { shard(key).withLock { $0[key] } }
        set {
            shard(key).withLock { entries in
                if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
                entries[key] = newValue
            }
        }
    }

    private func shard(_ key: Key) -> Locked<[Key: Entry]> { shards[key.text.utf8.count & 7] }
}
