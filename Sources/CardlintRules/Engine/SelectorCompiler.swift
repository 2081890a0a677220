import CardlintModel
import CardlintReading

enum SelectorCompiler {
    static let keys = ["types", "roles", "kinds", "where", "unknown", "include-fallback"]
    static let conditionKeys = ["present", "absent", "equals", "not-equals", "in", "matches"]

    static func compile(_ r: OptionReader?, path: String) throws(RuleError) -> Selector {
        var s = Selector()
        guard let r else { s.anyType = true; return s }
        try r.allowOnly(keys)
        s.source = r.node
        for t in try r.strings("types") ?? [] {
            if t == "*" { s.anyType = true } else if t.hasSuffix("*") { s.typePrefixes.append(String(t.dropLast())) } else { s.exactTypes.insert(t) }
        }
        s.roles = Set(try r.strings("roles") ?? [])
        for k in try r.strings("kinds") ?? [] {
            guard let kind = TypeKind(rawValue: k) else {
                throw r.error("unknown kind '\(k)'\(DidYouMean.hint(k, from: TypeKind.allCases.map(\.rawValue)))", at: r.node["kinds"])
            }
            s.kinds.insert(kind)
        }
        if s.exactTypes.isEmpty, s.typePrefixes.isEmpty, s.roles.isEmpty, s.kinds.isEmpty { s.anyType = true }
        s.unknown = try r.bool("unknown")
        s.includeFallback = try r.bool("include-fallback") ?? false
        for p in r.node["where"]?.pairs ?? [] {
            let property = p.key.scalar ?? ""
            s.conditions.append(try condition(property, OptionReader(node: p.value, path: path)))
        }
        return s
    }

    static func condition(_ property: String, _ r: OptionReader) throws(RuleError) -> PropertyCondition {
        if let word = r.node.scalar {
            switch word {
            case "present": return PropertyCondition(property: property, test: .present)
            case "absent": return PropertyCondition(property: property, test: .absent)
            default: throw r.error("condition on '\(property)' must be present, absent or a mapping with one of \(conditionKeys.joined(separator: ", "))")
            }
        }
        try r.allowOnly(conditionKeys)
        if let v = try r.string("equals") { return PropertyCondition(property: property, test: .equals(v)) }
        if let v = try r.string("not-equals") { return PropertyCondition(property: property, test: .notEquals(v)) }
        if let v = try r.strings("in") { return PropertyCondition(property: property, test: .oneOf(v)) }
        if let v = try r.string("matches") {
            do { return PropertyCondition(property: property, test: .matches(try BoundedRegex(v))) } catch {
                throw r.error(error.message, at: r.node["matches"])
            }
        }
        throw r.error("condition on '\(property)' needs one of \(conditionKeys.joined(separator: ", "))")
    }

    static func applicability(_ r: OptionReader?) throws(RuleError) -> Applicability {
        var a = Applicability()
        guard let r else { return a }
        try r.allowOnly(["min-version", "max-version", "hosts"])
        if let v = try r.string("min-version") {
            guard let sv = SchemaVersion(v) else { throw r.error("invalid version '\(v)'", at: r.node["min-version"]) }
            a.minVersion = sv
        }
        if let v = try r.string("max-version") {
            guard let sv = SchemaVersion(v) else { throw r.error("invalid version '\(v)'", at: r.node["max-version"]) }
            a.maxVersion = sv
        }
        a.hosts = try r.strings("hosts") ?? []
        return a
    }
}
