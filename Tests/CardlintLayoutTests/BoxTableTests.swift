@testable import CardlintLayout
import Testing

/// `BoxTable.set` writes a box into a slot still empty and over a slot written before: either way
/// the slot holds the box last written, and the other slots stay as they were.
@Suite struct BoxTableTests {
    @Test func setFillsEmptySlotsAndReplacesWrittenOnes() {
        let text = LaidText(stringIndex: 2, frame: Rect(x: 0, y: 0, width: 10, height: 10), lineStart: 3, lineCount: 1,
                            fontSize: 10, lineHeight: 12, flags: .clipped, hiddenCharacters: 1)
        let first = LayoutBox(nodeID: 1, frame: Rect(x: 1, y: 2, width: 3, height: 4), text: text,
                              extraHitAreas: 4..<5)
        let second = LayoutBox(nodeID: 1, frame: Rect(x: 5, y: 6, width: 7, height: 8), label: text,
                               hitArea: Rect(x: 5, y: 6, width: 7, height: 8))
        var slots: [LayoutBox?] = [nil, nil, nil]
        slots.withUnsafeMutableBufferPointer { buffer in
            let table = BoxTable(buffer)
            table.set(1, first)
            #expect(table[1] == first)
            table.set(1, second)
            table.set(2, first)
        }
        #expect(slots == [nil, second, first])
        #expect(slots[1]?.flags == .clipped)   // the label's flags, joined by the initializer
        #expect(slots[2]?.text?.stringIndex == 2 && slots[2]?.text?.lineRange == 3..<4 && slots[2]?.extraHitAreaRange == 4..<5)
    }

    /// A box holds only numbers (its texts' strings and lines, its extra hit areas are the tree's):
    /// the table of boxes is freed in one go, not box by box through the generic destroy of each
    /// optional box. A reference field added to a box or a text would fail this.
    @Test func boxesAreTriviallyDestructible() {
        #expect(_isPOD(LayoutBox?.self) && _isPOD(LaidText.self))
    }
}

/// The tree's strings, lines and rectangles are where the boxes' indices say: a text's string and
/// lines, a node's extra hit areas (rating stars), in a layout with several texts before them.
@Suite struct TextStoreTests {
    @Test func boxesFindTheirTextsLinesAndTargets() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[
          {"type":"TextBlock","id":"a","text":"first text","wrap":true},
          {"type":"FactSet","facts":[{"title":"Owner","value":"aaaa bbbb cccc dddd eeee ffff gggg hhhh"}]},
          {"type":"Input.Rating","id":"rate","max":3},
          {"type":"TextBlock","id":"b","text":"aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii","wrap":true}]}
        """)
        let tree = Fixture.layout(card, width: 200)
        let b = try #require(tree[try Fixture.id(card, "b")]?.text)
        #expect(tree.string(of: b) == "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii")
        let lines = tree.lines(of: b)
        #expect(b.lineCount > 1 && lines.count == b.lineCount)
        #expect(lines.first?.utf16Range.lowerBound == 0 && lines.last?.utf16Range.upperBound == 44)
        #expect(lines.map { tree.text(of: $0, in: b) }.joined().filter { $0 != " " }
                == "aaaabbbbccccddddeeeeffffgggghhhhiiii")
        let fact = try #require(tree[card.nodes.first { $0.type == "Fact" }!.id])
        #expect(tree.string(of: try #require(fact.label)) == "Owner")
        #expect(tree.string(of: try #require(fact.text)) == "aaaa bbbb cccc dddd eeee ffff gggg hhhh")
        let rate = try #require(tree[try Fixture.id(card, "rate")])
        let stars = tree.extraHitAreas(of: rate)
        #expect(stars.count == 3 && stars.first == rate.hitArea)
        #expect(Set(tree.boxes.compactMap { $0?.text?.stringIndex }).count == 3)
    }

    /// A box moved after it was laid out (content centred in a taller container) takes its extra
    /// hit areas along: the first star stays the box's hit area, and every star stays in the box.
    @Test func extraHitAreasMoveWithTheirBox() throws {
        let card = try Fixture.card(json: """
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"Container","minHeight":"300px",
          "verticalContentAlignment":"center","items":[{"type":"Input.Rating","id":"rate","max":3}]}]}
        """)
        let tree = Fixture.layout(card, width: 300)
        let rate = try #require(tree[try Fixture.id(card, "rate")])
        let stars = tree.extraHitAreas(of: rate)
        #expect(rate.frame.y > 100)   // centred in 300 pt
        #expect(stars.count == 3 && stars.first == rate.hitArea)
        #expect(stars.allSatisfy { $0.y >= rate.frame.y - 1e-9 && $0.maxY <= rate.frame.maxY + 1e-9 })
    }
}

/// `hasGrowthProblems` reads the boxes' flags: one box with a growth flag is enough; flags that
/// do not grow with the type scale (hidden by `maxActions`, size unknown) are not.
@Suite struct GrowthProblemTests {
    static func tree(_ flags: [LayoutFlags]) -> LayoutTree {
        let boxes: [LayoutBox?] = flags.enumerated().map { LayoutBox(nodeID: $0.offset, frame: .zero, flags: $0.element) } + [nil]
        return LayoutTree(boxes: boxes, size: Size(width: 1, height: 1), viewportName: "v", typeScaleName: "t")
    }

    @Test func growthFlagsCount() {
        #expect(!Self.tree([]).hasGrowthProblems)
        #expect(!Self.tree([[], .hiddenByMaxActions, .sizeUnknown, .inOverflowMenu]).hasGrowthProblems)
        for flag in [LayoutFlags.clipped, .truncated, .overflowsHorizontally, .brokeInsideWord, .scrollsHorizontally] {
            #expect(Self.tree([[], [flag, .sizeUnknown]]).hasGrowthProblems)
        }
    }
}
