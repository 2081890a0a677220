import CardlintReading

extension RawCatalog {
    func version(_ node: YAMLNode?, _ path: String) throws(CatalogError) -> SchemaVersion? {
        guard let node else { return nil }
        guard let text = node.scalar, let v = SchemaVersion(text) else {
            throw fail(path, node, "invalid version '\(node.scalar ?? node.kindName)'; expected \"1.x\"")
        }
        return v
    }

    func property(_ name: String, _ node: YAMLNode, path: String, typeSince: SchemaVersion,
                  typeNames: Set<String>, form: Bool = false) throws(CatalogError) -> PropertySpec {
        try checkKeys(node, form ? Self.hostFormKeys : Self.propertyKeys, path, form ? "a host form of '\(name)'" : "property '\(name)'")
        guard let typeNode = node["type"] else { throw fail(path, node, "property '\(name)' needs `type`") }
        var types = try valueTypes(typeNode, path: path, typeNames: typeNames)
        if types == [.array(of: [])] {
            guard let of = node["of"] else { throw fail(path, typeNode, "an array property needs `of`") }
            types = [.array(of: try valueTypes(of, path: path, typeNames: typeNames))]
        } else if let i = types.firstIndex(of: .array(of: [])) {
            guard let of = node["of"] else { throw fail(path, typeNode, "an array property needs `of`") }
            types[i] = .array(of: try valueTypes(of, path: path, typeNames: typeNames))
        }
        var enumValues: [String]?
        var valueSince: [String: SchemaVersion] = [:]
        var aliases: [String: String] = [:]
        if let e = node["enum"] {
            guard let name = e.scalar, let found = enums[name] else {
                throw fail(path, e, "unknown enum '\(e.scalar ?? "")'\(DidYouMean.hint(e.scalar ?? "", from: enums.keys))")
            }
            enumValues = found.values
            valueSince = found.since
            aliases = found.aliases
        }
        if let v = node["values"]?.sequence { enumValues = v.compactMap(\.scalar) }
        if let a = node["value-aliases"] {
            aliases = try valueAliases(a, values: enumValues ?? [], path: path, owner: "property '\(name)'")
        }
        for s in node["value-since"]?.pairs ?? [] {
            valueSince[s.key.scalar ?? ""] = try version(s.value, path)
        }
        if types.contains(.enumeration), enumValues == nil {
            throw fail(path, node, "enum property '\(name)' needs `enum` or `values`")
        }
        var forms: [HostForm] = []
        if let list = node["host-forms"] {
            guard let items = list.sequence else { throw fail(path, list, "`host-forms` must be a list of {hosts, source, type…}") }
            for f in items {
                let formSpec = try property(name, f, path: path, typeSince: typeSince, typeNames: typeNames, form: true)
                guard let hosts = f["hosts"]?.sequence?.compactMap(\.scalar), !hosts.isEmpty else {
                    throw fail(path, f, "a host form of '\(name)' needs `hosts` (a list of host ids or families)")
                }
                guard let source = f["source"]?.scalar, !source.isEmpty else {
                    throw fail(path, f, "a host form of '\(name)' needs its `source` (renderer file@commit or documentation page)")
                }
                forms.append(HostForm(hosts: hosts, source: source, spec: formSpec))
            }
        }
        var spec = PropertySpec(
            name: name, types: types, required: node["required"]?.bool ?? false,
            defaultValue: node["default"]?.scalar,
            since: try version(node["since"], path) ?? typeSince,
            enumValues: enumValues, valueSince: valueSince,
            minimum: node["minimum"]?.number, maximum: node["maximum"]?.number,
            deprecated: node["deprecated"]?.scalar, note: node["note"]?.scalar,
            hostsOnly: node["hosts-only"]?.sequence?.compactMap(\.scalar),
            renderedWhenMissing: node["rendered-when-missing"]?.scalar, enumAliases: aliases)
        spec.hostForms = forms
        return spec
    }

    /// `aliases: {normal: default}`: spellings every renderer reads as one of the values (an old
    /// spelling the C++ shared model maps and the JS SDK replaces by the default). Each target is a value.
    func valueAliases(_ node: YAMLNode?, values: [String], path: String, owner: String) throws(CatalogError) -> [String: String] {
        guard let node, !node.isNull else { return [:] }
        guard let pairs = node.pairs else { throw fail(path, node, "\(owner): `aliases` must map an old spelling to a value") }
        var out: [String: String] = [:]
        for p in pairs {
            guard let k = p.key.scalar, let v = p.value.scalar, values.contains(v) else {
                throw fail(path, p.value, "\(owner): alias '\(p.key.scalar ?? "")' must name one of its values")
            }
            out[k] = v
        }
        return out
    }

    func valueTypes(_ node: YAMLNode, path: String, typeNames: Set<String>) throws(CatalogError) -> [ValueType] {
        if let list = node.sequence {
            var out: [ValueType] = []
            for item in list { out += try valueTypes(item, path: path, typeNames: typeNames) }
            return out
        }
        guard let word = node.scalar else { throw fail(path, node, "`type` must be a name or a list of names") }
        switch word {
        case "string": return [.string]
        case "number": return [.number]
        case "integer": return [.integer]
        case "boolean": return [.boolean]
        case "enum": return [.enumeration]
        case "color": return [.color]
        case "url": return [.url]
        case "px": return [.px]
        case "weight": return [.weight]
        case "object": return [.object]
        case "dictionary": return [.dictionary]
        case "any": return [.any]
        case "drop": return [.drop]
        case "element": return [.element]
        case "action": return [.action]
        case "select-action": return [.selectAction]
        case "inline": return [.inline]
        case "array": return [.array(of: [])]
        default:
            guard typeNames.contains(word) else {
                let vocabulary = ["string", "number", "integer", "boolean", "enum", "color", "url", "px", "weight", "object",
                                  "dictionary", "any", "drop", "element", "action", "select-action", "inline", "array"]
                throw fail(path, node, "unknown type '\(word)'\(DidYouMean.hint(word, from: vocabulary + typeNames))")
            }
            return [.named(word)]
        }
    }
}
