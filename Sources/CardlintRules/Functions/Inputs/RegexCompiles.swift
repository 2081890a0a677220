import CardlintModel
import CardlintReading

/// An `Input.Text`'s `regex` compiles. The JS renderer builds `new RegExp(regex, "g")` when it
/// validates (card-elements.ts `TextInput.isValid`): a pattern that does not compile throws there.
/// cardlint compiles with ICU, whose syntax is close to JavaScript's but not the same, so a
/// finding is an approximation (the rule says so).
struct RegexCompiles: CheckFunction {
    static let name = "regex-compiles"
    static let summary = "A regular expression property compiles (ICU, approximating JavaScript)."
    static let optionNames = ["property"]
    static let exposes = ["property", "pattern", "error"]
    let property: String

    init(options: OptionReader) throws(RuleError) {
        property = try options.requiredString("property")
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let v = node.json[property], let pattern = v.string, !pattern.isEmpty, !Values.isUnresolvedBinding(v) else { return }
        do throws(BoundedRegexError) {
            _ = try BoundedRegex(pattern)
            return
        } catch {
            results.append(CheckResult(range: v.range, values: ["property": property, "pattern": pattern, "error": error.message]))
            return
        }
    }
}
