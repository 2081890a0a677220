import CardlintModel

/// The node has no ancestor of one of `types` (e.g. an input inside a `CarouselPage`, which the JS
/// renderer refuses and drops). With `outermost-of` (type names, `Input.*` globs), a node inside
/// another such node on the way up passes: only the outermost dropped element is reported (the
/// Action.ShowCard inside a dropped ActionSet goes with it). Exposes the ancestor's type.
struct NotInside: CheckFunction {
    static let name = "not-inside"
    static let summary = "The node is not inside an element of one of the given types."
    static let optionNames = ["types", "outermost-of"]
    static let exposes = ["ancestor"]
    let types: [String]
    let outermostOf: [String]

    init(options: OptionReader) throws(RuleError) {
        guard let t = try options.strings("types"), !t.isEmpty else { throw options.error("missing option 'types'") }
        types = t
        outermostOf = try options.strings("outermost-of") ?? []
    }

    func matches(_ type: String?, _ patterns: [String]) -> Bool {
        guard let type else { return false }
        return patterns.contains { $0.hasSuffix("*") ? type.hasPrefix($0.dropLast()) : type == $0 }
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        for a in context.card.ancestors(of: node) {
            if types.contains(a.type ?? "") { results.append(CheckResult(range: node.json["type"]?.range, values: ["ancestor": a.type ?? ""])); return }
            if matches(a.type, outermostOf) { return }
        }
    }
}
