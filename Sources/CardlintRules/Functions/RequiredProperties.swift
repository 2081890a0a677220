import CardlintModel
import CardlintReading

/// Every property the catalog marks `required` is present (and not null).
/// `version` is required only on the top-level card (the spec exempts cards inside ShowCard). Where
/// the renderers draw the node without the property (`rendered-when-missing` in the catalog), the
/// finding is at most a note (the renderers agree the node is fine without it) and says so.
struct RequiredProperties: CheckFunction {
    static let name = "required-properties"
    static let summary = "Every property the catalog marks required is present."
    static let optionNames: [String] = []
    static let exposes = ["property", "consequence"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let spec = node.spec, node.json.isObject else { return }
        for name in spec.requiredProperties {
            if name == "version", spec.kind == .card { continue }  // valid-version owns it (root-only)
            if let v = node.json[name], !v.isNull { continue }
            let tolerated = spec.properties[name]?.renderedWhenMissing
            var result = CheckResult(values: ["property": name, "consequence": tolerated.map { "; \($0)" } ?? ""])
            if tolerated != nil { result.atMost = .note }
            results.append(result)
        }
    }
}
