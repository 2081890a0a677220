@testable import CardlintLayout
import Testing

/// A card's layouts reuse the box arrays of its dead layouts (`BoxSpares`): a layout made in a
/// reused array equals one made in a fresh one, also when the earlier layout had boxes the later
/// one does not (an expanded `Action.ShowCard`'s card), and arrays are reused at all.
@Suite struct BoxSparesTests {
    static func context(expand: Bool, width: Double, scale: TypeScale) -> LayoutContext {
        let vp = Viewport(name: "w\(Int(width))", width: width, sizeClass: .compact, kind: .device)
        return LayoutContext(viewport: vp, typeScale: scale, hostConfig: .defaults, fontFamily: "selawik",
                             options: LayoutOptions(expandShowCards: expand))
    }

    @Test func reusedArraysGiveTheLayoutsOfFreshOnes() throws {
        for name in ["actions", "typical", "columns", "factset", "long-actions", "stack"] {
            let card = try Fixture.card(named: name)
            let input = Layout.prepare(card)
            // Each layout reuses the array of the layout two before it (the one before is still alive).
            let contexts = [Self.context(expand: true, width: 500, scale: .large),
                            Self.context(expand: true, width: 200, scale: TypeScale(name: "small", bodySize: 15, factor: 0.88)),
                            Self.context(expand: false, width: 300, scale: TypeScale(name: "ax3", bodySize: 40, factor: 2.35)),
                            Self.context(expand: false, width: 500, scale: .large)]
            var previous: LayoutTree? = nil
            for (i, ctx) in contexts.enumerated() {
                // The previous tree stays alive while the next is made, as in the linter.
                let tree = Layout.compute(input, context: ctx, measurer: FixedAdvanceFake())
                let fresh = Layout.compute(Layout.prepare(card), context: ctx, measurer: FixedAdvanceFake())
                #expect(tree.boxes == fresh.boxes, "\(name), context \(i)")
                #expect(tree.nodeFlags == fresh.nodeFlags, "\(name), context \(i)")
                previous = tree
            }
            _ = previous
            previous = nil
            #expect(input.spares.count == BoxSpares.kept, "\(name): dead layouts give their arrays back")
        }
    }
}
