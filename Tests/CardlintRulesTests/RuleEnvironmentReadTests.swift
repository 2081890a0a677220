@testable import CardlintRules
import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// Shortcuts of the per-node layout and target checks against what they stand for:
/// `RuleEnvironment.touchTarget` and `typeScaleFactor`, read in place from their boxes, are the
/// profile's touch target and the layout context's factor for every shipped host and type scale;
/// `SmallText.isTextRun` is `type == "TextRun"` for every node of the corpus cards and near misses.
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

    @Test func isTextRunIsTheTypeTest() throws {
        let res = TestSupport.resources
        let root = TestSupport.repoRoot + "/corpus"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
        var cards: [Card] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                  let json = try? JSONParser.parse(String(decoding: data, as: UTF8.self)).value else { continue }
            cards.append(CardBuilder.build(json, catalog: res.catalog))
        }
        let misses = ["TextRun", "Textrun", "TextRun ", "TextRuns", "FactSet", "TextRu", "TextRün", "TextBlock", "", "K\u{212A}"]
        cards.append(try A11yFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          \(misses.map { #"{"type": "\#($0)", "text": "x"}"# }.joined(separator: ", ")),
          {"type": "RichTextBlock", "inlines": ["plain", {"type": "TextRun", "text": "run"}]}]}
        """))
        var runs = 0, sevens = 0
        for card in cards {
            for node in card.nodes {
                #expect(SmallText.isTextRun(node) == (node.type == "TextRun"), "\(node.type ?? "nil")")
                if node.type == "TextRun" { runs += 1 }
                if node.type?.utf8.count == 7, node.type != "TextRun" { sevens += 1 }
            }
        }
        #expect(runs > 3)
        #expect(sevens > 3)
    }
}
