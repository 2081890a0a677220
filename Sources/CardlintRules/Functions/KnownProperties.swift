import CardlintModel

/// Every property is one the catalog knows for the type (renderers silently ignore the others,
/// so a misspelt `alttext` loses the alt text). `$`-prefixed keys (`$schema`, `$data`, `$when`) are allowed,
/// and so are `@`-prefixed annotations (`@odata.type`, JSON-LD `@context`): deliberate metadata, never a typo.
struct KnownProperties: AppendingCheckFunction {
    static let name = "known-properties"
    static let summary = "Every property is known for the node's type; suggests the intended name."
    static let optionNames = ["allow"]
    static let exposes = ["property", "hint", "suggestion"]
    let allow: Set<String>

    init(options: OptionReader) throws(RuleError) {
        allow = Set(try options.strings("allow") ?? [])
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let spec = node.spec, let members = node.json.members else { return }
        for (j, m) in members.enumerated() {
            let k = m.key
            // Known properties first (nearly every key), as the card builder found them.
            if node.propertyIndex(ofMember: j) != nil || k == "type" || k.hasPrefix("$") || k.hasPrefix("@") || allow.contains(k) { continue }
            let suggestion = DidYouMean.suggest(k, from: spec.propertyOrder) ?? ""
            let hint = suggestion.isEmpty ? "" : "; did you mean '\(suggestion)'?"
            results.append(CheckResult(range: m.keyRange, values: ["property": k, "hint": hint, "suggestion": suggestion]))
        }
    }
}
import CardlintReading
