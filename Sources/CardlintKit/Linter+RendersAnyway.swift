import CardlintModel
import CardlintRules

extension Linter {
    /// Errors of rules whose problem every host the card is checked on renders anyway (their
    /// `renders-anyway` fact, firm): at most warnings. A duplicate id is a validation failure of the
    /// JavaScript SDK, which renders the card all the same, while the C++ shared model of the native
    /// SDKs rejects the card: an error where a native host is in the audience, a warning where none is.
    func cappedWhereRenderedAnyway(_ findings: [Finding], hosts: [HostProfile]) -> [Finding] {
        guard let first = hosts.first, !first.rendersAnyway.isEmpty,
              findings.contains(where: { $0.severity == .error && first.rendersAnyway.contains($0.ruleID) }) else { return findings }
        let tolerated = hosts.reduce(first.rendersAnyway) { common, h in
            h.evidence("renders-anyway")?.isFirm == true ? common.intersection(h.rendersAnyway) : []
        }
        guard !tolerated.isEmpty else { return findings }
        return findings.map { f in
            guard f.severity == .error, tolerated.contains(f.ruleID) else { return f }
            var f = f
            f.severity = .warning
            return f
        }
    }
}
