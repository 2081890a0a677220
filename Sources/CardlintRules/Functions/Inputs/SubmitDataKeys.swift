import CardlintModel
import CardlintReading

/// An `Action.Submit` / `Action.Execute` `data` object has no key that is also an input's `id`.
/// Renderers copy `data` and then write each input's value under its id (JS renderer,
/// `SubmitActionBase.internalPrepareForExecution`, card-elements.ts): the key's own value is
/// replaced whenever the input holds a value, so the bot sees one or the other. A key whose value
/// is `{{<id>.value}}` names that same value and is not reported.
struct SubmitDataKeys: CheckFunction {
    static let name = "submit-data-keys"
    static let summary = "An action's data object has no key equal to an input's id."
    static let optionNames: [String] = []
    static let exposes = ["key"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let members = node.json["data"]?.members else { return }
        for m in members {
            // `"id": "{{id.value}}"` (the pre-1.0 placeholder for the input's value) asks for the
            // very value the renderer writes there: nothing is lost (found in public Viva cards).
            if m.value.string == "{{\(m.key).value}}" { continue }
            guard let ids = context.card.elementIDs[m.key],
                  let input = ids.lazy.map({ context.card.nodes[$0] }).first(where: { $0.type?.hasPrefix("Input.") == true }) else { continue }
            results.append(CheckResult(range: m.keyRange, values: ["key": m.key],
                                   related: [RelatedLocation(range: input.json["id"]?.range ?? input.json.range, message: "the input '\(m.key)'")]))
        }
    }
}
