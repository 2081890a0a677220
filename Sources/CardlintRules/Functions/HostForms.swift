import CardlintModel
import CardlintReading

/// A value that breaks the schema's form of a property but fits a form some hosts accept
/// (`PropertySpec.hostForms`): the finding holds only on the hosts the card is checked on that
/// do not accept it, and on none when every one does.
enum HostForms {
    /// The ids of the checked hosts (`RuleEnvironment.checkedHosts`) that reject `v`; nil when no host form accepts it
    /// or no hosts are known (the finding stays as it is). Empty: every checked host accepts it.
    static func rejecting(_ v: JSONValue, _ p: PropertySpec, _ env: RuleEnvironment) -> [String]? {
        guard !p.hostForms.isEmpty, !env.checkedHosts.isEmpty else { return nil }
        let forms = p.hostForms.filter { accepts(v, $0.spec) }
        guard !forms.isEmpty else { return nil }
        return env.checkedHosts.filter { h in !forms.contains { h.matches(hostsOnly: $0.hosts) } }.map(\.id).sorted()
    }

    /// Whether `v` fits the form (any of its types; an enum's values case-insensitively).
    static func accepts(_ v: JSONValue, _ p: PropertySpec) -> Bool {
        p.types.contains { t in
            if ValueTypeMatcher.isEnumeration(t) {
                guard let s = v.string, let values = p.enumValues else { return false }
                return TextScan.contains(values, ignoringCase: s)
            }
            if case .yes = ValueTypeMatcher.fits(v, t) { return true }
            return false
        }
    }

    /// `result` narrowed to the hosts that reject `v` (false: no host rejects it, drop the result).
    static func narrow(_ result: inout CheckResult, _ v: JSONValue, _ p: PropertySpec, _ env: RuleEnvironment) -> Bool {
        guard let hosts = rejecting(v, p, env) else { return true }
        guard !hosts.isEmpty else { return false }
        result.hosts = hosts
        return true
    }
}
