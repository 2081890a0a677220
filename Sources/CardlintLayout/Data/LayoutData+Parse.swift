import CardlintReading

extension LayoutData {
    static func fail(_ path: String, _ node: YAMLNode, _ message: String) -> LayoutDataError {
        LayoutDataError(path: path, line: node.line, column: node.column, message: message)
    }

    static func list(_ root: YAMLNode, _ key: String, path: String) throws(LayoutDataError) -> [YAMLNode] {
        guard let v = root[key] else { throw fail(path, root, "missing '\(key):'") }
        guard let items = v.sequence else { throw fail(path, v, "'\(key)' should be a list, found a \(v.kindName)") }
        return items
    }

    static func string(_ m: YAMLNode, _ key: String, path: String) throws(LayoutDataError) -> String {
        guard let v = m[key] else { throw fail(path, m, "missing '\(key)'") }
        guard let s = v.scalar, !s.isEmpty else { throw fail(path, v, "'\(key)' should be a non-empty string") }
        return s
    }

    static func number(_ m: YAMLNode, _ key: String, path: String, positive: Bool = true) throws(LayoutDataError) -> Double {
        guard let v = m[key] else { throw fail(path, m, "missing '\(key)'") }
        guard let d = v.number, d.isFinite, !positive || d > 0 else {
            throw fail(path, v, "'\(key)' should be a positive number, found '\(v.scalar ?? v.kindName)'")
        }
        return d
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ m: YAMLNode, _ key: String, path: String) throws(LayoutDataError) -> T
    where T.RawValue == String {
        let s = try string(m, key, path: path)
        guard let value = T(rawValue: s) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail(path, m[key] ?? m, "'\(key)' should be one of \(allowed), found '\(s)'")
        }
        return value
    }

    static func parseViewports(_ root: YAMLNode, path: String) throws(LayoutDataError) -> [Viewport] {
        var out: [Viewport] = []
        for item in try list(root, "viewports", path: path) {
            guard item.pairs != nil else { throw fail(path, item, "a viewport should be a mapping") }
            let name = try string(item, "name", path: path)
            if out.contains(where: { $0.name == name }) { throw fail(path, item, "duplicate viewport '\(name)'") }
            let kind: Viewport.Kind = try choice(item, "kind", path: path)
            var cardWidth: Double? = nil
            if kind != .device { cardWidth = try number(item, "cardWidth", path: path) }
            else if item["cardWidth"] != nil { throw fail(path, item["cardWidth"] ?? item, "a device viewport has no 'cardWidth'") }
            out.append(Viewport(name: name, width: try number(item, "width", path: path),
                                sizeClass: try choice(item, "sizeClass", path: path), kind: kind,
                                cardWidth: cardWidth, source: try string(item, "source", path: path),
                                textScaling: try choice(item, "textScaling", path: path)))
        }
        return out
    }

    static func parseTypeScales(_ root: YAMLNode, path: String) throws(LayoutDataError) -> [TypeScale] {
        var ratio = 1.3
        if root["lineHeightRatio"] != nil { ratio = try number(root, "lineHeightRatio", path: path) }
        var out: [TypeScale] = []
        for item in try list(root, "typeScales", path: path) {
            guard item.pairs != nil else { throw fail(path, item, "a type scale should be a mapping") }
            let name = try string(item, "name", path: path)
            if out.contains(where: { $0.name == name }) { throw fail(path, item, "duplicate type scale '\(name)'") }
            out.append(TypeScale(name: name, bodySize: try number(item, "bodySize", path: path),
                                 factor: try number(item, "factor", path: path), lineHeightRatio: ratio))
        }
        return out
    }

    static func parseMatrices(_ root: YAMLNode, path: String, viewports: [Viewport],
                              scales: [TypeScale]) throws(LayoutDataError) -> [String: LayoutMatrix] {
        guard let node = root["matrices"] else { return [:] }
        guard let pairs = node.pairs else { throw fail(path, node, "'matrices' should be a mapping") }
        var out: [String: LayoutMatrix] = [:]
        for p in pairs {
            let name = p.key.scalar ?? ""
            let vps: [Viewport] = try pick(p.value, "viewports", path: path, from: viewports, name: \.name)
            let tss: [TypeScale] = try pick(p.value, "typeScales", path: path, from: scales, name: \.name)
            out[name] = LayoutMatrix(name: name, viewports: vps, typeScales: tss)
        }
        return out
    }

    /// `all`, or a list of names that must exist.
    static func pick<T>(_ m: YAMLNode, _ key: String, path: String, from all: [T],
                        name: (T) -> String) throws(LayoutDataError) -> [T] {
        guard let v = m[key] else { throw fail(path, m, "missing '\(key)'") }
        if v.scalar == "all" { return all }
        guard let items = v.sequence else { throw fail(path, v, "'\(key)' should be a list of names or 'all'") }
        var out: [T] = []
        for item in items {
            guard let n = item.scalar, let found = all.first(where: { name($0) == n }) else {
                throw fail(path, item, "unknown name '\(item.scalar ?? item.kindName)' in '\(key)'")
            }
            out.append(found)
        }
        return out
    }

    /// `families: {name: em}`: each a positive number.
    static func parseLineHeights(_ root: YAMLNode, path: String) throws(LayoutDataError) -> [String: Double] {
        guard let fams = root["families"] else { throw fail(path, root, "missing 'families:'") }
        guard let pairs = fams.pairs else { throw fail(path, fams, "'families' should be a mapping, found a \(fams.kindName)") }
        var out: [String: Double] = [:]
        for p in pairs {
            guard let name = p.key.scalar, !name.isEmpty else { throw fail(path, p.key, "a family should be a name") }
            guard let d = p.value.number, d > 0, d.isFinite else {
                throw fail(path, p.value, "'\(name)' should be a positive number, found '\(p.value.scalar ?? p.value.kindName)'")
            }
            out[name] = d
        }
        return out
    }
}
