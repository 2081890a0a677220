import CardlintReading

/// A type's properties found by name with a cheap byte hash (FNV-1a over the name's UTF-8) in a
/// small open-addressing table, instead of `Hasher` and a dictionary that copies a whole
/// `PropertySpec` out on every look-up. Check functions look up every member of every node.
public struct PropertyTable: Sendable {
    /// The properties (declaration order first); `index(of:)` indexes this array.
    public let specs: [PropertySpec]
    /// Per property (as `specs`): the node slots its types allow (`CardBuilder.childSlots`), made
    /// once per catalog instead of once per member of every card.
    let childSlots: [[SlotKind]]
    private let names: [String]
    /// Index + 1 of the property hashed to each slot (0: empty); at most half full.
    private let slots: [Int32]
    private let mask: Int

    public init(_ properties: [String: PropertySpec], order: [String]) {
        var names = order.filter { properties[$0] != nil }
        var seen = Set(names)
        names = names.filter { seen.remove($0) != nil }  // first occurrence only
        names += properties.keys.filter { !names.contains($0) }.sorted()
        var size = 8
        while size < names.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (i, name) in names.enumerated() {
            var s = PropertyTable.hash(name) & (size - 1)
            while slots[s] != 0 { s = (s + 1) & (size - 1) }
            slots[s] = Int32(i + 1)
        }
        self.names = names
        self.specs = names.map { properties[$0]! }
        self.childSlots = specs.map { CardBuilder.childSlots($0.types) }
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

    /// Where the property named exactly `name` is in `specs` (nil: the type has no such property).
    public func index(of name: String) -> Int? {
        var s = PropertyTable.hash(name) & mask
        while true {
            let e = Int(slots[s])
            if e == 0 { return nil }
            if names[e - 1] == name { return e - 1 }
            s = (s + 1) & mask
        }
    }

    public func contains(_ name: String) -> Bool { index(of: name) != nil }
}
