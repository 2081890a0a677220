/// Whether a member is named `requires` or `id` (`==`), mostly from its index in the node's
/// property table, without comparing its key.
///
/// A member whose index is the property's has the property's name bytes, so the name. A member with
/// another property's index has that name's bytes, and property names are distinct dictionary keys
/// (unequal under `==`): not the name, when the table has the property. Every other member (no index,
/// or a table without the property) is compared with `==`.
struct MemberNames {
    private let requires: Int?, id: Int?

    init(_ spec: TypeSpec?) {
        requires = spec?.propertyTable.requiresIndex
        id = spec?.propertyTable.idIndex
    }

    @inline(__always) func isRequires(_ key: String, _ index: Int?) -> Bool { Self.named(key, index, requires, "requires") }
    @inline(__always) func isID(_ key: String, _ index: Int?) -> Bool { Self.named(key, index, id, "id") }

    /// `key == name`, where `index` is the key's index in the table and `property` the name's.
    @inline(__always) private static func named(_ key: String, _ index: Int?, _ property: Int?, _ name: String) -> Bool {
        if let index, let property { return index == property }
        return key == name
    }
}
