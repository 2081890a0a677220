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

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let spec = node.spec, spec.hasHostOnlyProperties else { return [] }
        // No host: `matches` is never false. The profile is read in place, not copied.
        var out: [CheckResult] = []
        for m in context.remembered({ $0.hostOnlyMembers }, node, { Self.members(of: node, spec) })
        where context.environment.host?.matches(hostsOnly: m.hosts) == false {
            out.append(CheckResult(range: m.keyRange, values: ["property": m.key, "hosts": m.hosts.joined(separator: ", ")]))
        }
        // Nodes that fallback changes on this host are not reported (checked only when something was found).
        guard !out.isEmpty, FallbackChanges.affecting(node, in: context.card, context.environment.fallbackChanges) == nil else { return [] }
        return out
    }

    /// The members of `node` whose property is limited to some hosts, in member order.
    static func members(of node: CardNode, _ spec: TypeSpec) -> [HostOnlyMember] {
        let table = spec.propertyTable
        return (node.json.members ?? []).enumerated().compactMap { k, m in
            guard let i = node.propertyIndex(ofMember: k), let hosts = table.specs[i].hostsOnly else { return nil }
            return HostOnlyMember(key: m.key, keyRange: m.keyRange, hosts: hosts)
        }
    }
}
