@testable import CardlintLayout
import CardlintText
import Foundation
import Testing

/// A card's memo lays its runs out through one store of natural layouts (answering from it when a
/// text fits, asking the measurer otherwise) and appends their lines to one array: in any order of
/// texts, faces, sizes and widths, each run gives exactly its own string's layout. A run number
/// mixed up between the memo and the store, or an answer from the wrong entry, shows here.
@Suite struct TextMemoLayoutTests {
    @Test func memoLayoutsEqualTheStringsOwn() throws {
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("rules").path
        let m = try ICUTextMeasurer(metricsDirectory: rules)
        let memo = TextMemo(texts: 8, faces: 2)
        let texts = ["Section 3", "Details for item 3 of the report", "Owner", "Person 3", "a\nb c", "", "   ",
                     "Donaudampfschifffahrtsgesellschaftskapitän und mehr"]
        let faces: [(String, FontWeight)] = [("selawik", .bold), ("inter", .regular)]
        var lines: [TextLine] = []
        for size in [14.0, 17.5, 14, 12.32] {
            for width in [1000.0, 90, 40, 1000, 0] {
                for (family, weight) in faces.reversed() + faces {
                    for t in texts.reversed() {
                        for wrapping in [TextWrapping(wrap: true), TextWrapping(wrap: true, maxLines: 1), TextWrapping(wrap: false)] {
                            let n = memo.number(t, family: family, weight: weight, monospace: false, locale: nil, measurer: m)
                            let start = lines.count
                            let laid = memo.layout(n, size: size, maxWidth: width, wrapping: wrapping, measurer: m, into: &lines)
                            let expected = m.layout(t, style: TextStyle(face: FontFace(family: family, weight: weight), size: size),
                                                    maxWidth: width, wrapping: wrapping)
                            #expect(TextLayout(lines: Array(lines[start...]), laid) == expected,
                                    "\(t.debugDescription) in \(family) \(weight) at \(size) pt, width \(width), \(wrapping)")
                        }
                    }
                }
            }
        }
    }
}
