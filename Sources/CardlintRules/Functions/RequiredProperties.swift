import CardlintModel

/// Every property the catalog marks `required` is present (and not null).
/// `version` is required only on the top-level card (the spec exempts cards inside ShowCard).
struct RequiredProperties: CheckFunction {
    static let name = "required-properties"
    static let summary = "Every property the catalog marks required is present."
    static let optionNames: [String] = []
    static let exposes = ["property"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let spec = node.spec, node.json.isObject else { return [] }
        var out: [CheckResult] = []
        for name in spec.requiredProperties {
            if name == "version", spec.kind == .card { continue }  // valid-version owns it (root-only)
            if let v = node.json[name], !v.isNull { continue }
            out.append(CheckResult(values: ["property": name]))
        }
        return out
    }
}
