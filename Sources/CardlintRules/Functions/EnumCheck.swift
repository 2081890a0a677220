import CardlintModel

/// A property's value is one of `values` (case-insensitive unless `case-sensitive: true`).
struct EnumCheck: CheckFunction {
    static let name = "enum"
    static let summary = "A property's value is one of a fixed list."
    static let optionNames = ["property", "values", "case-sensitive"]
    static let exposes = ["property", "value", "allowed"]
    let property: String
    let values: [String]
    let caseSensitive: Bool

    init(options: OptionReader) throws(RuleError) {
        property = try options.requiredString("property")
        guard let v = try options.strings("values"), !v.isEmpty else { throw options.error("missing option 'values'") }
        values = v
        caseSensitive = try options.bool("case-sensitive") ?? false
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let v = node.json[property], !v.isNull, !Values.isUnresolvedBinding(v) else { return }
        let text = Values.text(v)
        let ok = caseSensitive ? values.contains(text) : values.contains { $0.lowercased() == text.lowercased() }
        if !ok { results.append(CheckResult(range: v.range, values: ["property": property, "value": text, "allowed": Values.quoteList(values)])) }
    }
}
