import CardlintReading

/// Turns a `check:` node into a `Check`: `{function-name: options}`, `all-of: [...]`, `any-of: [...]`, `not: {...}`.
enum CheckCompiler {
    static func compile(_ node: YAMLNode, path: String) throws(RuleError) -> Check {
        // A bare function name with no options: `check: known-type`.
        if let name = node.scalar {
            return try function(name, node, options: YAMLNode(kind: .mapping([]), line: node.line, column: node.column), path: path)
        }
        guard let pairs = node.pairs, pairs.count == 1 else {
            throw RuleError(node, path: path, "a check is one function (`name: {options}`) or one of all-of, any-of, not")
        }
        let key = pairs[0].key.scalar ?? ""
        let value = pairs[0].value
        switch key {
        case "all-of", "any-of":
            guard let list = value.sequence, !list.isEmpty else {
                throw RuleError(value, path: path, "'\(key)' needs a non-empty list of checks")
            }
            var checks: [Check] = []
            for item in list { checks.append(try compile(item, path: path)) }
            return key == "all-of" ? .allOf(checks) : .anyOf(checks)
        case "not":
            return .not(try compile(value, path: path))
        default:
            return try function(key, pairs[0].key, options: value, path: path)
        }
    }

    static func function(_ name: String, _ at: YAMLNode, options: YAMLNode, path: String) throws(RuleError) -> Check {
        guard let type = CheckRegistry.function(named: name) else {
            let names = CheckRegistry.names + ["all-of", "any-of", "not"]
            throw RuleError(at, path: path, "unknown check function '\(name)'\(DidYouMean.hint(name, from: names))")
        }
        let reader = OptionReader(node: options, path: path)
        try reader.allowOnly(type.optionNames)
        return .function(try type.init(options: reader))
    }
}
