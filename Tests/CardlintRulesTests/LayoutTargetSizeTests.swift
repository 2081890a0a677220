@testable import CardlintRules
import CardlintLayout
@testable import CardlintModel
import CardlintReading
import Testing

/// `target-size` on hand-made layout trees (no measurer): which boxes count and how spacing works.
@Suite struct LayoutTargetSizeTests {
    static let json = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "Image", "url": "https://example.com/a.png", "selectAction": {"type": "Action.Submit"}},
      {"type": "Image", "url": "https://example.com/b.png", "selectAction": {"type": "Action.Submit"}},
      {"type": "RichTextBlock", "inlines": [{"type": "TextRun", "text": "x", "selectAction": {"type": "Action.Submit"}}]}]}
    """

    /// Ids of the nodes of one type, in id order.
    func ids(_ card: Card, _ type: String) -> [Int] { card.nodes.filter { $0.type == type }.map(\.id) }

    /// A tree where the two images are 16×16 at the given x positions and everything else has no box.
    func results(_ x1: Double, _ x2: Double, options: String = "{}") throws -> [Int: [CheckResult]] {
        let card = try A11yFixture.card(Self.json)
        var boxes = [LayoutBox?](repeating: nil, count: card.nodes.count)
        let images = ids(card, "Image")
        try #require(images.count == 2)
        for (id, x) in zip(images, [x1, x2]) {
            let r = Rect(x: x, y: 0, width: 16, height: 16)
            boxes[id] = LayoutBox(nodeID: id, frame: r, hitArea: r)
            for c in card.nodes[id].children { boxes[c] = LayoutBox(nodeID: c, frame: r, hitArea: r) }
        }
        for id in ids(card, "TextRun") { boxes[id] = LayoutBox(nodeID: id, frame: .zero, hitArea: Rect(x: 0, y: 40, width: 8, height: 8)) }
        let tree = LayoutTree(boxes: boxes, size: Size(width: 320, height: 100), viewportName: "v", typeScaleName: "large",
                              nodes: card.nodes)
        let f = try A11yFixture.function(TargetSize.self, options)
        let context = CheckContext(card: card, catalog: A11yFixture.catalog, environment: RuleEnvironment(layout: tree))
        var out: [Int: [CheckResult]] = [:]
        // As the rules select them: interactive nodes only.
        for n in card.nodes where n.hasRole("interactive") { let r = f.evaluate(n, in: context); if !r.isEmpty { out[n.id] = r } }
        return out
    }

    /// The size checked first (`minimumSize`) is the one the full requirement names, for every
    /// standard and host touch target.
    @Test func minimumSizeIsTheRequirementsSize() throws {
        var targets: [HostProfile.TouchTarget?] = [nil]
        for standard in HostProfile.TouchTarget.Standard.allCases {
            for unit in HostProfile.TouchTarget.Unit.allCases { targets.append(.init(standard: standard, size: 40, unit: unit)) }
        }
        for options in ["{}", "{standard: host}", "{standard: wcag-2.5.5}"] {
            let f = try A11yFixture.function(TargetSize.self, options)
            for t in targets { #expect(f.minimumSize(t) == f.requirement(t).size) }
        }
    }

    @Test func closeUndersizedTargetsFailAndAreReportedAtTheirOwners() throws {
        let r = try results(0, 18)
        #expect(r.count == 2)
        let card = try A11yFixture.card(Self.json)
        let images = (ids(card, "Image")).map { card.nodes[$0] }
        #expect(Set(r.values.compactMap { $0.first?.pointer }) == Set(images.map(\.pointer)))
        #expect(Set(r.values.compactMap { $0.first?.range }) == Set(images.map(\.range)))
        #expect(r.values.first?.first?.values["size"] == "16×16")
        #expect(r.values.first?.first?.values["required"] == "24×24")
    }

    @Test func spacedUndersizedTargetsPassWCAG258() throws {
        #expect(try results(0, 100).isEmpty)
    }

    @Test func theEnhancedLevelHasNoSpacingException() throws {
        let r = try results(0, 100, options: "{standard: wcag-2.5.5}")
        #expect(r.count == 2)
        #expect(r.values.first?.first?.values["required"] == "44×44")
    }

    @Test func unknownStandardIsAnOptionError() {
        #expect(throws: RuleError.self) { try A11yFixture.function(TargetSize.self, "{standard: huge}") }
    }
}
