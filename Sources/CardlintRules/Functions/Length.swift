import CardlintModel

/// A string's length in characters (or an array's count) is within `min`…`max`.
struct Length: CheckFunction {
    static let name = "length"
    static let summary = "A text's character count, or a list's item count, lies within min…max."
    static let optionNames = ["property", "min", "max"]
    static let exposes = ["property", "length", "min", "max"]
    let property: String
    let min: Int?
    let max: Int?

    init(options: OptionReader) throws(RuleError) {
        property = try options.requiredString("property")
        min = try options.int("min"); max = try options.int("max")
        guard min != nil || max != nil else { throw options.error("give 'min', 'max' or both") }
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let v = node.json[property], !Values.isUnresolvedBinding(v) else { return }
        let n: Int
        switch v.kind {
        case .string(let s): n = s.count
        case .array(let a): n = a.count
        default: return
        }
        if let min, n < min { results.append(result(v, n)); return }
        if let max, n > max { results.append(result(v, n)); return }
    }

    func result(_ v: CardlintReading.JSONValue, _ n: Int) -> CheckResult {
        CheckResult(range: v.range, values: ["property": property, "length": String(n),
                                             "min": min.map(String.init) ?? "-", "max": max.map(String.init) ?? "-"])
    }
}
import CardlintReading
