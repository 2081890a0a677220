@testable import CardlintKit
import CardlintModel
import CardlintTestSupport
import Testing

/// A host's `host-config` and `text-scaling` uncertainties are read from its profile when the host
/// is made, not per card: they follow the profile (also when a run changes it after loading).
@Suite struct HostUncertaintyTests {
    @Test func followTheProfile() throws {
        for id in ["teams-desktop", "teams-mobile", "ios-sdk"] {
            var host = try #require(try TestSupport.resources.hostContexts([id]).first)
            #expect(host.uncertainties.config == host.profile.evidence("host-config")?.uncertainty, "\(id)")
            #expect(host.uncertainties.scaling == host.profile.evidence("text-scaling")?.uncertainty, "\(id)")
            // A profile changed after loading: the uncertainty is read again.
            host.profile.facts.removeAll { $0.name == "host-config" || $0.name == "text-scaling" }
            host.profile.facts.insert(HostFact(name: "text-scaling", value: "true",
                                               evidence: HostEvidence(source: "a guess", confidence: .inferred)), at: 0)
            #expect(host.uncertainties.config == nil)
            #expect(host.uncertainties.scaling == "unverified: inferred, not documented (a guess)")
        }
    }
}
