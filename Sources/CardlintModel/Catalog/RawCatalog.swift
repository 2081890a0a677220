import CardlintReading

/// The catalog files as read, before `extends` and enum references are resolved.
struct RawCatalog {
    struct Entry {
        var node: YAMLNode
        var path: String
    }
    var enums: [String: (values: [String], since: [String: SchemaVersion], aliases: [String: String])] = [:]
    var groups: [String: Entry] = [:]
    var types: [String: Entry] = [:]
    var aliases: [String: String] = [:]
    var resolved: [String: TypeSpec] = [:]

    static let topKeys = ["enums", "groups", "types", "aliases"]
    static let typeKeys = ["kind", "since", "origin", "roles", "extends", "source", "note", "properties"]
    static let groupKeys = ["extends", "properties", "note"]
    static let propertyKeys = ["type", "of", "required", "default", "since", "enum", "values", "value-since",
                               "minimum", "maximum", "deprecated", "note", "hosts-only", "rendered-when-missing", "value-aliases", "host-forms"]
    /// Keys of one `host-forms` entry.
    static let hostFormKeys = ["hosts", "source", "type", "of", "enum", "values"]

    mutating func seed(from catalog: Catalog) {
        resolved = catalog.types
        for (k, v) in catalog.enums { enums[k] = (v, [:], [:]) }
        aliases = catalog.aliases
    }

    func fail(_ path: String, _ node: YAMLNode, _ message: String) -> CatalogError {
        CatalogError(path: path, line: node.line, column: node.column, message: message)
    }

    func checkKeys(_ node: YAMLNode, _ allowed: [String], _ path: String, _ what: String) throws(CatalogError) {
        guard let pairs = node.pairs else { throw fail(path, node, "\(what) must be a mapping") }
        for p in pairs {
            let k = p.key.scalar ?? ""
            if !allowed.contains(k) {
                throw fail(path, p.key, "unknown key '\(k)' in \(what)\(DidYouMean.hint(k, from: allowed))")
            }
        }
    }

    mutating func add(_ root: YAMLNode, path: String) throws(CatalogError) {
        if root.isNull { return }
        try checkKeys(root, Self.topKeys, path, "a catalog file")
        for key in Self.topKeys {
            if let v = root[key], !v.isNull, v.pairs == nil {
                throw fail(path, v, "`\(key)` must be a mapping of names to their entries, not a \(v.kindName)")
            }
        }
        for p in root["enums"]?.pairs ?? [] {
            let name = p.key.scalar ?? ""
            guard enums[name] == nil else { throw fail(path, p.key, "enum '\(name)' is declared twice") }
            guard let values = p.value["values"]?.sequence?.compactMap(\.scalar) else {
                throw fail(path, p.value, "enum '\(name)' needs a `values` list")
            }
            var since: [String: SchemaVersion] = [:]
            for s in p.value["since"]?.pairs ?? [] {
                guard let v = s.value.scalar.flatMap(SchemaVersion.init) else { throw fail(path, s.value, "invalid version") }
                since[s.key.scalar ?? ""] = v
            }
            let aliases = try valueAliases(p.value["aliases"], values: values, path: path, owner: "enum '\(name)'")
            enums[name] = (values, since, aliases)
        }
        for p in root["groups"]?.pairs ?? [] {
            let name = p.key.scalar ?? ""
            try checkKeys(p.value, Self.groupKeys, path, "group '\(name)'")
            guard groups[name] == nil else { throw fail(path, p.key, "group '\(name)' is declared twice") }
            groups[name] = Entry(node: p.value, path: path)
        }
        for p in root["types"]?.pairs ?? [] {
            let name = p.key.scalar ?? ""
            try checkKeys(p.value, Self.typeKeys, path, "type '\(name)'")
            guard types[name] == nil else { throw fail(path, p.key, "type '\(name)' is declared twice") }
            types[name] = Entry(node: p.value, path: path)
        }
        for p in root["aliases"]?.pairs ?? [] {
            if let k = p.key.scalar, let v = p.value.scalar { aliases[k] = v }
        }
    }

