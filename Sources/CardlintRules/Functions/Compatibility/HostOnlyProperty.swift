import CardlintModel
import CardlintReading

/// A property the catalog marks `hosts-only` (Teams, the iOS SDK, …) used on a host it does not
/// work on: that host ignores it, so whatever it does (width, styling, behaviour) is missing.
struct HostOnlyProperty: CheckFunction {
    static let name = "host-only-property"
    static let summary = "Properties limited to some hosts (`hosts-only`) are used only where they work."
    static let optionNames: [String] = []
    static let exposes = ["hosts"]
    static let needs = ContextNeed.host

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let spec = node.spec, spec.hasHostOnlyProperties, case .object(let members) = node.json.kind else { return }
        // No host: `matches` is never false. The profile is read in place, not copied. Each member's
        // property is the one the card builder found (no key hashed, nothing to remember per card).
        var out: [CheckResult] = []
        for k in members.indices {
            guard let i = node.propertyIndex(ofMember: k), let hosts = spec.propertyTable.specs[i].hostsOnly,
                  context.environment.host?.matches(hostsOnly: hosts) == false else { continue }
            out.append(CheckResult(range: members[k].keyRange, values: ["property": members[k].key, "hosts": hosts.joined(separator: ", ")]))
        }
        // Nodes that fallback changes on this host are not reported (checked only when something was found).
        guard !out.isEmpty, FallbackChanges.affecting(node, in: context.card, context.environment.fallbackChanges) == nil else { return }
        results += out
    }
}
