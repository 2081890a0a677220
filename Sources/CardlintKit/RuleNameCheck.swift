import CardlintModel
import CardlintReading
import CardlintRules

/// A user's rule that selects a type the catalog does not know, or a `where` property none of its
/// types has, can never fire: that is an error at the name, found when the rule is loaded.
public enum RuleNameCheck {
    public static func check(_ rules: [Rule], catalog: Catalog) throws(RuleError) {
        for rule in rules { try check(rule, catalog: catalog) }
    }

    static func check(_ rule: Rule, catalog: Catalog) throws(RuleError) {
        let s = rule.selector
        let typeNodes = s.source?["types"].map { $0.sequence ?? [$0] } ?? []
        func at(_ name: String) -> YAMLNode? { typeNodes.first { $0.scalar == name } ?? s.source?["types"] }
        var selected: [TypeSpec] = []
        for t in s.exactTypes.sorted() {
            guard let spec = catalog.spec(t) else {
                let hint = catalog.caseMismatch(t).map { "; did you mean '\($0)'?" } ?? DidYouMean.hint(t, from: catalog.types.keys.sorted())
                throw located(at(t), rule, "rule '\(rule.id)' selects unknown type '\(t)', so it can never fire\(hint)")
            }
            selected.append(spec)
        }
        for prefix in s.typePrefixes.sorted() {
            let matching = catalog.types.values.filter { $0.name.hasPrefix(prefix) }
            guard !matching.isEmpty else {
                throw located(at(prefix + "*"), rule, "rule '\(rule.id)' selects '\(prefix)*', which matches no known type: it can never fire")
            }
            selected += matching
        }
        let knownRoles = Set(catalog.types.values.flatMap(\.roles))
        let roleNodes = s.source?["roles"].map { $0.sequence ?? [$0] } ?? []
        for role in s.roles.sorted() where !knownRoles.contains(role) {
            throw located(roleNodes.first { $0.scalar == role } ?? s.source?["roles"], rule,
                          "rule '\(rule.id)' selects unknown role '\(role)', so it can never fire\(DidYouMean.hint(role, from: knownRoles.sorted()))")
        }
        guard !selected.isEmpty else { return }
        for node in propertyOptions(rule.checkNode) where node.scalar.map({ !$0.hasPrefix("$") }) ?? false {
            let name = node.scalar ?? ""
            guard !selected.contains(where: { $0.properties[name] != nil }) else { continue }
            let known = Set(selected.flatMap(\.propertyOrder)).sorted()
            throw located(node, rule, "rule '\(rule.id)' checks property '\(name)', which none of its selected types has, so it can never fire\(DidYouMean.hint(name, from: known))")
        }
        let conditionNodes = s.source?["where"]?.pairs ?? []
        for c in s.conditions where !c.property.hasPrefix("$") {
            guard !selected.contains(where: { $0.properties[c.property] != nil }) else { continue }
            let known = Set(selected.flatMap(\.propertyOrder)).sorted()
            throw located(conditionNodes.first { $0.key.scalar == c.property }?.key, rule,
                          "rule '\(rule.id)' tests property '\(c.property)', which none of its selected types has, so the condition can never hold\(DidYouMean.hint(c.property, from: known))")
        }
    }

    /// The values of every `property:` option under a check (functions, all-of, any-of, not).
    static func propertyOptions(_ node: YAMLNode) -> [YAMLNode] {
        var out: [YAMLNode] = []
        for p in node.pairs ?? [] {
            if p.key.scalar == "property", p.value.scalar != nil { out.append(p.value) } else { out += propertyOptions(p.value) }
        }
        for item in node.sequence ?? [] { out += propertyOptions(item) }
        return out
    }

    static func located(_ node: YAMLNode?, _ rule: Rule, _ message: String) -> RuleError {
        guard let node else {
            let parts = rule.location.split(separator: ":")
            let line = parts.count >= 3 ? Int(parts[parts.count - 2]) ?? 1 : 1
            return RuleError(path: rule.metadata.origin, line: line, column: 1, message: message)
        }
        return RuleError(node, path: rule.metadata.origin, message)
    }
}
