import CardlintModel
import CardlintReading

/// Every id a property refers to (a string, a list of strings, or objects with `key`) names an
/// element of the card (fallback alternatives excluded: they are not rendered).
struct ReferencesExist: CheckFunction {
    static let name = "references-exist"
    static let summary = "Every element id a property refers to exists in the card."
    static let optionNames = ["property", "key"]
    static let exposes = ["property", "value"]
    let property: String
    let key: String?

    init(options: OptionReader) throws(RuleError) {
        property = try options.requiredString("property")
        key = try options.string("key")
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let v = node.json[property] else { return }
        var refs: [JSONValue] = []
        switch v.kind {
        case .string: refs = [v]
        case .array(let items):
            for item in items {
                if item.string != nil { refs.append(item) } else if let key, let k = item[key], k.string != nil { refs.append(k) }
            }
        default: return
        }
        for ref in refs {
            guard let s = ref.string, context.card.elementIDs[s] == nil, !Values.isUnresolvedBinding(ref) else { continue }
            results.append(CheckResult(range: ref.range, values: ["property": property, "value": s]))
        }
    }
}
