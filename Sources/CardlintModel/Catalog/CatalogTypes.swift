/// What a catalog type is.
public enum TypeKind: String, Sendable, Hashable, CaseIterable {
    case card, element, input, action, part
}

/// One value type in the catalog's type vocabulary (see `rules/catalog/README` in the catalog files' headers).
public indirect enum ValueType: Sendable, Hashable, CustomStringConvertible {
    case string, number, integer, boolean, enumeration, color, url, px, object, dictionary, any, drop
    /// A relative width: a number, a digit string (`"20"`, `"20*"`) or `"<n>px"` (the JS SDK's `SizeAndUnit.parse`).
    case weight
    /// One element object (`type` required).
    case element
    /// One action object.
    case action
    /// An action allowed as `selectAction` (not `Action.ShowCard`).
    case selectAction
    /// A `TextRun` object or a plain string.
    case inline
    /// A named catalog type (`Column`, `Fact`, `AdaptiveCard`, …): `type` may be omitted.
    case named(String)
    case array(of: [ValueType])

    /// True for types whose values are child nodes of the card tree.
    public var holdsNodes: Bool {
        switch self {
        case .element, .action, .selectAction, .inline, .named: true
        case .array(let of): of.contains { $0.holdsNodes }
        default: false
        }
    }

    public var description: String {
        switch self {
        case .string: "string"
        case .number: "number"
        case .integer: "integer"
        case .boolean: "boolean"
        case .enumeration: "enum"
        case .color: "color"
        case .url: "url"
        case .px: "px"
        case .weight: "weight"
        case .object: "object"
        case .dictionary: "dictionary"
        case .any: "any"
        case .drop: "\"drop\""
        case .element: "element"
        case .action: "action"
        case .selectAction: "select-action"
        case .inline: "inline"
        case .named(let n): n
        case .array(let of): "array of " + of.map(\.description).joined(separator: " or ")
        }
    }
}

public struct PropertySpec: Sendable, Hashable {
    public var name: String
    public var types: [ValueType]
    public var required: Bool
    public var defaultValue: String?
    /// Version that introduced the property (the type's own version when the file omits it).
    public var since: SchemaVersion
    public var enumValues: [String]?
    public var valueSince: [String: SchemaVersion]
    public var minimum: Double?
    public var maximum: Double?
    public var deprecated: String?
    public var note: String?
    public var hostsOnly: [String]?
    /// Set when the schema requires the property but the renderers draw the node without it (the
    /// `rendered-when-missing` key: what they do, with the source). A missing one is then a warning.
    public var renderedWhenMissing: String? = nil
    /// Old spellings every renderer reads as one of `enumValues` (`normal` for `default`): no finding.
    public var enumAliases: [String: String] = [:]
    /// What some hosts accept beyond the schema's form (`host-forms`: the iOS SDK reads a
    /// CompoundButton `icon` as a plain string); findings about the schema's form hold only on the others.
    public var hostForms: [HostForm] = []

    /// True when this property holds child nodes (elements, actions, columns, …).
    public var holdsNodes: Bool { types.contains { $0.holdsNodes } }
}

/// One catalog type. A reference type: nodes share their type's spec instead of copying it.
public final class TypeSpec: Sendable, Hashable {
    public let name: String
    public let kind: TypeKind
    public let since: SchemaVersion
    public let origin: String
    public let roles: Set<String>
    /// Properties by name, including those pulled in through `extends`.
    public let properties: [String: PropertySpec]
    /// Property names in declaration order (own properties after inherited ones).
    public let propertyOrder: [String]
    /// `properties` as a table for checks that look up every member of a node.
    public let propertyTable: PropertyTable
    /// Names of required properties, in declaration order (precomputed: checked on every node).
    public let requiredProperties: [String]
    public let source: String?
    public let note: String?
    /// Where the type was declared: `rules/catalog/elements.yaml:120:3`.
    public let declaredAt: String
    /// A dense index of the type within its catalog, for per-type tables (rule dispatch).
    public let ordinal: Int
    /// Whether some property is limited to certain hosts (`hosts-only`).
    public let hasHostOnlyProperties: Bool
    /// Whether the type has a `fallback` property (a slot of the type takes part in fallback).
    public let hasFallbackProperty: Bool
    /// Whether the type has an ordinary property called `type` (its slot names the type: `CardBuilder.typeName`).
    public let hasTypeProperty: Bool

    public init(name: String, kind: TypeKind, since: SchemaVersion, origin: String, roles: Set<String>,
                properties: [String: PropertySpec], propertyOrder: [String], source: String?, note: String?, declaredAt: String,
                ordinal: Int) {
        self.ordinal = ordinal
        self.name = name; self.kind = kind; self.since = since; self.origin = origin; self.roles = roles
        self.properties = properties; self.propertyOrder = propertyOrder; self.source = source; self.note = note
        self.declaredAt = declaredAt
        self.propertyTable = PropertyTable(properties, order: propertyOrder)
        self.requiredProperties = propertyOrder.filter { properties[$0]?.required == true }
        self.hasHostOnlyProperties = properties.values.contains { $0.hostsOnly != nil }
        self.hasFallbackProperty = properties["fallback"] != nil
        self.hasTypeProperty = properties["type"] != nil
    }

    public func property(_ name: String) -> PropertySpec? { properties[name] }
    public func hasRole(_ role: String) -> Bool { roles.contains(role) }

    public static func == (a: TypeSpec, b: TypeSpec) -> Bool { a === b || (a.name == b.name && a.declaredAt == b.declaredAt) }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(declaredAt) }
}

/// A form of a property's value that some hosts accept beyond the schema's (`host-forms:` entry):
/// the hosts (`hosts-only` names), the form (a property spec: `type`, `values`…) and its source.
public struct HostForm: Sendable, Hashable {
    public var hosts: [String]
    public var source: String
    public var spec: PropertySpec
    public init(hosts: [String], source: String, spec: PropertySpec) {
        self.hosts = hosts; self.source = source; self.spec = spec
    }
}
