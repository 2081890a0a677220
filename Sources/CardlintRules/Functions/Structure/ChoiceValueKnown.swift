import Foundation
import CardlintModel
import CardlintReading

/// An `Input.ChoiceSet`'s default `value` names one of its `choices` (each comma-separated part,
/// when `isMultiSelect`). A value that matches none preselects nothing: the form starts empty or,
/// in some renderers, sends a value the person never saw. Dynamic choices (`choices.data`) and
/// bindings pass: the choices are not known.
struct ChoiceValueKnown: CheckFunction {
    static let name = "choice-value-known"
    static let summary = "An Input.ChoiceSet's default value is one of its choices."
    static let optionNames: [String] = []
    static let exposes = ["value", "choices"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let v = node.json["value"], let value = v.string, !value.isEmpty, !Values.isUnresolvedBinding(v),
              node.json["choices.data"] == nil, let choices = node.json["choices"]?.array else { return }
        let known = choices.compactMap { $0["value"]?.string }
        if choices.contains(where: { Values.isUnresolvedBinding($0["value"]) }) || known.count < choices.count { return }
        let parts = node.json["isMultiSelect"]?.bool == true
            ? value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : [value]
        let unknown = parts.filter { !$0.isEmpty && !known.contains($0) }
        guard !unknown.isEmpty else { return }
        results.append(CheckResult(range: v.range, values: ["value": unknown.joined(separator: ", "),
                                                     "choices": known.prefix(8).map { "'\($0)'" }.joined(separator: ", ")]))
    }
}
