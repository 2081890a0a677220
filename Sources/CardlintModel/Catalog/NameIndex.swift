import CardlintReading

/// Names found by their bytes with a cheap hash (FNV-1a over the UTF-8) in a small open-addressing
/// table, at most half full, instead of `Hasher`, which normalises the characters first. A name is
/// found when it is `==` to a listed name with the same bytes; a name that is only canonically
/// equivalent to one (other bytes) is not found here.
struct NameIndex: Sendable {
    /// The names, as given; `index(of:)` indexes this array.
    let names: [String]
    /// Index + 1 of the name hashed to each slot (0: empty).
    private let slots: [Int32]
    private let mask: Int

    /// `names` should be distinct (a repeated name is found at its first position).
    init(_ names: [String]) {
        var size = 8
        while size < names.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (i, name) in names.enumerated() {
            var s = NameIndex.hash(name) & (size - 1)
            while slots[s] != 0 { s = (s + 1) & (size - 1) }
            slots[s] = Int32(i + 1)
        }
        self.names = names
        self.slots = slots
        self.mask = size - 1
    }

    static func hash(_ name: String) -> Int {
        if let h = name.utf8.withContiguousStorageIfAvailable({ hash(bytes: $0) }) { return h }
        return Array(name.utf8).withUnsafeBufferPointer { hash(bytes: $0) }
    }

    @inline(__always) static func hash(bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var fnv = FNV1a()
        fnv.add(bytes)
        let h = fnv.value
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// Where `name` is in `names` (nil: no listed name has its bytes).
    @inline(__always) func index(of name: String) -> Int? {
        var s = NameIndex.hash(name) & mask
        while true {
            let e = Int(slots[s])
            if e == 0 { return nil }
            if names[e - 1] == name { return e - 1 }
            s = (s + 1) & mask
        }
    }
}
