import CardlintReading

/// Every element, action, input and part type cardlint knows, loaded from `rules/catalog/`.
/// A value, passed to whoever needs it: no global registry.
public struct Catalog: Sendable {
    public private(set) var types: [String: TypeSpec]
    public private(set) var enums: [String: [String]]
    /// Other spellings renderers accept for a type name.
    public private(set) var aliases: [String: String]
    private var lowercased: [String: String]
    /// `types`' names as a byte-hash table, and their specs in its order (`spec` looks up every node's type).
    private var typeIndex: NameIndex
    private var typeList: [TypeSpec]

    public init(types: [String: TypeSpec], enums: [String: [String]], aliases: [String: String]) {
        self.types = types
        self.enums = enums
        self.aliases = aliases
        var lower: [String: String] = [:]
        for name in types.keys { lower[name.lowercased()] = name }
        self.lowercased = lower
        (typeIndex, typeList) = Self.indexed(types)
    }

    private static func indexed(_ types: [String: TypeSpec]) -> (NameIndex, [TypeSpec]) {
        let names = types.keys.sorted()
        return (NameIndex(names), names.map { types[$0]! })
    }

    public static let empty = Catalog(types: [:], enums: [:], aliases: [:])

    /// One more than the largest `TypeSpec.ordinal` (size of per-type tables).
    public var typeCount: Int { (types.values.map(\.ordinal).max() ?? -1) + 1 }

    /// The spec for an exact type name (or an alias of one).
    public func spec(_ type: String) -> TypeSpec? {
        // The bytes of a key of `types`: that key's entry (the keys are distinct), without hashing.
        if let i = typeIndex.index(of: type) { return typeList[i] }
        return dictionarySpec(type)
    }

    /// `spec` from the dictionaries alone (any other spelling; the reference `spec`'s test compares with).
    func dictionarySpec(_ type: String) -> TypeSpec? {
        if let t = types[type] { return t }
        if let a = aliases[type] { return types[a] }
        return nil
    }

    /// The correctly-cased name when `type` differs only in case (renderers compare type names exactly).
    public func caseMismatch(_ type: String) -> String? {
        guard types[type] == nil, let real = lowercased[type.lowercased()] else { return nil }
        return real
    }

    public func suggestType(_ type: String, kinds: Set<TypeKind>) -> String? {
        DidYouMean.suggest(type, from: types.values.filter { kinds.contains($0.kind) }.map(\.name).sorted())
    }

    /// Names of all types of the given kinds, sorted.
    public func names(of kinds: Set<TypeKind>) -> [String] {
        types.values.filter { kinds.contains($0.kind) }.map(\.name).sorted()
    }

    /// Adds (or replaces) types, e.g. a user's custom elements.
    public mutating func merge(_ other: Catalog) {
        for (k, v) in other.types { types[k] = v; lowercased[k.lowercased()] = k }
        for (k, v) in other.enums { enums[k] = v }
        for (k, v) in other.aliases { aliases[k] = v }
        (typeIndex, typeList) = Self.indexed(types)
    }
}
