import CardlintModel

/// A string property matches (`match`) or does not match (`not-match`) a regular expression.
/// Absent properties and unresolved template bindings pass. Matching cost is bounded.
struct Pattern: CheckFunction {
    static let name = "pattern"
    static let summary = "A text property matches (or does not match) a regular expression; matching cost is bounded."
    static let optionNames = ["property", "match", "not-match", "case-insensitive"]
    static let exposes = ["property", "value", "pattern"]
    let property: String
    let regex: BoundedRegex
    let mustMatch: Bool

    init(options: OptionReader) throws(RuleError) {
        property = try options.requiredString("property")
        let m = try options.string("match"), n = try options.string("not-match")
        guard (m == nil) != (n == nil) else { throw options.error("give exactly one of 'match' or 'not-match'") }
        mustMatch = m != nil
        let caseInsensitive = try options.bool("case-insensitive") ?? false
        do { regex = try BoundedRegex(m ?? n ?? "", caseInsensitive: caseInsensitive) } catch {
            throw options.error(error.message, at: options.node[m != nil ? "match" : "not-match"])
        }
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let v = node.json[property], let s = v.string else { return }
        let r = regex.firstMatch(in: s)
        // What passes passes, binding or not: the binding test is left for what would be reported.
        guard r == .tooCostly || (r == .found) != mustMatch, !Values.isUnresolvedBinding(v) else { return }
        if r == .tooCostly {
            // Undecidable within budget: a note saying so, never a false finding.
            var note = CheckResult(range: v.range)
            note.undecided = "could not check '\(property)': the regular expression '\(regex.pattern)' ran out of its step limit (\(BoundedRegex.stepLimit)) on this value; simplify it"
            results.append(note)
            return
        }
        results.append(CheckResult(range: v.range, values: ["property": property, "value": s, "pattern": regex.pattern]))
    }
}
