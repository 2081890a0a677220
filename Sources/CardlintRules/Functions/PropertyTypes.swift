import CardlintModel
import CardlintReading

/// Every known property has a value of the JSON type the catalog declares, and colour, URL and
/// pixel-size values are well-formed (`#RRGGBB` or `#AARRGGBB` with alpha first; absolute URL or
/// data URI; `"50px"`).
struct PropertyTypes: CheckFunction {
    static let name = "property-types"
    static let summary = "Property values have the declared JSON type; colours, URLs and pixel sizes are well-formed."
    static let optionNames: [String] = []
    static let exposes = ["property", "expected", "actual", "value"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let spec = node.spec, case .object(let members) = node.json.kind else { return }
        // The members are read where the array holds them (copying each out retained its key and value);
        // only a value that does not fit is copied out.
        for k in members.indices {
            // Bindings are looked for only in values that do not fit (the rare case).
            guard let i = node.propertyIndex(ofMember: k), !members[k].value.isNull,
                  let problem = ValueTypeMatcher.mismatch(members[k].value, spec.propertyTable, i) else { continue }
            let m = members[k]
            if !Values.isUnresolvedBinding(m.value) {
                var result = CheckResult(range: m.value.range, values: [
                    "property": m.key, "expected": problem.expected, "actual": problem.actual,
                    "value": m.value.string ?? m.value.typeName])
                if Self.isBooleanText(m.value, spec.propertyTable.specs[i].types) {
                    // The JS SDK's parseBool reads "true"/"false" (utils.ts), so JS hosts render it as
                    // meant; the C++ shared model's GetBool refuses it (upstream-constraints.tsv).
                    let text = m.value.string ?? ""
                    result.values["expected"] = "a JSON boolean (\(text.lowercased()), without quotes)"
                    result.values["actual"] = "the text \"\(text)\": the JS SDK reads it as a boolean, but the C++ shared model (iOS, Android, Teams mobile) refuses it"
                    result.atMost = .warning
                }
                // A form some checked hosts accept (the iOS SDK's string CompoundButton icon) holds on the others only.
                guard HostForms.narrow(&result, m.value, spec.propertyTable.specs[i], context.environment) else { continue }
                results.append(result)
            }
        }
    }

    /// `"true"` / `"false"` (any case) where only a boolean fits.
    static func isBooleanText(_ v: JSONValue, _ types: [ValueType]) -> Bool {
        guard types == [.boolean], let s = v.string?.lowercased() else { return false }
        return s == "true" || s == "false"
    }
}
