import CardlintModel
import CardlintReading
import CardlintText
import Foundation

/// A `lang` value is a well-formed BCP 47 tag (`problem: malformed`) naming a language ICU knows
/// (`problem: unknown`). Only nodes whose catalog type allows the property are checked (elsewhere it
/// is an unknown property); template bindings (`${…}`) are skipped.
struct LanguageTagCheck: CheckFunction {
    static let name = "language-tag"
    static let summary = "The lang property is a well-formed BCP 47 language tag naming a known language."
    static let optionNames = ["property", "problem"]
    static let exposes = ["property", "value", "hint"]

    enum Problem: String { case malformed, unknown }
    let property: String
    let problem: Problem

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        property = try options.string("property") ?? "lang"
        let p = try options.string("problem") ?? "malformed"
        guard let parsed = Problem(rawValue: p) else {
            throw options.error("option 'problem' is malformed or unknown, not '\(p)'", at: options.node["problem"])
        }
        problem = parsed
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard node.spec?.property(property) != nil, let v = node.json[property], let tag = v.string,
              !Values.isUnresolvedBinding(v) else { return }
        let result = LanguageTag.validate(tag)
        let values = ["property": property, "value": tag]
        switch problem {
        case .malformed:
            guard !result.isWellFormed else { return }
            results.append(CheckResult(range: v.range, values: values.merging(["hint": Self.hint(tag)]) { $1 }))
            return
        case .unknown:
            guard result.isWellFormed, !result.isKnownLanguage else { return }
            results.append(CheckResult(range: v.range, values: values.merging(["hint": ""]) { $1 }))
            return
        }
    }

    /// A suggestion for common mistakes: `en_US` → `en-US`, a blank value.
    static func hint(_ tag: String) -> String {
        if tag.allSatisfy(\.isWhitespace) { return " (it is blank; remove it or write a code such as 'en')" }
        let dashed = tag.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
        if dashed != tag, LanguageTag.validate(dashed).isValid { return "; did you mean '\(dashed)'?" }
        return " (write a code such as 'en', 'en-US' or 'ar')"
    }
}
