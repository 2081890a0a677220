import CardlintModel

/// The node has no ancestor of one of `types` (e.g. an input inside a `CarouselPage`, which the JS
/// renderer refuses and drops). Exposes the ancestor's type.
struct NotInside: CheckFunction {
    static let name = "not-inside"
    static let summary = "The node is not inside an element of one of the given types."
    static let optionNames = ["types"]
    static let exposes = ["ancestor"]
    let types: [String]

    init(options: OptionReader) throws(RuleError) {
        guard let t = try options.strings("types"), !t.isEmpty else { throw options.error("missing option 'types'") }
        types = t
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let a = context.card.ancestors(of: node).first(where: { $0.type.map(types.contains) ?? false }) else { return [] }
        return [CheckResult(range: node.json["type"]?.range, values: ["ancestor": a.type ?? ""])]
    }
}
