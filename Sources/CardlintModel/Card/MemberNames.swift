/// Whether a member is named `requires`, `id` or `labelFor` (`==`), from its index in the node's
/// property table when it has one, without comparing its key.
///
/// A member with an index has the bytes of that property's name, so is `==` to it; it is `==` to a
/// name exactly when that property's name is, and the table keeps which property that is (property
/// names are distinct under `==`: at most one). Only members without an index (an unknown key, a node
/// without a spec) are compared with `==`.
struct MemberNames {
    private let requires: Int?, id: Int?, labelFor: Int?

    init(_ spec: TypeSpec?) {
        requires = spec?.propertyTable.requiresIndex
        id = spec?.propertyTable.idIndex
        labelFor = spec?.propertyTable.labelForIndex
    }

    @inline(__always) func isRequires(_ key: String, _ index: Int?) -> Bool { Self.named(key, index, requires, "requires") }
    @inline(__always) func isID(_ key: String, _ index: Int?) -> Bool { Self.named(key, index, id, "id") }
    @inline(__always) func isLabelFor(_ key: String, _ index: Int?) -> Bool { Self.named(key, index, labelFor, "labelFor") }

    /// `key == name`, where `index` is the key's index in the table and `property` the name's.
    @inline(__always) private static func named(_ key: String, _ index: Int?, _ property: Int?, _ name: String) -> Bool {
        if let index { return index == property }
        return key == name
    }
}
