@testable import CardlintLayout
import Testing

/// `BoxTable` initializes a slot when it is first written (or changed) and empties the slots never
/// written when the layout ends: a slot holds the box last written, reads of slots not written are
/// nil, and the boxes' texts stay alive (a wrong move would over-release them).
@Suite struct BoxTableTests {
    static let text = LaidText(string: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10), lines: [],
                               fontSize: 10, lineHeight: 12, flags: .clipped, hiddenCharacters: 1)
    static let first = LayoutBox(nodeID: 1, frame: Rect(x: 1, y: 2, width: 3, height: 4), text: text,
                                 extraHitAreas: [Rect(x: 0, y: 0, width: 1, height: 1)])
    static let second = LayoutBox(nodeID: 1, frame: Rect(x: 5, y: 6, width: 7, height: 8), label: text,
                                  hitArea: Rect(x: 5, y: 6, width: 7, height: 8))

    @Test func setFillsEmptySlotsAndReplacesWrittenOnes() {
        let slots = BoxTable.make(count: 4) { table in
            #expect(table[1] == nil)   // not written yet
            table.set(1, Self.first)
            #expect(table[1] == Self.first)
            table.set(1, Self.second)
            table.set(2, Self.first)
        }
        #expect(slots == [nil, Self.second, Self.first, nil])
        #expect(slots[1]?.flags == .clipped)   // the label's flags, joined by the initializer
        #expect(slots[2]?.text?.string == "a" && slots[2]?.extraHitAreas.count == 1)
    }

    /// Changing a slot in place (as `Engine.shift` does) works on written and unwritten slots alike.
    @Test func changesInPlace() {
        let slots = BoxTable.make(count: 3) { table in
            table.set(0, Self.first)
            table[0]?.offset(dx: 10, dy: 20)
            table[2]?.offset(dx: 1, dy: 1)   // an empty slot stays empty
            table[1] = Self.second
        }
        #expect(slots[0]?.frame == Rect(x: 11, y: 22, width: 3, height: 4))
        #expect(slots[0]?.text?.frame == Rect(x: 10, y: 20, width: 10, height: 10))
        #expect(slots[1] == Self.second && slots[2] == nil)
    }

    @Test func noSlotsNoCall() {
        var called = false
        #expect(BoxTable.make(count: 0) { _ in called = true }.isEmpty)
        #expect(!called)
    }
}

/// `hasGrowthProblems` reads the boxes' flags: one box with a growth flag is enough; flags that
/// do not grow with the type scale (hidden by `maxActions`, size unknown) are not.
@Suite struct GrowthProblemTests {
    static func tree(_ flags: [LayoutFlags]) -> LayoutTree {
        let boxes: [LayoutBox?] = flags.enumerated().map { LayoutBox(nodeID: $0.offset, frame: .zero, flags: $0.element) } + [nil]
        return LayoutTree(boxes: boxes, size: Size(width: 1, height: 1), viewportName: "v", typeScaleName: "t",
                          types: boxes.map { _ in nil }, parents: boxes.map { _ in nil })
    }

    @Test func growthFlagsCount() {
        #expect(!Self.tree([]).hasGrowthProblems)
        #expect(!Self.tree([[], .hiddenByMaxActions, .sizeUnknown, .inOverflowMenu]).hasGrowthProblems)
        for flag in [LayoutFlags.clipped, .truncated, .overflowsHorizontally, .brokeInsideWord, .scrollsHorizontally] {
            #expect(Self.tree([[], [flag, .sizeUnknown]]).hasGrowthProblems)
        }
    }
}
