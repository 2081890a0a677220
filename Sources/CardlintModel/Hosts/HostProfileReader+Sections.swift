import CardlintReading

extension HostProfileReader {
    /// `unsupported:` items are a type name or `{type: …, reason: …}`.
    mutating func unsupported(_ node: YAMLNode?) -> [HostProfile.UnsupportedType] {
        var out: [HostProfile.UnsupportedType] = []
        for item in list(node, "unsupported") {
            var entry: HostProfile.UnsupportedType?
            if item.scalar != nil {
                entry = text(item, "unsupported").map { .init(type: $0, reason: "") }
            } else if let pairs = item.pairs {
                checkKeys(pairs, allowed: ["type", "reason"], in: "an 'unsupported' entry")
                if item["type"] == nil { fail(item, "an 'unsupported' entry needs a 'type'") }
                if let type = text(item["type"], "type") {
                    entry = .init(type: type, reason: text(item["reason"], "reason") ?? "")
                }
            } else {
                fail(item, "'unsupported' entries should be a type name or a mapping with 'type' and 'reason'")
            }
            guard let entry else { continue }
            if out.contains(where: { $0.type == entry.type }) { fail(item, "'\(entry.type)' is listed twice in 'unsupported'") }
            else { out.append(entry) }
        }
        return out
    }

    mutating func features(_ node: YAMLNode?) -> [String: String] {
        var out: [String: String] = [:]
        for pair in mapping(node, "features") {
            guard let name = text(pair.key, "features"), let value = text(pair.value, name) else { continue }
            if value != "*" && SchemaVersion(value) == nil {
                fail(pair.value, "feature '\(name)' should map to a version like 1.5 or '*', found '\(value)'")
            }
            out[name] = value
        }
        return out
    }

    mutating func themes(_ node: YAMLNode?) -> [HostProfile.Theme] {
        var out: [HostProfile.Theme] = []
        for pair in mapping(node, "themes") {
            guard let name = text(pair.key, "themes"), let file = text(pair.value, name) else { continue }
            if !file.hasSuffix(".json") || file.contains("/") {
                fail(pair.value, "theme '\(name)' should name a .json file in rules/hostconfigs, found '\(file)'")
            } else if !themeFileExists(file) {
                fail(pair.value, "theme '\(name)' refers to a missing host config file '\(file)'")
            }
            out.append(.init(name: name, file: file))
        }
        return out
    }

    /// `{default: "#AARRGGBB", subtle: "#AARRGGBB"}`, both required.
    mutating func highlight(_ node: YAMLNode?) -> HostProfile.Highlight? {
        guard let node else { return nil }
        let pairs = mapping(node, "renderer-highlight-colors")
        checkKeys(pairs, allowed: ["default", "subtle"], in: "'renderer-highlight-colors'")
        guard !pairs.isEmpty, let normal = highlightColor(node, "default"), let subtle = highlightColor(node, "subtle") else { return nil }
        return HostProfile.Highlight(normal: normal, subtle: subtle)
    }

    private mutating func highlightColor(_ node: YAMLNode, _ key: String) -> Color? {
        guard let item = node[key] else { fail(node, "'renderer-highlight-colors' needs '\(key)'"); return nil }
        guard let s = text(item, key) else { return nil }
        guard let c = Color.parse(hex: s) else { fail(item, "'\(key)' should be a colour like #22000000, found '\(s)'"); return nil }
        return c
    }

    mutating func errata(_ node: YAMLNode?) -> [HostProfile.Erratum] {
        var out: [HostProfile.Erratum] = []
        for pair in mapping(node, "errata") {
            guard let name = text(pair.key, "errata"), let description = text(pair.value, name) else { continue }
            if !Self.isKebabCase(name) { fail(pair.key, "erratum '\(name)' should be kebab-case") }
            out.append(.init(name: name, description: description))
        }
        return out
    }

    mutating func touchTarget(_ node: YAMLNode?) -> HostProfile.TouchTarget? {
        guard let node else { return nil }
        guard let pairs = node.pairs else { fail(node, "'touch-target' should be a mapping with standard, size and unit"); return nil }
        checkKeys(pairs, allowed: ["standard", "size", "unit"], in: "'touch-target'")
        func choice<E: RawRepresentable & CaseIterable>(_ key: String, _: E.Type, _ reader: inout HostProfileReader) -> E?
        where E.RawValue == String {
            guard let valueNode = node[key] else { reader.fail(node, "'touch-target' needs '\(key)'"); return nil }
            guard let s = reader.text(valueNode, key) else { return nil }
            if let e = E(rawValue: s) { return e }
            let allowed = E.allCases.map(\.rawValue)
            reader.fail(valueNode, "'\(key)' should be one of \(allowed.joined(separator: ", ")), found '\(s)'"
                        + DidYouMean.hint(s, from: allowed))
            return nil
        }
        let standard = choice("standard", HostProfile.TouchTarget.Standard.self, &self)
        let unit = choice("unit", HostProfile.TouchTarget.Unit.self, &self)
        var size: Double?
        if let sizeNode = node["size"] {
            if let d = sizeNode.number, d > 0 { size = d } else { fail(sizeNode, "'size' should be a positive number") }
        } else {
            fail(node, "'touch-target' needs 'size'")
        }
        guard let standard, let unit, let size else { return nil }
        return .init(standard: standard, size: size, unit: unit)
    }
}
