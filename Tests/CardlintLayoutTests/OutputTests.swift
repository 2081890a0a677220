import CardlintLayout
import CardlintModel
import Foundation
import Testing

@Suite struct OutputTests {
    static let json = """
    {"type":"AdaptiveCard","version":"1.5","body":[
      {"type":"TextBlock","id":"evil","text":"<script>alert('x')</script> & \\"q\\""},
      {"type":"ActionSet","actions":[{"type":"Action.Submit","id":"go","title":"Go <b>"}]}]}
    """

    @Test func svgEscapesCardStrings() throws {
        let card = try Fixture.card(json: Self.json)
        let tree = Fixture.layout(card, width: 400)
        let svg = LayoutSVG.render(tree, card, highlights: [try Fixture.id(card, "evil"): "rule <x> & \"y\""])
        #expect(svg.hasPrefix("<svg "))
        #expect(!svg.contains("<script>"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"))
        #expect(svg.contains("rule &lt;x&gt; &amp; &quot;y&quot;"))
        #expect(svg.contains("class=\"hit\""))
        #expect(LayoutSVG.escape("a\u{1}b") == "a\u{FFFD}b")
    }

    @Test func jsonEncodingParsesBack() throws {
        let card = try Fixture.card(json: Self.json)
        let tree = Fixture.layout(card, width: 400)
        let data = Data(tree.jsonString().utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["width"] as? Double == 400)
        let boxes = try #require(object["boxes"] as? [[String: Any]])
        #expect(boxes.count == tree.laidOutIDs.count)
        let go = try #require(boxes.first { $0["id"] as? Int == (try? Fixture.id(card, "go")) })
        #expect(go["type"] as? String == "Action.Submit")
        #expect((go["hitArea"] as? [Double])?.count == 4)
        #expect((go["text"] as? [String: Any])?["lines"] != nil)
    }

    @Test func outlineIsIndentedWithFlags() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"Container","items":[
          {"type":"TextBlock","text":"A long line that will be clipped here"}]}]}
        """)
        let tree = Fixture.layout(card, width: 120)
        let text = tree.description
        #expect(text.hasPrefix("layout test-120 @ large: 120×"))
        #expect(text.contains("\nAdaptiveCard #0 (0, 0, 120×"))
        #expect(text.contains("\n    TextBlock #2 (20, 20, 80×15.6) text[1 lines @12pt] {clipped} hidden="))
    }
}