    mutating func resolve() throws(CatalogError) -> Catalog {
        let typeNames = Set(types.keys).union(resolved.keys)
        var nextOrdinal = (resolved.values.map(\.ordinal).max() ?? -1) + 1
        // Each group's properties are built the first time a type extends it, then shared by the
        // types that extend it after (a group has no version of its own: see `GroupProperties`).
        var built: [String: GroupProperties] = [:]
        for (name, entry) in types.sorted(by: { $0.key < $1.key }) {
            let node = entry.node
            guard let kindText = node["kind"]?.scalar, let kind = TypeKind(rawValue: kindText) else {
                throw fail(entry.path, node, "type '\(name)' needs `kind` (one of \(TypeKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            let since = try version(node["since"], entry.path) ?? .v1_0
            var own = GroupProperties()
            var visiting: Set<String> = []
            try collect(node, path: entry.path, into: &own, typeNames: typeNames, built: &built, visiting: &visiting)
            let (properties, order) = own.resolved(since: since)
            resolved[name] = TypeSpec(
                name: name, kind: kind, since: since,
                origin: node["origin"]?.scalar ?? "adaptive-cards",
                roles: Set(node["roles"]?.sequence?.compactMap(\.scalar) ?? []),
                properties: properties, propertyOrder: order,
                source: node["source"]?.scalar, note: node["note"]?.scalar,
                declaredAt: "\(entry.path):\(node.line):\(node.column)", ordinal: nextOrdinal)
            nextOrdinal += 1
        }
        for (alias, target) in aliases where resolved[target] == nil {
            throw CatalogError(path: "catalog", line: 0, column: 0, message: "alias '\(alias)' names unknown type '\(target)'")
        }
        return Catalog(types: resolved, enums: enums.mapValues(\.values), aliases: aliases)
    }

    /// Adds the properties of `extends` groups (first, each built once per load into `built`) and
    /// then the node's own.
    func collect(_ node: YAMLNode, path: String, into props: inout GroupProperties, typeNames: Set<String>,
                 built: inout [String: GroupProperties], visiting: inout Set<String>) throws(CatalogError) {
        for g in node["extends"]?.sequence ?? [] {
            let gname = g.scalar ?? ""
            guard let group = groups[gname] else {
                throw fail(path, g, "unknown group '\(gname)'\(DidYouMean.hint(gname, from: groups.keys))")
            }
            guard visiting.insert(gname).inserted else { throw fail(path, g, "group '\(gname)' extends itself") }
            if built[gname] == nil {
                var own = GroupProperties()
                try collect(group.node, path: group.path, into: &own, typeNames: typeNames, built: &built, visiting: &visiting)
                built[gname] = own
            }
            props.merge(built[gname]!)
            visiting.remove(gname)
        }
        for p in node["properties"]?.pairs ?? [] {
            let pname = p.key.scalar ?? ""
            let spec = try property(pname, p.value, path: path, typeSince: .v1_0, typeNames: typeNames)
            props.set(pname, (spec, p.value["since"] != nil))
        }
    }
}

/// Properties gathered from a type's or group's node and the groups it extends, in declaration
/// order (a name keeps its first place and takes its last spec). A property without its own `since`
/// is as old as the type it ends up in, so that version (and its host forms') is set by `resolved`.
struct GroupProperties {
    /// Each property's spec, and whether the file gives its `since` (the others take their type's).
    var entries: [String: (spec: PropertySpec, sinceGiven: Bool)] = [:]
    var order: [String] = []

    mutating func set(_ name: String, _ entry: (spec: PropertySpec, sinceGiven: Bool)) {
        if entries.updateValue(entry, forKey: name) == nil { order.append(name) }
    }

    mutating func merge(_ other: GroupProperties) {
        if entries.isEmpty { self = other; return }
        for name in other.order { set(name, other.entries[name]!) }
    }

    /// The specs with the type's version where the file gives none (host forms always take it).
    func resolved(since: SchemaVersion) -> ([String: PropertySpec], [String]) {
        let specs = entries.mapValues { entry in
            var spec = entry.spec
            if !entry.sinceGiven { spec.since = since }
            for i in spec.hostForms.indices { spec.hostForms[i].spec.since = since }
            return spec
        }
        return (specs, order)
    }
}
