@testable import CardlintRules
import CardlintModel
import CardlintTestSupport
import Testing

/// `RuleEnvironment.touchTarget`, read in place from the profile's box, is the profile's touch
/// target (`host?.touchTarget`) for every shipped host, and nil without a host.
@Suite struct RuleEnvironmentReadTests {
    @Test func touchTargetIsTheProfiles() throws {
        let hosts = TestSupport.resources.hosts.map(\.profile)
        try #require(Set(hosts.map(\.touchTarget)).count > 1)
        for profile in hosts {
            var env = RuleEnvironment(hostID: profile.id, host: profile)
            #expect(env.touchTarget == env.host?.touchTarget)
            #expect(env.touchTarget == profile.touchTarget)
            // A profile set later replaces the one read.
            let other = try #require(hosts.first { $0.touchTarget != profile.touchTarget })
            env.host = other
            #expect(env.touchTarget == other.touchTarget)
        }
        #expect(RuleEnvironment().touchTarget == nil)
    }
}
