import CardlintModel

/// The top-level card declares a valid `version` that the schema knows. (Cards inside
/// `Action.ShowCard` need none: the spec makes it required only at the top level.)
struct ValidVersion: CheckFunction {
    static let name = "valid-version"
    static let summary = "The top-level card has a valid, known `version`."
    static let optionNames: [String] = []
    static let exposes = ["problem", "value"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard node.parent == nil else { return }
        guard let v = node.json["version"], !v.isNull else {
            results.append(CheckResult(values: ["problem": "the card has no 'version'; hosts need it to decide whether they can render the card", "value": ""]))
            return
        }
        if Values.isUnresolvedBinding(v) { return }
        guard let s = v.string else {
            results.append(CheckResult(range: v.range, values: ["problem": "'version' must be a string such as \"1.5\", not a \(v.typeName)", "value": Values.text(v)]))
            return
        }
        guard let parsed = SchemaVersion(s) else {
            results.append(CheckResult(range: v.range, values: ["problem": "'version' \"\(s)\" is not a version such as \"1.5\"", "value": s]))
            return
        }
        if parsed > .latest {
            results.append(CheckResult(range: v.range, values: ["problem": "'version' \(s) is newer than any Adaptive Cards release (latest \(SchemaVersion.latest)); no host renders it (native hosts show fallbackText instead, JavaScript hosts nothing)", "value": s]))
            return
        }
    }
}
