import CardlintReading

/// One node of a card: an element, action, input, column, fact, choice, inline, … or the card itself.
///
/// Nodes live in `Card.nodes`; `id` is the index there, so per-node results (layout frames,
/// findings) can be stored in arrays indexed by node id. Immutable and shared by reference:
/// rules visit every node of every card, so a node must be cheap to pass around.
public final class CardNode: Sendable {
    public let id: Int
    public let parent: Int?
    public let children: [Int]
    /// The node's JSON (an object, or a string for a plain-string inline).
    public let json: JSONValue
    /// RFC 6901 pointer of the node in the linted document.
    public let pointer: String
    /// The type name: `type` if present, else the type the slot implies (`Column`, `Fact`, `Input.Choice`…).
    /// Nil when an object has no `type` where one is required.
    public let type: String?
    /// The catalog entry; nil for unknown types.
    public let spec: TypeSpec?
    /// The parent's property this node sits in (`body`, `items`, `actions`, `fallback`, `selectAction`, …).
    public let slot: String
    /// What the slot expects.
    public let expected: SlotKind
    /// Nesting depth from the card root (root = 0).
    public let depth: Int
    /// True when the node is (inside) a `fallback` alternative, i.e. not rendered unless fallback triggers.
    public let inFallback: Bool
    /// Per member of `json`, in order: its property's index in `spec.propertyTable`, or none (no
    /// members kept without a spec). Found once when the card is built; rules that visit every member
    /// read it instead of hashing the key again (`propertyIndex(ofMember:)`).
    let memberProperties: MemberProperties
    /// The position of the first `requires` member of `json` (-1: none), found when the card is built.
    let requiresMember: Int32
    /// The index of the first member named `id` (-1: none), found by the builder.
    let idMember: Int32
    /// The index of the first member named `labelFor` (-1: none), found by the builder.
    let labelForMember: Int32

    init(id: Int, parent: Int?, children: [Int], json: JSONValue, pointer: String, type: String?, spec: TypeSpec?,
         slot: String, expected: SlotKind, depth: Int, inFallback: Bool, memberProperties: MemberProperties, requiresMember: Int32,
         idMember: Int32, labelForMember: Int32) {
        self.id = id; self.parent = parent; self.children = children; self.json = json; self.pointer = pointer
        self.type = type; self.spec = spec; self.slot = slot; self.expected = expected; self.depth = depth
        self.inFallback = inFallback; self.memberProperties = memberProperties; self.requiresMember = requiresMember
        self.idMember = idMember; self.labelForMember = labelForMember
    }

    /// `json["requires"]`, read where the card builder found it (every host pass asks for every node).
    public var requires: JSONValue? { member(at: requiresMember) }

    /// The value of the `k`th member of `json` (nil for -1: not found by the builder).
    private func member(at k: Int32) -> JSONValue? {
        guard k >= 0, case .object(let members) = json.kind, Int(k) < members.count else { return nil }
        return members[Int(k)].value
    }

    /// `spec?.propertyTable.index(of: key)` for the `k`th member of `json` (the same answer, read from
    /// what the card builder found).
    @inline(__always)
    public func propertyIndex(ofMember k: Int) -> Int? {
        memberProperties[k]
    }

    public var kind: TypeKind? { spec?.kind }
    public var isUnknown: Bool { spec == nil }
    public var range: SourceRange { json.range }

    public subscript(key: String) -> JSONValue? { json[key] }
    public func string(_ key: String) -> String? { json[key]?.string }
    public func bool(_ key: String) -> Bool? { json[key]?.bool }
    public func hasRole(_ role: String) -> Bool { spec?.hasRole(role) ?? false }
    /// Whether the node's `id` is an element id (elements, inputs, actions and toggleable parts such
    /// as Column), as opposed to a part's own key (a DataGridColumn's `id`).
    public var isAddressable: Bool {
        guard let spec else { return false }
        return spec.kind != .part || spec.properties["isVisible"] != nil
    }

    /// `id` property, if any.
    public var elementID: String? { member(at: idMember)?.string }

    /// `json["labelFor"]`, read where the card builder found it (`Card` indexes every node's).
    var labelFor: JSONValue? { member(at: labelForMember) }
}

/// What a child slot accepts: drives both typing of nodes and conformance checks.
public enum SlotKind: Sendable, Hashable {
    case card
    case element
    case action
    case selectAction
    case inline
    case named(String)

    public var typeKinds: Set<TypeKind> {
        switch self {
        case .card: Self.cardKinds
        case .element: Self.elementKinds
        case .action, .selectAction: Self.actionKinds
        case .inline: Self.inlineKinds
        case .named: Self.namedKinds
        }
    }

    /// `typeKinds.contains(kind)` without hashing the kind into a set (`known-type` asks it for
    /// nearly every node).
    public func accepts(_ kind: TypeKind) -> Bool {
        switch self {
        case .card: kind == .card
        case .element: kind == .element || kind == .input
        case .action, .selectAction: kind == .action
        case .inline: kind == .part
        case .named: true
        }
    }

    // Built once: `typeKinds` is asked for every node a rule checks.
    static let cardKinds: Set<TypeKind> = [.card]
    static let elementKinds: Set<TypeKind> = [.element, .input]
    static let actionKinds: Set<TypeKind> = [.action]
    static let inlineKinds: Set<TypeKind> = [.part]
    static let namedKinds: Set<TypeKind> = [.part, .element, .card, .action, .input]

    public var description: String {
        switch self {
        case .card: "card"
        case .element: "element"
        case .action: "action"
        case .selectAction: "select action"
        case .inline: "inline"
        case .named(let n): n
        }
    }
}
