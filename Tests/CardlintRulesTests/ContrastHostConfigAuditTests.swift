import CardlintKit
import CardlintModel
import Foundation
import Testing

@Suite struct ContrastHostConfigAuditTests {
    @Test func teamsLightPairs() throws {
        let audit = HostConfigAudit(try #require(ContrastFixture.shipped("teams-desktop", "light")))
        #expect(audit.pairs.count == 6 * 7 * 2)
        let good = try #require(audit.pairs.first { $0.style == .default && $0.color == .good && !$0.subtle })
        #expect(abs(good.ratio - 2.07) < 0.01)
        #expect(!good.passesAALarge)
        let subtle = try #require(audit.pairs.first { $0.style == .default && $0.color == .default && $0.subtle })
        #expect(subtle.foreground.hexString == "#5C5B5B")
        #expect(abs(subtle.ratio - 6.77) < 0.01)
        #expect(subtle.passesAA && !subtle.passesAAA)
        #expect(audit.failingDefaultPairs.isEmpty)
        #expect(audit.textTable().hasPrefix("style"))
    }

    @Test func nightSkyDefaultTextFails() throws {
        let audit = HostConfigAudit(try #require(ContrastFixture.shipped("uwp-sdk", "high-contrast-nightsky")))
        #expect(audit.failingDefaultPairs.map(\.style) == [.default])
        let json = try JSONSerialization.jsonObject(with: Data(audit.json().utf8)) as? [String: Any]
        #expect(json?["failingDefaultPairs"] as? Int == 1)
        #expect((json?["pairs"] as? [Any])?.count == 84)
    }

    @Test func otherStylesSitOnTheDefaultBackground() throws {
        let config = try ContrastFixture.config("""
        {"containerStyles": {"default": {"backgroundColor": "#000000"}, "emphasis": {"backgroundColor": "#80FFFFFF"}}}
        """)
        let audit = HostConfigAudit(config)
        let emphasis = try #require(audit.pairs.first { $0.style == .emphasis })
        #expect(emphasis.background.hexString == "#808080")
    }
}
