import CardlintReading

extension HostProfileReader {
    /// `features: {}` (none), or `{value: {name: version…}, source, confidence}`.
    mutating func features(_ node: YAMLNode?) -> [String: String] {
        var out: [String: String] = [:]
        guard let node, node.pairs?.isEmpty == false else { return out }
        for pair in mapping(valueFact(node, "features"), "features") {
            guard let name = text(pair.key, "features"), let value = text(pair.value, name) else { continue }
            if value != "*" && SchemaVersion(value) == nil {
                fail(pair.value, "feature '\(name)' should map to a version like 1.5 or '*', found '\(value)'")
            }
            out[name] = value
        }
        return out
    }

    /// `host-config-colors: {value: [light…], source, confidence}`: foreground colour names of the host config.
    mutating func colorNames(_ node: YAMLNode?) -> Set<String> {
        let all = HostConfig.ColorName.allCases.map(\.rawValue)
        var out: Set<String> = []
        for item in list(node, "host-config-colors") {
            guard let s = text(item, "host-config-colors") else { continue }
            if !all.contains(s) {
                fail(item, "'\(s)' in 'host-config-colors' is not a foreground colour (\(all.joined(separator: ", ")))" + DidYouMean.hint(s, from: all))
            } else if !out.insert(s).inserted {
                fail(item, "'\(s)' is listed twice in 'host-config-colors'")
            }
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

    /// `{default: "#AARRGGBB", subtle: "#AARRGGBB", source, confidence}`, both colours required.
    mutating func highlight(_ node: YAMLNode?) -> HostProfile.Highlight? {
        guard let node else { return nil }
        let pairs = mapping(node, "renderer-highlight-colors")
        checkKeys(pairs, allowed: ["default", "subtle"] + Self.evidenceKeys, in: "'renderer-highlight-colors'")
        if !pairs.isEmpty, let e = evidence(node, "renderer-highlight-colors") {
            record("renderer-highlight-colors", "default \(node["default"]?.scalar ?? "?"), subtle \(node["subtle"]?.scalar ?? "?")", e, node)
        }
        guard !pairs.isEmpty, let normal = highlightColor(node, "default"), let subtle = highlightColor(node, "subtle") else { return nil }
        return HostProfile.Highlight(normal: normal, subtle: subtle)
    }

    private mutating func highlightColor(_ node: YAMLNode, _ key: String) -> Color? {
        guard let item = node[key] else { fail(node, "'renderer-highlight-colors' needs '\(key)'"); return nil }
        guard let s = text(item, key) else { return nil }
        guard let c = Color.parse(hex: s) else { fail(item, "'\(key)' should be a colour like #22000000, found '\(s)'"); return nil }
        return c
    }

    /// `errata:` name → `{description, source, confidence}`; names must be known (`knownErrata`).
    mutating func errata(_ node: YAMLNode?) -> [HostProfile.Erratum] {
        var out: [HostProfile.Erratum] = []
        for pair in mapping(node, "errata") {
            guard let name = text(pair.key, "errata") else { continue }
            if !Self.isKebabCase(name) { fail(pair.key, "erratum '\(name)' should be kebab-case") }
            else if let known = knownErrata, !known.contains(name) {
                fail(pair.key, "unknown erratum '\(name)' (known: \(known.sorted().joined(separator: ", ")))" + DidYouMean.hint(name, from: known.sorted()))
            }
            guard let pairs = pair.value.pairs else {
                fail(pair.value, "erratum '\(name)' is {description: '…', source: '…', confidence: …}, found a \(pair.value.kindName)")
                continue
            }
            checkKeys(pairs, allowed: ["description"] + Self.evidenceKeys, in: "erratum '\(name)'")
            guard let description = text(pair.value["description"], "description") else {
                if pair.value["description"] == nil { fail(pair.value, "erratum '\(name)' needs a 'description'") }
                continue
            }
            if let e = evidence(pair.value, "erratum \(name)") { record("erratum \(name)", description, e, pair.key) }
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

extension HostProfileReader {
    /// `images:` a mapping of facts (`HostImages.keys`), each `{value: …, source, confidence}`,
    /// recorded as `images <key>`.
    mutating func images(_ node: YAMLNode?) -> HostImages? {
        guard let node else { return nil }
        let pairs = mapping(node, "images")
        checkKeys(pairs, allowed: HostImages.keys, in: "'images'")
        var out = HostImages()
        for pair in pairs {
            guard let key = pair.key.scalar, HostImages.keys.contains(key), let v = valueFact(pair.value, "images \(key)") else { continue }
            switch key {
            case "https-only": out.httpsOnly = bool(v, key)
            case "data-uri": out.dataURI = bool(v, key)
            case "animated-gif": out.animatedGIF = bool(v, key)
            default:
                guard let s = text(v, key), let n = Int(s), n > 0 else { fail(v, "'\(key)' should be a positive whole number"); continue }
                if key == "max-pixels" { out.maxPixels = n } else { out.maxBytes = n }
            }
        }
        return out
    }
}
