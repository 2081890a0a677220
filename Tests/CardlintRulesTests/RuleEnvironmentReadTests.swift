@testable import CardlintRules
import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// Shortcuts of the per-node layout and target checks against what they stand for:
/// `RuleEnvironment.touchTarget`, `hostConfigBox` and `typeScaleFactor`, read in place from their boxes, are the
/// profile's touch target and the layout context's factor for every shipped host and type scale.
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

    /// `hostConfigBox`, which checks read per node, holds the config `hostConfig` gives, for every
    /// shipped host config; none without one; and its identity (`configIdentity`) stays while the config
    /// is not set again, whatever copies of the environment are made, and changes when it is.
    @Test func hostConfigBoxIsTheConfig() throws {
        let configs = TestSupport.resources.hosts.flatMap { $0.themes.map(\.config) }
        try #require(Set(configs).count > 1)
        var env = RuleEnvironment()
        #expect(env.hostConfigBox == nil && env.hostConfig == nil)
        let none = env.configIdentity
        let fresh = RuleEnvironment().configIdentity === none
        #expect(fresh)
        // The boxes are kept, so that no later one can take a freed one's address.
        var identities: Set<ObjectIdentifier> = [ObjectIdentifier(none)], kept: [ConfigBox] = []
        for config in configs {
            env.hostConfig = config
            #expect(env.hostConfigBox?.config == config && env.hostConfig == config)
            let copy = env
            let same = copy.configIdentity === env.configIdentity && copy.hostConfigBox === env.hostConfigBox
            #expect(same)
            #expect(identities.insert(ObjectIdentifier(env.configIdentity)).inserted)
            kept.append(try #require(env.hostConfigBox))
        }
        env.hostConfig = nil
        let unset = env.hostConfigBox == nil && env.configIdentity === none
        #expect(unset)
        #expect(RuleEnvironment(hostConfig: configs[0]).hostConfigBox?.config == configs[0])
    }

    @Test func typeScaleFactorIsTheContexts() throws {
        let res = TestSupport.resources
        let host = try #require(res.hosts.first), viewport = try #require(res.layoutData.viewports.first)
        let config = try #require(host.themes.first?.config)
        var env = RuleEnvironment(hostID: host.profile.id)
        #expect(env.typeScaleFactor == nil && env.layoutContext == nil)
        try #require(Set(res.layoutData.typeScales.map(\.factor)).count > 2)
        for scale in res.layoutData.typeScales {
            env.layoutContext = LayoutContext(viewport: viewport, typeScale: scale, hostConfig: config, fontFamily: host.profile.fontFamily)
            #expect(env.typeScaleFactor == env.layoutContext?.typeScale.factor)
            #expect(env.typeScaleFactor == scale.factor)
        }
    }
}
