@testable import CardlintLayout
import Testing

/// `BoxTable.set` moves a box into a slot still empty without destroying the empty value first, and
/// assigns over a slot written before: either way the slot holds the box last written, and the
/// boxes' texts stay alive (a wrong move would over-release them).
@Suite struct BoxTableTests {
    @Test func setFillsEmptySlotsAndReplacesWrittenOnes() {
        let text = LaidText(string: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10), lines: [],
                            fontSize: 10, lineHeight: 12, flags: .clipped, hiddenCharacters: 1)
        let first = LayoutBox(nodeID: 1, frame: Rect(x: 1, y: 2, width: 3, height: 4), text: text,
                              extraHitAreas: [Rect(x: 0, y: 0, width: 1, height: 1)])
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
        #expect(slots[2]?.text?.string == "a" && slots[2]?.extraHitAreas.count == 1)
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
