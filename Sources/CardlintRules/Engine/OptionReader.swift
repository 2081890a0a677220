import CardlintReading

/// Typed access to a check function's options in YAML, with positioned errors.
/// Every key must be read or declared, so a misspelt option is an error with a did-you-mean.
public struct OptionReader: Sendable {
    public let node: YAMLNode
    public let path: String

    public init(node: YAMLNode, path: String) { self.node = node; self.path = path }

    public func error(_ message: String, at: YAMLNode? = nil) -> RuleError {
        RuleError(at ?? node, path: path, message)
    }

    /// Fails on keys not in `allowed`.
    public func allowOnly(_ allowed: [String]) throws(RuleError) {
        if node.isNull { return }
        guard let pairs = node.pairs else {
            throw error("options must be a mapping of \(allowed.joined(separator: ", "))")
        }
        for p in pairs {
            let k = p.key.scalar ?? ""
            if !allowed.contains(k) {
                throw error("unknown option '\(k)'\(DidYouMean.hint(k, from: allowed)); allowed: \(allowed.joined(separator: ", "))", at: p.key)
            }
        }
    }

    public func has(_ key: String) -> Bool { node[key] != nil }

    public func string(_ key: String) throws(RuleError) -> String? {
        guard let v = node[key] else { return nil }
        guard let s = v.scalar else { throw error("option '\(key)' must be a text value, not a \(v.kindName)", at: v) }
        return s
    }

    public func requiredString(_ key: String) throws(RuleError) -> String {
        guard let s = try string(key) else { throw error("missing option '\(key)'") }
        return s
    }

    /// A single string or a list of strings. An empty value is none; a plain number or boolean
    /// (`vague: 5`) is an error, not the text "5": it would silently replace the defaults.
    public func strings(_ key: String) throws(RuleError) -> [String]? {
        guard let v = node[key], !v.isNull else { return nil }
        if let s = v.scalar {
            if let what = Self.nonText(v) { throw error("option '\(key)' must be a text or a list of texts, not \(what)", at: v) }
            return [s]
        }
        guard let list = v.sequence else { throw error("option '\(key)' must be a text or a list of texts, not a \(v.kindName)", at: v) }
        var out: [String] = []
        for item in list {
            guard let s = item.scalar, Self.nonText(item) == nil else {
                throw error("option '\(key)' must list text values, not \(Self.nonText(item) ?? "a " + item.kindName)", at: item)
            }
            out.append(s)
        }
        return out
    }

    /// `the number 5`, `the boolean true` or `null` for a plain scalar YAML reads as such; nil for text.
    static func nonText(_ v: YAMLNode) -> String? {
        guard case .scalar(let s, true) = v.kind else { return nil }
        if v.isNull { return "null" }
        if v.bool != nil { return "the boolean \(s)" }
        if let c = s.first, "0123456789+-.".contains(c), v.number != nil { return "the number \(s)" }
        return nil
    }

    public func number(_ key: String) throws(RuleError) -> Double? {
        guard let v = node[key] else { return nil }
        guard let d = v.number else { throw error("option '\(key)' must be a number", at: v) }
        return d
    }

    public func int(_ key: String) throws(RuleError) -> Int? {
        guard let v = node[key] else { return nil }
        guard let i = v.int else { throw error("option '\(key)' must be a whole number", at: v) }
        return i
    }

    public func bool(_ key: String) throws(RuleError) -> Bool? {
        guard let v = node[key] else { return nil }
        guard let b = v.bool else { throw error("option '\(key)' must be true or false", at: v) }
        return b
    }

    public func child(_ key: String) -> OptionReader? {
        node[key].map { OptionReader(node: $0, path: path) }
    }
}
