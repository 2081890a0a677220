import CardlintReading
import CardlintRules

extension ConfigFile {
    /// `template-functions:`: the functions an application registers with the expression engine
    /// before it expands its templates (`Expression.functions.add` in Adaptive Expressions), each
    /// `{name, min, max}`: `min` arguments at least (default 0), `max` at most (default `min`;
    /// `any` for no limit). Names may be dotted (`myApp.format`), as the engine allows.
    static func templateFunctions(_ node: YAMLNode?, path: String) throws(RuleError) -> [String: ClosedRange<Int>] {
        guard let node, !node.isNull else { return [:] }
        guard let items = node.sequence else {
            throw RuleError(node, path: path, "`template-functions` must be a list of {name, min, max}")
        }
        var out: [String: ClosedRange<Int>] = [:]
        for item in items {
            let r = OptionReader(node: item, path: path)
            if item.scalar != nil || item.pairs == nil {
                throw RuleError(item, path: path, "a template function is {name, min, max}, e.g. {name: formatPrice, min: 1, max: 2}")
            }
            try r.allowOnly(["name", "min", "max"])
            guard let name = try r.string("name"), isFunctionName(name) else {
                throw r.error("a template function needs a `name`: letters, digits and _, parts joined by '.'")
            }
            let min = try r.int("min") ?? 0
            var max = min
            if let m = item["max"] {
                if m.scalar == "any" { max = Int.max } else {
                    guard let i = m.int else { throw r.error("`max` is a whole number or `any`", at: m) }
                    max = i
                }
            }
            guard min >= 0, max >= min, max <= Int.max else {
                throw r.error("'\(name)': `min` must be 0 or more and `max` at least `min`")
            }
            guard out[name] == nil else { throw r.error("'\(name)' is declared twice", at: item["name"]) }
            out[name] = min...max
        }
        return out
    }

    static func isFunctionName(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { p in
            guard let f = p.first, f.isLetter || f == "_" else { return false }
            return p.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }
}
