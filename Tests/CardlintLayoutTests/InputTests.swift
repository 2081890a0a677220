import CardlintLayout
import CardlintModel
import Testing

@Suite struct InputTests {
    static let json = """
    {"type":"AdaptiveCard","version":"1.5","body":[
      {"type":"Input.Text","id":"name","label":"Name","inlineAction":{"type":"Action.Submit","id":"send","title":"Go"}},
      {"type":"Input.Toggle","id":"agree","title":"I agree","wrap":true},
      {"type":"Input.ChoiceSet","id":"pick","style":"expanded","choices":[
        {"title":"Red","value":"r"},{"title":"Green","value":"g"}]},
      {"type":"Input.Text","id":"notes","isMultiline":true},
      {"type":"Input.Rating","id":"rate","max":5,"size":"medium"}]}
    """

    /// Label 15.6, inputs.inputSpacing default 8, field height max(32, 15.6 + 12) = 32.
    @Test func labelAboveFieldAndInlineAction() throws {
        let card = try Fixture.card(json: Self.json)
        let tree = Fixture.layout(card, width: 300)
        let name = try #require(tree[try Fixture.id(card, "name")])
        #expect(approx(name.label?.frame, Rect(x: 20, y: 20, width: 260, height: 15.6)))
        // "Go" button = 12 + 24 = 36 wide, spacing.small 3 before it.
        #expect(approx(name.hitArea, Rect(x: 20, y: 43.6, width: 260 - 36 - 3, height: 32)))
        #expect(approx(tree[try Fixture.id(card, "send")]?.hitArea, Rect(x: 244, y: 43.6, width: 36, height: 32)))
        #expect(approx(name.frame.height, 15.6 + 8 + 32))
    }

    @Test func toggleChoicesMultilineAndStars() throws {
        let card = try Fixture.card(json: Self.json)
        let tree = Fixture.layout(card, width: 300)
        let toggle = try #require(tree[try Fixture.id(card, "agree")])
        #expect(approx(toggle.hitArea?.height ?? 0, 31))   // the switch is taller than one line
        #expect(approx(toggle.text?.frame.x ?? 0, 20 + 51 + 8))
        let choices = card.nodes.filter { $0.type == "Input.Choice" }.map(\.id)
        let red = try #require(tree[choices[0]]), green = try #require(tree[choices[1]])
        #expect(approx(red.hitArea?.height ?? 0, 20) && approx(green.frame.y, red.frame.maxY + 8))
        #expect(approx(tree[try Fixture.id(card, "notes")]?.hitArea?.height ?? 0, 3 * 15.6 + 12))
        let rate = try #require(tree[try Fixture.id(card, "rate")])
        let stars = Array(tree.extraHitAreas(of: rate))
        #expect(stars.count == 5)
        #expect(approx(rate.hitArea?.width ?? 0, 20))
        #expect(approx(stars[1].x, 20 + 20 + 4))
    }
}
