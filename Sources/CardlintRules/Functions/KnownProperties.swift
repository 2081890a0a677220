import CardlintModel

/// Every property is one the catalog knows for the type (renderers silently ignore the others,
/// so a misspelt `alttext` loses the alt text). `$`-prefixed keys (`$schema`, `$data`, `$when`) are allowed,
/// and so are `@`-prefixed annotations (`@odata.type`, JSON-LD `@context`): deliberate metadata, never a typo.
struct KnownProperties: CheckFunction {
    static let name = "known-properties"
    static let summary = "Every property is known for the node's type; suggests the intended name."
    static let optionNames = ["allow"]
    static let exposes = ["property", "hint", "suggestion"]
    let allow: Set<String>

    init(options: OptionReader) throws(RuleError) {
        allow = Set(try options.strings("allow") ?? [])
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let spec = node.spec, case .object(let members) = node.json.kind else { return }
        // The members are read where the array holds them (copying each out retained its key and value).
        for j in members.indices {
            // Known properties first (nearly every key), as the card builder found them.
            if node.propertyIndex(ofMember: j) != nil { continue }
            let k = members[j].key
            if k == "type" || k.hasPrefix("$") || k.hasPrefix("@") || allow.contains(k) { continue }
            let suggestion = DidYouMean.suggest(k, from: spec.propertyOrder) ?? ""
            let hint = suggestion.isEmpty ? "" : "; did you mean '\(suggestion)'?"
            results.append(CheckResult(range: members[j].keyRange, values: ["property": k, "hint": hint, "suggestion": suggestion]))
        }
    }
}
import CardlintReading
