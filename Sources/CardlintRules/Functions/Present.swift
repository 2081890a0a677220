import CardlintModel

/// Passes when at least one of `properties` is present and non-blank.
struct Present: CheckFunction {
    static let name = "present"
    static let summary = "At least one of the listed properties is present and not blank."
    static let optionNames = ["properties"]
    static let exposes = ["property", "properties"]
    let properties: [String]

    init(options: OptionReader) throws(RuleError) {
        guard let p = try options.strings("properties"), !p.isEmpty else { throw options.error("missing option 'properties'") }
        properties = p
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        for p in properties where Values.isPresent(node.json[p]) { return }
        // A blank value points at the value; a missing one at the node.
        let blank = properties.lazy.compactMap { node.json.member($0) }.first
        results.append(CheckResult(range: blank?.value.range,
                            values: ["property": properties[0], "properties": properties.joined(separator: " or ")]))
    }
}
