import CardlintModel
import CardlintReading

/// `requires` entries that cannot mean what the author wants (adaptive-cards.md §4, "`requires`
/// matching"): `problem: unknown-feature` — a capability name no host provides (`features` lists
/// the known names; `adaptiveCards` is always known), so fallback always triggers;
/// `problem: malformed` — not an object, or a version that is neither `"*"` nor 1–4 dotted
/// numbers (a parse error in the C++ renderers: "Invalid version in requires value").
struct RequiresValid: CheckFunction {
    static let name = "requires-valid"
    static let summary = "`requires` names known capabilities with well-formed versions."
    static let optionNames = ["problem", "features"]
    static let exposes = ["feature", "hint"]
    let malformed: Bool
    let known: Set<String>

    init(options: OptionReader) throws(RuleError) {
        let problem = try options.requiredString("problem")
        guard problem == "unknown-feature" || problem == "malformed" else {
            throw options.error("problem is unknown-feature or malformed, not '\(problem)'", at: options.node["problem"])
        }
        malformed = problem == "malformed"
        known = Set(try options.strings("features") ?? []).union(["adaptiveCards"])
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let requires = node.requires, !Values.isUnresolvedBinding(requires) else { return }
        guard requires.isObject else {
            if malformed {
                results.append(CheckResult(range: requires.range, values: ["feature": "requires", "value": requires.typeName,
                                                                           "hint": "requires must be an object"]))
            }
            return
        }
        for r in FeatureRequirement.read(requires) {
            if malformed, r.isMalformed {
                let shown = requires[r.feature].map { $0.string ?? $0.typeName } ?? ""
                results.append(CheckResult(range: r.valueRange, values: ["feature": r.feature, "value": shown,
                                                                     "hint": "use \"*\" or a version such as \"1.0\""]))
            } else if !malformed, !known.contains(r.feature) {
                let hint = DidYouMean.hint(r.feature, from: known.sorted())
                results.append(CheckResult(range: r.keyRange, values: ["feature": r.feature, "value": r.version, "hint": hint]))
            }
        }
    }
}
