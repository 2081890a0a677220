import CardlintLayout
import CardlintModel
import Foundation
import Testing

/// The typical card (about 30 nodes) under the 20 `default` matrix combinations: the work is
/// bounded by counting text measurements (speed itself is measured in instructions, not here).
@Suite struct PerformanceTests {
    @Test func defaultMatrixLayoutsOfATypicalCard() throws {
        let card = try Fixture.card(named: "typical")
        #expect(card.nodes.count >= 28 && card.nodes.count <= 34)
        let data = try LayoutData.load(rulesDirectory: Fixture.rulesDirectory)
        let matrix = try #require(data.matrix(named: "default"))
        let contexts = matrix.contexts(hostConfig: .defaults, fontFamily: "selawik")
        #expect(contexts.count == 20)
        // Work is counted, not timed (a loaded machine must not fail this, nor a fast one hide a
        // regression): text measurement is what layout spends its time on. Measured: 580 for 29 nodes
        // × 20 contexts, one per node and context; a layout that measured text again and again would
        // pass two.
        let measurer = CountingMeasurer()
        var sink = 0.0
        for c in contexts { sink += Layout.compute(card: card, context: c, measurer: measurer).size.height }
        let perNodeAndContext = Double(measurer.count) / Double(card.nodes.count * contexts.count)
        print("layout: \(card.nodes.count) nodes × \(contexts.count) contexts = \(measurer.count) measurements")
        #expect(sink > 0)
        #expect(measurer.count > 0 && perNodeAndContext <= 2, "\(measurer.count) measurements")
    }

    @Test func typicalCardFlagsAtNarrowAX5() throws {
        let card = try Fixture.card(named: "typical")
        let data = try LayoutData.load(rulesDirectory: Fixture.rulesDirectory)
        let vp = try #require(data.viewport(named: "iphone-se-320"))
        let ax5 = try #require(data.typeScale(named: "AX5"))
        let tree = Layout.compute(card: card, context: LayoutContext(viewport: vp, typeScale: ax5), measurer: FixedAdvanceFake())
        let flagged = tree.boxes.compactMap { $0 }.filter { !$0.flags.isEmpty }
        #expect(!flagged.isEmpty)
        let large = Layout.compute(card: card, context: LayoutContext(viewport: vp), measurer: FixedAdvanceFake())
        #expect(tree.size.height > large.size.height)
    }
}
