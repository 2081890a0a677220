import CardlintKit
import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

@Suite struct WireframeMarkTests {
    static let json = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "TextBlock", "text": "Hello", "wrap": true},
      {"type": "Image", "url": "https://example.com/a.png"},
      {"type": "Container", "items": [{"type": "TextBlock", "text": "hidden", "isVisible": false}]}
    ], "actions": [{"type": "Action.Submit", "title": "OK"}]}
    """

    static func setup() throws -> (Card, LayoutTree) {
        let card = CardBuilder.build(try JSONParser.parse(Array(json.utf8)).value, catalog: TestSupport.resources.catalog)
        let viewport = try #require(TestSupport.resources.layoutData.viewport(named: "iphone-se-320"))
        let tree = Layout.compute(card: card, context: LayoutContext(viewport: viewport), measurer: TestSupport.resources.measurer)
        return (card, tree)
    }

    static func finding(_ rule: String, _ pointer: String, _ severity: Severity = .error, range: SourceRange = .unknown) -> Finding {
        Finding(ruleID: rule, severity: severity, tags: [], message: rule, range: range, pointer: pointer)
    }

    static func id(_ card: Card, _ pointer: String) throws -> Int {
        try #require(card.nodes.first { $0.pointer == pointer }?.id)
    }

    @Test func findingsMapToTheirNodesWithNumbersAndRuleIDs() throws {
        let (card, tree) = try Self.setup()
        let a = Self.finding("image-missing-alt-text", "/body/1")
        let b = Self.finding("image-alt-text-not-descriptive", "/body/1/altText", .warning)
        let c = Self.finding("action-title", "/actions/0")
        let marks = Wireframes.marks([a, b, c], card: card, tree: tree, numbers: [a: 2, b: 3, c: 1])
        #expect(marks.count == 2)
        #expect(marks.first?.nodeID == (try Self.id(card, "/actions/0")))
        #expect(marks.first?.numbers == [1])
        let image = try #require(marks.last)
        #expect(image.nodeID == (try Self.id(card, "/body/1")))
        #expect(image.numbers == [2, 3])
        #expect(image.label == "image-missing-alt-text, image-alt-text-not-descriptive")
        #expect(image.severity == "error")
    }

    @Test func aFindingOnANodeThatIsNotLaidOutMarksItsNearestLaidOutAncestor() throws {
        let (card, tree) = try Self.setup()
        let hidden = try Self.id(card, "/body/2/items/0")
        #expect(tree[hidden] == nil)
        let marks = Wireframes.marks([Self.finding("r", "/body/2/items/0")], card: card, tree: tree, numbers: [:])
        #expect(marks.map(\.nodeID) == [try Self.id(card, "/body/2")])
    }

    @Test func unknownPointersFallBackToTheSourceRange() throws {
        let (card, tree) = try Self.setup()
        let image = try Self.id(card, "/body/1")
        let start = card.nodes[image].range.start + 3
        let f = Self.finding("r", "/nowhere/else", range: SourceRange(start: start, end: start + 1))
        #expect(Wireframes.marks([f], card: card, tree: tree, numbers: [:]).map(\.nodeID) == [image])
    }

    @Test func marksAreDrawnAsBadgesInTheSVG() throws {
        let (card, tree) = try Self.setup()
        let image = try Self.id(card, "/body/1")
        let svg = LayoutSVG.render(tree, card, marks: [WireframeMark(nodeID: image, numbers: [4, 7], label: "a<b")])
        #expect(svg.contains("<rect class=\"hl\" data-node=\"\(image)\""))
        #expect(svg.contains(">4,7</text>"))
        #expect(svg.contains("a&lt;b"))
        #expect(svg.contains("class=\"img\""))
        #expect(svg.contains("class=\"btn\""))
        #expect(svg.contains("class=\"bar\""))
        #expect(svg.contains(">Hello</text>"))
    }
}
