import CardlintReading

/// Reads one profile's YAML tree, collecting every problem with its line and column.
struct HostProfileReader {
    let path: String
    let themeFileExists: (String) -> Bool
    /// The renderers a profile's `renderer:` may name (`rules/renderers`).
    var renderers: [String: RendererBehaviour] = [:]
    var problems: [HostProfileLoadError.Problem] = []
    /// The facts read so far, with their evidence, in file order.
    var facts: [HostFact] = []
    /// The errata cardlint knows (`rules/errata.yaml`); nil: not checked.
    var knownErrata: Set<String>? = nil

    static let keys = [
        "id", "family", "name", "description", "max-version", "font-family", "text-unit", "supports", "unsupported", "features",
        "universal-actions", "shows-fallback-text", "unlisted-types", "host-config", "text-scaling", "renderer-highlight-colors", "carousel-forbids", "features-at-any-version", "host-config-colors", "renders-anyway", "json-comments", "checks-requires", "themes", "viewports", "touch-target",
        "app-registered-types", "app-image-loaders", "message-size", "images", "renderer", "errata", "sources",
    ]
    static let optionalKeys: Set<String> = ["family", "text-unit", "host-config", "text-scaling", "supports", "unsupported", "features", "renderer-highlight-colors", "carousel-forbids",
                                            "features-at-any-version", "host-config-colors", "renders-anyway", "json-comments", "checks-requires",
                                            "app-registered-types", "app-image-loaders", "message-size", "images", "renderer", "errata"]

    mutating func fail(_ node: YAMLNode, _ message: String) {
        problems.append(.init(path: path, line: node.line, column: node.column, message: message))
    }

    mutating func read(_ root: YAMLNode) -> HostProfile? {
        guard let pairs = root.pairs else {
            fail(root, "a host profile should be a mapping of keys, found a \(root.kindName)")
            return nil
        }
        checkKeys(pairs, allowed: Self.keys, in: "a host profile")
        for key in Self.keys where !Self.optionalKeys.contains(key) && root[key] == nil {
            fail(root, "missing required key '\(key)'")
        }
        let id = text(root["id"], "id") ?? ""
        if let node = root["id"], !id.isEmpty {
            if !Self.isKebabCase(id) { fail(node, "id '\(id)' should be kebab-case (a-z, 0-9, '-')") }
            let stem = Self.fileStem(path)
            if id != stem { fail(node, "id '\(id)' should match the file name '\(stem).yaml'") }
        }
        let maxVersion = version(valueFact(root["max-version"], "max-version"), "max-version")
        let touch = touchTarget(root["touch-target"])
        let supports = typeGroups(root["supports"], "supports")
        let unsupported = typeGroups(root["unsupported"], "unsupported")
        unlistedTypes(root["unlisted-types"])
        hostConfigEvidence(root["host-config"])
        if let node = root["text-scaling"], let v = valueFact(node, "text-scaling"), let s = text(v, "text-scaling"), s != "dynamic-type" {
            fail(v, "'text-scaling' is dynamic-type (the host scales card text with the phone's text size), not '\(s)'")
        }
        let registers = bool(valueFact(root["app-registered-types"], "app-registered-types"), "app-registered-types") ?? false
        let loaders = bool(valueFact(root["app-image-loaders"], "app-image-loaders"), "app-image-loaders") ?? false
        var messageSize: Int?
        if let node = root["message-size"], let v = valueFact(node, "message-size") {
            if let n = v.scalar.flatMap({ Int($0) }), n > 0 { messageSize = n } else { fail(v, "'message-size' is a number of bytes (28672 for 28 KB)") }
        }
        var profile = HostProfile(
            id: id,
            family: text(root["family"], "family") ?? id,
            name: text(root["name"], "name") ?? "",
            description: text(root["description"], "description") ?? "",
            maxVersion: maxVersion ?? SchemaVersion.v1_0,
            fontFamily: text(root["font-family"], "font-family") ?? "",
            textUnit: textUnit(root["text-unit"]),
            supports: supports.map(\.0),
            unsupported: unsupported.map { .init(type: $0.0, reason: $0.1.source) },
            features: features(root["features"]),
            universalActions: bool(valueFact(root["universal-actions"], "universal-actions"), "universal-actions") ?? false,
            showsFallbackText: bool(valueFact(root["shows-fallback-text"], "shows-fallback-text"), "shows-fallback-text") ?? false,
            rendererHighlight: highlight(root["renderer-highlight-colors"]),
            carouselForbids: Set(names(valueFact(root["carousel-forbids"], "carousel-forbids"), "carousel-forbids")),
            featuresAtAnyVersion: Set(names(valueFact(root[FeaturesAtAnyVersion.key], FeaturesAtAnyVersion.key), FeaturesAtAnyVersion.key)),
            hostConfigColors: colorNames(valueFact(root["host-config-colors"], "host-config-colors")),
            rendersAnyway: Set(names(valueFact(root["renders-anyway"], "renders-anyway"), "renders-anyway")),
            jsonComments: jsonComments(root["json-comments"]),
            checksRequires: bool(valueFact(root["checks-requires"], "checks-requires"), "checks-requires") ?? true,
            themes: themes(root["themes"]),
            viewports: names(root["viewports"], "viewports"),
            touchTarget: touch ?? .init(standard: .wcag258, size: 24, unit: .cssPx),
            images: images(root["images"]),
            renderer: renderer(root["renderer"]),
            errata: errata(root["errata"]),
            sources: texts(root["sources"], "sources"),
            path: path,
            keyAt: Dictionary(uniqueKeysWithValues: ["family", "font-family"].compactMap { k in root[k].map { (k, [$0.line, $0.column]) } }),
            facts: facts)
        profile.appRegistersTypes = registers
        profile.appImageLoaders = loaders
        profile.messageSize = messageSize
        for (type, _, at) in unsupported where profile.supports.contains(type) {
            fail(at, "'\(type)' is both in 'supports' and in 'unsupported'")
        }
        if let node = root["themes"], profile.themes.isEmpty, problems.isEmpty { fail(node, "'themes' needs at least one theme") }
        return problems.isEmpty ? profile : nil
    }

