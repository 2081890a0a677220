import CardlintModel

/// The node's `type` is in the catalog and fits the slot it is in (an element in `body`, an
/// action in `actions`, not `Action.ShowCard` as a `selectAction`). An unknown type inside an
/// element with a `fallback` passes: every renderer replaces (or drops) that whole ancestor
/// instead (`FallbackResolver.catchingAncestor`). With `caught: true` the check reports just
/// those unknown types, naming the ancestor (`ancestor`).
struct KnownType: CheckFunction {
    static let name = "known-type"
    static let summary = "The node's type exists in the catalog and is allowed where it stands."
    static let optionNames = ["caught"]
    static let exposes = ["expected", "hint", "suggestion", "ancestor"]
    /// Report only unknown types an ancestor's fallback catches (false: only the others).
    let caught: Bool

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        caught = try options.bool("caught") ?? false
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let type = node.type, let typeValue = node.json["type"], !Values.isUnresolvedBinding(typeValue) else { return [] }
        let expected = node.expected.description
        let catcher = node.spec == nil ? FallbackResolver.catchingAncestor(of: node, in: context.card, catalog: context.catalog) : nil
        guard caught == (catcher != nil) else { return [] }
        if let spec = node.spec {
            if node.expected == .selectAction, spec.name == "Action.ShowCard" {
                return [CheckResult(range: typeValue.range, values: ["expected": expected, "hint": "; Action.ShowCard cannot be a selectAction"])]
            }
            if case .named(let n) = node.expected, context.catalog.spec(n)?.name != spec.name {
                return [CheckResult(range: typeValue.range, values: ["expected": n, "hint": "; '\(node.slot)' holds \(n) only"])]
            }
            if !node.expected.typeKinds.contains(spec.kind) {
                return [CheckResult(range: typeValue.range, values: ["expected": expected, "hint": "; '\(type)' is \(article(spec.kind.rawValue)) and cannot stand in '\(node.slot)'"])]
            }
            return []
        }
        // Types the app registers (`custom-types:`) on hosts that let it: unknown only on the others.
        let hosts = context.environment.checkedHosts
        let rejecting = hosts.filter { !$0.registeredTypes.contains(type) }
        if !hosts.isEmpty, rejecting.isEmpty { return [] }
        var hint = "", suggestion = ""
        if let real = context.catalog.caseMismatch(type) {
            hint = "; type names are case-sensitive: did you mean '\(real)'?"
            suggestion = real
        } else if let s = context.catalog.suggestType(type, kinds: node.expected.typeKinds) {
            hint = "; did you mean '\(s)'?"
            suggestion = s
        }
        // Where every host left lets the app register types (a native SDK's parser registration),
        // a name that is no near miss of a known type may be the app's own: a warning that says so.
        let mayBeRegistered = suggestion.isEmpty && !rejecting.isEmpty && rejecting.allSatisfy(\.mayRegister)
        if mayBeRegistered { hint = Self.unlessRegistered(type) }
        var values = ["expected": expected, "hint": hint, "suggestion": suggestion]
        if let catcher {
            let what = (catcher.type ?? "element") + (catcher.pointer.isEmpty ? "" : " " + catcher.pointer)
            values["ancestor"] = catcher.json["fallback"]?.string == "drop" ? "drop the whole \(what)" : "replace the whole \(what) with its fallback"
        }
        var result = CheckResult(range: typeValue.range, values: values)
        if mayBeRegistered { result.atMost = .warning }
        if rejecting.count < hosts.count { result.hosts = rejecting.map(\.id).sorted() }
        return [result]
    }

    /// "; unless the app registers a parser for 'X' …": the hint of an unknown type on hosts that let apps register types.
    static func unlessRegistered(_ type: String) -> String {
        "; unless the app registers a parser for '\(type)' (then name it in `custom-types:` in .cardlint.yml)"
    }

    func article(_ word: String) -> String { (word.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + word }
}
