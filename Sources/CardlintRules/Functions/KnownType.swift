import CardlintModel

/// The node's `type` is in the catalog and fits the slot it is in (an element in `body`, an
/// action in `actions`, not `Action.ShowCard` as a `selectAction`).
struct KnownType: CheckFunction {
    static let name = "known-type"
    static let summary = "The node's type exists in the catalog and is allowed where it stands."
    static let optionNames: [String] = []
    static let exposes = ["expected", "hint", "suggestion"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let type = node.type, let typeValue = node.json["type"], !Values.isUnresolvedBinding(typeValue) else { return [] }
        let expected = node.expected.description
        if let spec = node.spec {
            if node.expected == .selectAction, spec.name == "Action.ShowCard" {
                return [CheckResult(range: typeValue.range, values: ["expected": expected, "hint": "; Action.ShowCard cannot be a selectAction"])]
            }
            if case .named(let n) = node.expected, context.catalog.spec(n)?.name != spec.name {
                return [CheckResult(range: typeValue.range, values: ["expected": n, "hint": "; '\(node.slot)' holds \(n) only"])]
            }
            if !node.expected.typeKinds.contains(spec.kind) {
                return [CheckResult(range: typeValue.range, values: ["expected": expected, "hint": "; '\(type)' is \(article(spec.kind.rawValue)) and cannot stand in '\(node.slot)'"])]
            }
            return []
        }
        var hint = "", suggestion = ""
        if let real = context.catalog.caseMismatch(type) {
            hint = "; type names are case-sensitive: did you mean '\(real)'?"
            suggestion = real
        } else if let s = context.catalog.suggestType(type, kinds: node.expected.typeKinds) {
            hint = "; did you mean '\(s)'?"
            suggestion = s
        }
        return [CheckResult(range: typeValue.range, values: ["expected": expected, "hint": hint, "suggestion": suggestion])]
    }

    func article(_ word: String) -> String { (word.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + word }
}
