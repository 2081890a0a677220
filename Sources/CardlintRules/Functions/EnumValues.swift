import CardlintModel
import CardlintReading

/// Every enum-typed property has one of the catalog's values. Matching is case-insensitive, as the
/// JS and .NET renderers parse enums; a value that matches only in another case passes, and so does
/// an old spelling every renderer reads as a value (`"size": "normal"`, catalog `aliases`).
struct EnumValues: CheckFunction {
    static let name = "enum-values"
    static let summary = "Enum properties use a value the catalog allows (case-insensitive)."
    static let optionNames: [String] = []
    static let exposes = ["property", "value", "allowed", "hint", "suggestion"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let spec = node.spec, case .object(let members) = node.json.kind else { return }
        // The members are read where the array holds them (copying each out retained its key and value).
        for k in members.indices {
            // Unions such as [enum, number, px] (Column width) are checked by property-types.
            guard let i = node.propertyIndex(ofMember: k), case .string(let s) = members[k].value.kind, spec.propertyTable.specs[i].types.count == 1,
                  ValueTypeMatcher.isEnumeration(spec.propertyTable.specs[i].types[0]), let allowed = spec.propertyTable.specs[i].enumValues, !s.hasTemplateBinding else { continue }
            if TextScan.contains(allowed, ignoringCase: s) { continue }
            let m = members[k]
            let aliases = spec.propertyTable.specs[i].enumAliases
            if !aliases.isEmpty, TextScan.contains(Array(aliases.keys), ignoringCase: s) { continue }
            if TextScan.isBlank(s) {
                // An empty value is an unset one: every renderer uses the default, as the author left it.
                var result = CheckResult(range: m.value.range, values: ["property": m.key, "value": s, "allowed": Values.quoteList(allowed),
                                                                        "hint": "; it is empty, so renderers use the default", "suggestion": ""])
                result.atMost = .note
                results.append(result)
                continue
            }
            let suggestion = DidYouMean.suggest(s, from: allowed) ?? ""
            let hint = suggestion.isEmpty ? "" : "; did you mean '\(suggestion)'?"
            var result = CheckResult(range: m.value.range, values: ["property": m.key, "value": s, "allowed": Values.quoteList(allowed),
                                                                    "hint": hint, "suggestion": suggestion])
            // A value some checked hosts accept (the iOS SDK's any-string CodeBlock language) holds on the others only.
            guard HostForms.narrow(&result, m.value, spec.propertyTable.specs[i], context.environment) else { continue }
            results.append(result)
        }
    }
}