    /// `json-comments: {value: accepted|rejected, …evidence}`: whether the host's reader skips comments.
    mutating func jsonComments(_ node: YAMLNode?) -> Bool? {
        guard let v = valueFact(node, "json-comments"), let s = text(v, "json-comments") else { return nil }
        switch s {
        case "accepted": return true
        case "rejected": return false
        default:
            fail(v, "'json-comments' is accepted or rejected, not '\(s)'" + DidYouMean.hint(s, from: ["accepted", "rejected"]))
            return nil
        }
    }

    mutating func textUnit(_ node: YAMLNode?) -> HostProfile.TextUnit {
        guard let node, let raw = text(node, "text-unit") else { return .pt }
        guard let unit = HostProfile.TextUnit(rawValue: raw) else {
            let all = HostProfile.TextUnit.allCases.map(\.rawValue)
            fail(node, "'text-unit' is one of \(all.joined(separator: ", ")), not '\(raw)'" + DidYouMean.hint(raw, from: all))
            return .pt
        }
        return unit
    }

    mutating func checkKeys(_ pairs: [YAMLPair], allowed: [String], in context: String) {
        for pair in pairs {
            guard let key = pair.key.scalar else { fail(pair.key, "keys should be plain names"); continue }
            if !allowed.contains(key) {
                fail(pair.key, "unknown key '\(key)' in \(context)" + DidYouMean.hint(key, from: allowed))
            }
        }
    }

    mutating func text(_ node: YAMLNode?, _ key: String) -> String? {
        guard let node else { return nil }
        guard let s = node.scalar, !node.isNull else { fail(node, "'\(key)' should be text, found a \(node.kindName)"); return nil }
        guard !s.isEmpty else { fail(node, "'\(key)' should not be empty"); return nil }
        return s
    }

    mutating func bool(_ node: YAMLNode?, _ key: String) -> Bool? {
        guard let node else { return nil }
        guard let b = node.bool else { fail(node, "'\(key)' should be true or false"); return nil }
        return b
    }

    mutating func version(_ node: YAMLNode?, _ key: String) -> SchemaVersion? {
        guard let node, let s = text(node, key) else { return nil }
        guard let v = SchemaVersion(s) else { fail(node, "'\(key)' should be a version like 1.5, found '\(s)'"); return nil }
        return v
    }

    mutating func list(_ node: YAMLNode?, _ key: String) -> [YAMLNode] {
        guard let node else { return [] }
        guard let items = node.sequence else { fail(node, "'\(key)' should be a list, found a \(node.kindName)"); return [] }
        return items
    }

    mutating func texts(_ node: YAMLNode?, _ key: String) -> [String] {
        list(node, key).compactMap { text($0, key) }
    }

    /// A list of unique names (types, viewports).
    mutating func names(_ node: YAMLNode?, _ key: String) -> [String] {
        var out: [String] = []
        for item in list(node, key) {
            guard let s = text(item, key) else { continue }
            if out.contains(s) { fail(item, "'\(s)' is listed twice in '\(key)'") } else { out.append(s) }
        }
        return out
    }

    mutating func mapping(_ node: YAMLNode?, _ key: String) -> [YAMLPair] {
        guard let node, !node.isNull else { return [] }
        guard let pairs = node.pairs else { fail(node, "'\(key)' should be a mapping, found a \(node.kindName)"); return [] }
        return pairs
    }

    static func isKebabCase(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
    }

    static func fileStem(_ path: String) -> String {
        // The last part between slashes, found on the bytes (splitting the whole path into Characters
        // cost 34 000 instructions a host profile); trailing slashes are no part, as `split` has it.
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        let name = String(path[start..<end])
        return name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
    }
}
