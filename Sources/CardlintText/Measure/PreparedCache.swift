/// Segmented texts with their widths per face: layout asks for the same text at many widths and
/// scales (every viewport × type scale of every host). Shared between threads: the entries are
/// split over a few independently locked shards so parallel linting rarely waits.
final class PreparedCache: Sendable {
    struct Key: Hashable {
        var text: String
        var locale: String
        var face: FontFace

        /// Hashes the UTF-8 bytes as they are: `String`'s own hashing normalises (NFC) first, which
        /// costs more than the lookup saves. Canonically equal but differently encoded texts simply
        /// get their own entries.
        func hash(into h: inout Hasher) {
            Self.hashBytes(text, into: &h)
            Self.hashBytes(locale, into: &h)
            Self.hashBytes(face.family, into: &h)
            h.combine(face.weight)
            h.combine(face.monospace)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.face.weight == b.face.weight && a.face.monospace == b.face.monospace
                && a.text.utf8.elementsEqual(b.text.utf8) && a.locale.utf8.elementsEqual(b.locale.utf8)
                && a.face.family.utf8.elementsEqual(b.face.family.utf8)
        }

        private static func hashBytes(_ s: String, into h: inout Hasher) {
            h.combine(s.utf8.count)
            let done: Void? = s.utf8.withContiguousStorageIfAvailable { h.combine(bytes: UnsafeRawBufferPointer($0)) }
            if done == nil { for b in s.utf8 { h.combine(b) } }
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
