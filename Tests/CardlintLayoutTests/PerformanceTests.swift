import CardlintLayout
import CardlintModel
import Foundation
import Testing

/// The typical card (about 30 nodes) under the 20 `default` matrix combinations.
/// Release measurement: `swift test -c release -Xswiftc -enable-testing --filter CardlintLayoutTests.PerformanceTests`
/// (the budget there is 1 ms for all 20; debug builds only check a loose bound, 5 ms per layout, that
/// holds on a loaded machine).
@Suite struct PerformanceTests {
    @Test func defaultMatrixLayoutsOfATypicalCard() throws {
        let card = try Fixture.card(named: "typical")
        #expect(card.nodes.count >= 28 && card.nodes.count <= 34)
        let data = try LayoutData.load(rulesDirectory: Fixture.rulesDirectory)
        let matrix = try #require(data.matrix(named: "default"))
        let contexts = matrix.contexts(hostConfig: .defaults, fontFamily: "selawik")
        #expect(contexts.count == 20)
        let measurer = FixedAdvanceFake()
        var sink = 0.0
        for c in contexts { sink += Layout.compute(card: card, context: c, measurer: measurer).size.height }
        let rounds = 200
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds {
            for c in contexts { sink += Layout.compute(card: card, context: c, measurer: measurer).size.height }
        }
        let perMatrix = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rounds) / 1e6
        print("layout: \(card.nodes.count) nodes × \(contexts.count) contexts = \(perMatrix) ms per matrix")
        #expect(sink > 0)
        #expect(perMatrix < 5 * Double(contexts.count))
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
