@testable import CardlintKit
import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// Layouts one host takes from another's alike viewport (`LayoutLikeness`, `LayoutSharing`): the
/// contexts called alike lay every corpus card out to equal boxes, the condition on `extraSmall`
/// spacing is needed, and linting with shared layouts finds what linting without them finds.
@Suite struct LayoutSharingTests {
    static let resources = TestSupport.resources

    /// Every shipped host's own viewports, in its first theme's config, at `scale`.
    static func contexts(_ scale: TypeScale) -> [(name: String, context: LayoutContext)] {
        resources.hosts.flatMap { host in
            host.profile.viewports.compactMap { name -> (String, LayoutContext)? in
                guard let vp = resources.layoutData.viewport(named: name), !host.themes.isEmpty else { return nil }
                return ("\(host.profile.id) \(name)", host.layoutContext(vp, scale))
            }
        }
    }

    static func corpusCards() -> [(String, Card)] {
        Corpus.cards.compactMap { rel in
            guard let data = FileManager.default.contents(atPath: Corpus.root + "/" + rel),
                  let parsed = try? JSONParser.parse(Array(data)), parsed.value["type"]?.string == "AdaptiveCard" else { return nil }
            return (rel, CardBuilder.build(parsed.value, catalog: resources.catalog))
        }
    }

    @Test func alikeContextsLayEveryCorpusCardOutAlike() throws {
        let cards = Self.corpusCards()
        #expect(cards.count > 50)
        var kinds: Set<String> = []
        for scale in ["large", "AX5"] {
            let contexts = Self.contexts(try #require(Self.resources.layoutData.typeScale(named: scale)))
            for (i, a) in contexts.enumerated() {
                for b in contexts[(i + 1)...] {
                    let likeness = a.context.likeness(to: b.context)
                    guard likeness != .never else { continue }
                    kinds.insert("\(likeness)")
                    for (name, card) in cards {
                        let input = Layout.prepare(card)
                        guard likeness.holds(for: input) else { continue }
                        let x = Layout.compute(input, context: a.context, measurer: Self.resources.measurer)
                        let y = Layout.compute(input, context: b.context, measurer: Self.resources.measurer)
                        #expect(x.boxes == y.boxes && x.size == y.size, "\(name): \(a.name) and \(b.name) at \(scale)")
                    }
                }
            }
        }
        // Both kinds of likeness occur among the shipped hosts (the test compares something).
        #expect(kinds == ["always", "withoutExtraSmallSpacing"])
    }

    @Test func extraSmallSpacingKeepsTeamsLayoutsApart() throws {
        let contexts = Self.contexts(.large)
        let desktop = try #require(contexts.first { $0.name == "teams-desktop reflow-320" }).context
        let mobile = try #require(contexts.first { $0.name == "teams-mobile iphone-se-320" }).context
        #expect(desktop.likeness(to: mobile) == .withoutExtraSmallSpacing)
        let json = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "a"},"#
            + #"{"type": "TextBlock", "text": "b", "spacing": "extraSmall"}]}"#
        let card = CardBuilder.build(try JSONParser.parse(Array(json.utf8)).value, catalog: Self.resources.catalog)
        let input = Layout.prepare(card)
        #expect(input.asksForExtraSmallSpacing)
        #expect(!LayoutLikeness.withoutExtraSmallSpacing.holds(for: input))
        let x = Layout.compute(input, context: desktop, measurer: Self.resources.measurer)
        let y = Layout.compute(input, context: mobile, measurer: Self.resources.measurer)
        #expect(x.boxes != y.boxes, "the configs' extraSmall spacings differ, so must the layouts")
    }

    @Test func sharedLayoutsFindWhatEachLayoutFinds() throws {
        for (name, fast) in try HostPassShortcutTests.linters() {
            #expect(fast.sharing.sources.joined().contains { $0 != nil }, "\(name): no layouts shared")
            var slow = fast
            slow.sharesLayouts = false
            let found = HostPassShortcutTests.compare(name, fast, slow)
            #expect(found.contains { $0.ruleID.hasPrefix("target-size") || $0.ruleID.contains("clipped") }, "\(name): no layout findings")
        }
    }
}
