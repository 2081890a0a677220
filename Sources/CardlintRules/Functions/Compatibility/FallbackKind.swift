import CardlintModel
import CardlintReading

/// A `fallback` object of the wrong kind: an element's must be an element, an action's an
/// action, a Column's a Column (§4: "Value = another element/action of the same kind"). Renderers
/// parse the fallback with the replaced node's parser, so a wrong kind never renders.
struct FallbackKind: CheckFunction {
    static let name = "fallback-kind"
    static let summary = "A fallback is of the same kind as the node it replaces (element, action, Column)."
    static let optionNames: [String] = []
    static let exposes = ["problem"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let fallback = node.json["fallback"], fallback.isObject,
              let type = FallbackResolver.typeName(of: fallback, in: node.expected, catalog: context.catalog),
              let problem = FallbackResolver.kindMismatch(type: type, slot: node.expected, catalog: context.catalog)
        else { return }
        results.append(CheckResult(range: fallback["type"]?.range ?? fallback.range, values: ["problem": problem]))
    }
}
