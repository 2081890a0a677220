@testable import CardlintLayout
import Testing

/// `isVisible` is read with a node's other layout properties (one walk over its members): as
/// `json["isVisible"]` reads it, only a boolean `false` hides, and of a duplicated key the first counts.
@Suite struct VisibilityReadTests {
    @Test func onlyTheFirstBooleanFalseHides() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"TextBlock","id":"hidden","text":"a","isVisible":false},
          {"type":"TextBlock","id":"shown","text":"b","isVisible":true},
          {"type":"TextBlock","id":"string","text":"c","isVisible":"false"},
          {"type":"TextBlock","id":"null","text":"d","isVisible":null},
          {"type":"TextBlock","id":"firstFalse","text":"e","isVisible":false,"isVisible":true},
          {"type":"TextBlock","id":"firstTrue","text":"f","isVisible":true,"isVisible":false},
          {"type":"TextBlock","id":"unset","text":"g"}]}
        """)
        let tree = Fixture.layout(card)
        for id in ["hidden", "firstFalse"] { #expect(tree[try Fixture.id(card, id)] == nil, "\(id)") }
        for id in ["shown", "string", "null", "firstTrue", "unset"] { #expect(tree[try Fixture.id(card, id)] != nil, "\(id)") }
        let input = Layout.prepare(card)
        for node in card.nodes {
            #expect(input.info[node.id].style.hidden == (node.json["isVisible"]?.bool == false), "\(node.pointer)")
        }
    }
}
