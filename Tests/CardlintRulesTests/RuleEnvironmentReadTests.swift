@testable import CardlintRules
import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// Shortcuts of the per-node layout and target checks against what they stand for:
/// `RuleEnvironment.touchTarget` and `typeScaleFactor`, read in place from their boxes, are the
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
