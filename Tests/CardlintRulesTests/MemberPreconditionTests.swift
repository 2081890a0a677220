@testable import CardlintRules
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Testing

/// `Check.members`: the plan leaves out the nodes that hold none of a check's member names, which is
/// right only if the check passes on every such node. Every shipped rule with the precondition is run
/// on every node of the corpus cards and a card of image URLs that break each host fact, on every
/// shipped host: where the node has none of the members, the check finds nothing.
@Suite struct MemberPreconditionTests {
    @Test func checksPassOnNodesWithoutTheirMembers() throws {
        let res = TestSupport.resources
        let rules = res.rules.filter { $0.check.members != nil }
        #expect(rules.count >= 4)
        let gif = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH/C05FVFNDQVBFMi4wAwEAAAAh+QQACgAAACwAAAAAAQABAAACAkQBACH5BAAKAAAALAAAAAABAAEAAAICRAEAOw=="
        // The same URLs under other names (`src`, `image`, `href`) and inside values: not read.
        let card = try A11yFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "backgroundImage": "http://example.com/bg.png", "body": [
          {"type": "Image", "url": "\(gif)", "altText": "a"},
          {"type": "Image", "src": "http://example.com/a.png", "altText": "a"},
          {"type": "TextBlock", "text": "http://example.com/a.png", "image": "\(gif)"},
          {"type": "Container", "backgroundImage": {"url": "http://example.com/c.png"}, "items": [
            {"type": "TextBlock", "text": "b", "href": "http://example.com/d.png"}]},
          {"type": "ActionSet", "actions": [{"type": "Action.OpenUrl", "title": "Go", "url": "http://example.com", "iconUrl": "http://example.com/i.png"}]}]}
        """)
        var withMembers = 0, found = 0, without = 0
        for card in try PlanReferenceTests.cards() + [card] {
            for host in res.hosts {
                let context = CheckContext(card: card, catalog: res.catalog,
                                           environment: RuleEnvironment(hostID: host.profile.id, host: host.profile))
                for rule in rules {
                    let members = try #require(rule.check.members)
                    for node in card.nodes where rule.selector.matchesType(node) {
                        let results = rule.check.evaluate(node, in: context)
                        if members.contains(where: { node.json[$0] != nil }) {
                            withMembers += 1
                            found += results.count
                        } else {
                            without += 1
                            #expect(results.isEmpty, "\(rule.id) on \(node.pointer) (\(host.profile.id))")
                        }
                    }
                }
            }
        }
        #expect(without > 1_000 && withMembers > 100 && found >= 4)
    }
}
