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

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let type = node.type, let typeValue = node.json["type"] else { return }
        // An unresolved binding passes: a known type is tested for one only where it would be reported
        // (most fit their slot), an unknown one first.
        if node.spec == nil, Values.isUnresolvedBinding(typeValue) { return }
        let catcher = node.spec == nil ? FallbackResolver.catchingAncestor(of: node, in: context.card, catalog: context.catalog) : nil
        guard caught == (catcher != nil) else { return }
        let expected = node.expected.description
        if let spec = node.spec {
            var misplaced: CheckResult?
            if node.expected == .selectAction, spec.name == "Action.ShowCard" {
                misplaced = CheckResult(range: typeValue.range, values: ["expected": expected, "hint": "; Action.ShowCard cannot be a selectAction"])
            } else if case .named(let n) = node.expected, context.catalog.spec(n)?.name != spec.name {
                misplaced = CheckResult(range: typeValue.range, values: ["expected": n, "hint": "; '\(node.slot)' holds \(n) only"])
            } else if !node.expected.accepts(spec.kind) {
                misplaced = CheckResult(range: typeValue.range, values: ["expected": expected, "hint": "; '\(type)' is \(article(spec.kind.rawValue)) and cannot stand in '\(node.slot)'"])
            }
            guard let misplaced, !Values.isUnresolvedBinding(typeValue) else { return }
            results.append(misplaced)
            return
        }
        // Types the app registers (`custom-types:`) on hosts that let it: unknown only on the others.
        let hosts = context.environment.checkedHosts
        let rejecting = hosts.filter { !$0.registeredTypes.contains(type) }
        if !hosts.isEmpty, rejecting.isEmpty { return }
        var hint = "", suggestion = ""
        if let real = context.catalog.caseMismatch(type) {
            hint = "; type names are case-sensitive: did you mean '\(real)'?"
            suggestion = real
        } else if let s = context.catalog.suggestType(type, kinds: node.expected.typeKinds) {
            hint = "; did you mean '\(s)'?"
            suggestion = s
        }
        // Where every host left lets the app register types (a native SDK's parser registration),
        // a name that is no near miss of a known type may be the app's own. Whether it is rests on the
        // app, which cardlint cannot see: an unverified note, unless the config lists what the app
        // registers (`custom-types:`), which makes any other name unknown for sure.
        let mayBeRegistered = suggestion.isEmpty && !rejecting.isEmpty && rejecting.allSatisfy(\.mayRegister)
        let unverified = mayBeRegistered ? Self.registryUnknown(type, rejecting) : nil
        if mayBeRegistered, unverified == nil { hint = Self.notRegistered }
        var values = ["expected": expected, "hint": hint, "suggestion": suggestion]
        if let catcher {
            let what = (catcher.type ?? "element") + (catcher.pointer.isEmpty ? "" : " " + catcher.pointer)
            values["ancestor"] = catcher.json["fallback"]?.string == "drop" ? "drop the whole \(what)" : "replace the whole \(what) with its fallback"
        }
        var result = CheckResult(range: typeValue.range, values: values)
        result.unverified = unverified
        if rejecting.count < hosts.count { result.hosts = rejecting.map(\.id).sorted() }
        results.append(result)
    }

    /// The uncertainty of an unknown type on `hosts`, all of which let the app register types: nil when
    /// the config lists what the app registers (`custom-types:`), so that `type`, not among them, is
    /// unknown for sure.
    static func registryUnknown(_ type: String, _ hosts: [HostProfile]) -> String? {
        guard hosts.allSatisfy(\.registeredTypes.isEmpty) else { return nil }
        return "unverified: the app may register a parser for '\(type)'; list the types it registers in `custom-types:` in .cardlint.yml"
    }

    /// The hint of an unknown type on hosts whose app's registered types the config lists.
    static let notRegistered = "; not among the `custom-types:` of .cardlint.yml, which the app registers"

    func article(_ word: String) -> String { (word.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + word }
}
