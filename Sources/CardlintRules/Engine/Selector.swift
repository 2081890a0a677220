import CardlintModel
import CardlintReading

/// Which nodes a rule looks at: by type (with `Prefix.*` globs), role, kind and property conditions.
public struct Selector: Sendable {
    public var exactTypes: Set<String> = []
    public var typePrefixes: [String] = []
    /// `*` or no type/role/kind given: every node.
    public var anyType = false
    public var roles: Set<String> = []
    public var kinds: Set<TypeKind> = []
    public var conditions: [PropertyCondition] = []
    /// The `select:` mapping as written (nil: none), to point at its entries.
    public var source: YAMLNode?
    /// Select only nodes whose type the catalog does not know (`unknown: true`) or only known ones (`false`).
    public var unknown: Bool?
    /// Also look at fallback alternatives (default false: they are analysed by the fallback rules).
    public var includeFallback = false

    /// Whether the node's type/role/kind matches (the part that can be cached per type).
    public func matchesType(_ node: CardNode) -> Bool { matchesType(type: node.type, spec: node.spec) }

    /// Whether only `exactTypes` select (no `*`, prefix, role or kind, nor `unknown: true`): a known
    /// type then matches exactly when its name is one of them.
    var selectsByNameOnly: Bool { !anyType && typePrefixes.isEmpty && roles.isEmpty && kinds.isEmpty && unknown != true }

    public func matchesType(type: String?, spec: TypeSpec?) -> Bool {
        if let unknown, unknown != (spec == nil) { return false }
        if anyType { return true }
        if let t = type {
            if exactTypes.contains(t) { return true }
            if typePrefixes.contains(where: { t.hasPrefix($0) }) { return true }
        }
        if let spec {
            if !roles.isDisjoint(with: spec.roles) { return true }
            if kinds.contains(spec.kind) { return true }
        }
        return false
    }

    public func matches(_ node: CardNode) -> Bool {
        matchesType(node) && matchesContext(node)
    }

    /// Everything but the type (for nodes already matched by type through the engine's index).
    public func matchesContext(_ node: CardNode) -> Bool {
        if node.inFallback, !includeFallback { return false }
        for c in conditions where !c.holds(for: node) { return false }
        return true
    }
}

/// A condition on one property of the node: `present`, `absent`, `equals`, `not-equals`, `in`, `matches`.
/// Immutable and shared by reference: `RuleEngine.plan` tests a rule's conditions on every node of
/// its types, and reading one out of the rule as a value copied its property name and test each time.
public final class PropertyCondition: Sendable {
    public enum Test: Sendable {
        case present, absent
        case equals(String), notEquals(String), oneOf([String])
        case matches(BoundedRegex)
    }
    public let property: String
    public let test: Test

    public init(property: String, test: Test) {
        self.property = property; self.test = test
    }

    /// A value the regex cannot decide within its step limit holds, so the rule is planned on the
    /// node; the plan marks the pair, and a note is reported instead of running the check (see `undecided`).
    public func holds(for node: CardNode) -> Bool { decides(for: node) ?? true }

    /// Whether the condition holds; nil when a `matches` regex ran out of steps on the node's value.
    public func decides(for node: CardNode) -> Bool? {
        let value = node.json[property]
        switch test {
        case .present: return value.map { !$0.isNull } ?? false
        case .absent: return value == nil || value!.isNull
        case .equals(let s): return value.map { Self.text($0) == s } ?? false
        case .notEquals(let s): return value.map { Self.text($0) != s } ?? true
        case .oneOf(let list): return value.map { list.contains(Self.text($0)) } ?? false
        case .matches(let re):
            guard let value else { return false }
            switch re.firstMatch(in: Self.text(value)) {
            case .found: return true
            case .notFound: return false
            case .tooCostly: return nil
            }
        }
    }

    /// Whether this is a `matches` condition whose regex ran out of steps on the node's value.
    public func undecided(for node: CardNode) -> Bool {
        guard case .matches(let re) = test, let value = node.json[property] else { return false }
        return re.firstMatch(in: Self.text(value)) == .tooCostly
    }

    public var isRegex: Bool { if case .matches = test { return true }; return false }

    /// Scalars as text for comparisons (`true`, `12`, `heading`); containers as their type name.
    static func text(_ v: JSONValue) -> String {
        switch v.kind {
        case .string(let s): s
        case .bool(let b): b ? "true" : "false"
        case .number(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .null: "null"
        case .array: "array"
        case .object: "object"
        }
    }
}
