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
    /// The property names, as `specs`.
    private let index: NameIndex
    /// Where the properties `requires`, `id` and `labelFor` are, found once for the card builder: the
    /// property whose name is `==` to theirs (property names are distinct under `==`, so there is at
    /// most one), nil when none is.
    let requiresIndex: Int?, idIndex: Int?, labelForIndex: Int?

    public init(_ properties: [String: PropertySpec], order: [String]) {
        // `order`'s names with a property, first occurrence only; then any it misses, sorted.
        var names: [String] = [], specs: [PropertySpec] = []
        names.reserveCapacity(properties.count)
        specs.reserveCapacity(properties.count)
        var seen = Set<String>(minimumCapacity: properties.count)
        // Each property looked up (and copied) once, as its name is taken.
        for n in order {
            if let spec = properties[n], seen.insert(n).inserted { names.append(n); specs.append(spec) }
        }
        if names.count < properties.count {
            for n in properties.keys.filter({ !seen.contains($0) }).sorted() { names.append(n); specs.append(properties[n]!) }
        }
        self.index = NameIndex(names)
        self.specs = specs
        self.childSlots = specs.map { CardBuilder.childSlots($0.types) }
        self.requiresIndex = names.firstIndex { $0 == "requires" }
        self.idIndex = names.firstIndex { $0 == "id" }
        self.labelForIndex = names.firstIndex { $0 == "labelFor" }
    }

    /// Where the property named exactly `name` is in `specs` (nil: the type has no such property).
    public func index(of name: String) -> Int? { index.index(of: name) }

    public func contains(_ name: String) -> Bool { index(of: name) != nil }
}
