import CardlintLayout
import CardlintModel
import Testing

@Suite struct RobustnessTests {
    /// The deepest card the reader accepts (JSON depth 256): containers and auto columns nested
    /// alternately. Layout must finish without exhausting a task's stack.
    @Test func deepNestingLaysOut() async throws {
        var json = "{\"type\":\"TextBlock\",\"id\":\"leaf\",\"text\":\"deep\"}"
        for i in 0..<80 {
            if i % 2 == 0 {
                json = "{\"type\":\"Container\",\"style\":\"\(i % 4 == 0 ? "emphasis" : "default")\",\"items\":[\(json)]}"
            } else {
                json = "{\"type\":\"ColumnSet\",\"columns\":[{\"type\":\"Column\",\"width\":\"auto\",\"items\":[\(json)]}]}"
            }
        }
        let card = try Fixture.card(json: "{\"type\":\"AdaptiveCard\",\"version\":\"1.5\",\"body\":[\(json)]}")
        #expect(card.nodes.count > 120)
        let tree = await Task.detached { Fixture.layout(card, width: 320) }.value
        #expect(tree[try Fixture.id(card, "leaf")] != nil)
    }

    @Test func badValuesDoNotCrash() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","minHeight":"-5px","body":[
          {"type":"TextBlock","text":"x","maxLines":-3,"size":42,"wrap":"yes"},
          {"type":"Image","url":"u","width":"px","height":"-1px"},
          {"type":"ColumnSet","columns":[{"type":"Column","width":-2},{"type":"Column","width":"abc"}]},
          {"type":"Rating","max":1e300},
          {"type":"Table","columns":[{"width":"0px"}],"rows":[{"type":"TableRow","cells":[]}]},
          {"type":"Carousel","pages":[]},
          {"type":"UnknownThing","items":[{"type":"TextBlock","text":"y"}]}]}
        """)
        let tree = Fixture.layout(card, width: 0)
        #expect(tree.size.height.isFinite)
        #expect(tree.boxes.allSatisfy { b in b.map { $0.frame.height.isFinite && $0.frame.width.isFinite } ?? true })
        #expect(card.nodes.first { $0.type == "UnknownThing" }.map { tree[$0.id] == nil } == true)
    }
}
