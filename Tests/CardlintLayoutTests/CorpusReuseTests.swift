@testable import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// What a card's layouts reuse from its earlier ones (texts laid out in an earlier context)
/// changes nothing: on every corpus card, in every shipped host, the
/// layouts made one after another from one prepared card (the previous tree alive while the next
/// is made, as in the linter) equal layouts made from a freshly prepared card, box for box.
@Suite struct CorpusReuseTests {
    static func cards() throws -> [(String, Card)] {
        let root = TestSupport.repoRoot + "/corpus"
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return files.compactMap { file in
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                  let json = try? JSONParser.parse(Array(data)).value else { return nil }
            return (file, CardBuilder.build(json, catalog: TestSupport.resources.catalog))
        }
    }

    static let scales = [TypeScale.large, TypeScale(name: "small", bodySize: 15, factor: 0.88),
                         TypeScale(name: "ax3", bodySize: 40, factor: 2.35)]

    /// Every shipped host's first theme, in two widths and three type scales.
    static func contexts() -> [(host: String, context: LayoutContext)] {
        var out: [(host: String, context: LayoutContext)] = []
        for host in TestSupport.resources.hosts {
            guard let config = host.themes.first?.config else { continue }
            for width in [320.0, 540.0] {
                for scale in scales {
                    let vp = Viewport(name: "w\(Int(width))", width: width, sizeClass: .compact, kind: .device)
                    out.append((host.profile.id, LayoutContext(viewport: vp, typeScale: scale, hostConfig: config,
                                                               fontFamily: host.profile.fontFamily)))
                }
            }
        }
        return out
    }

    @Test func reusedLayoutsEqualFreshOnes() throws {
        let measurer = TestSupport.resources.measurer
        let cards = try Self.cards()
        let contexts = Self.contexts()
        #expect(cards.count > 50 && contexts.count >= 12)
        var boxes = 0
        for (file, card) in cards {
            // One prepared card for every host and context, as in the linter.
            let input = Layout.prepare(card)
            var previous: LayoutTree? = nil
            for (i, c) in contexts.enumerated() {
                let tree = Layout.compute(input, context: c.context, measurer: measurer)
                let fresh = Layout.compute(Layout.prepare(card), context: c.context, measurer: measurer)
                #expect(tree.boxes == fresh.boxes, "\(c.host) \(file), context \(i)")
                #expect(tree.strings == fresh.strings && tree.lines == fresh.lines && tree.rects == fresh.rects,
                        "\(c.host) \(file), context \(i)")
                #expect(tree.nodeFlags == fresh.nodeFlags, "\(c.host) \(file), context \(i)")
                #expect(tree.size == fresh.size, "\(c.host) \(file), context \(i)")
                boxes += tree.laidOutIDs.count
                previous = tree
            }
            _ = previous
        }
        #expect(boxes > 1000)
    }

    /// A setter makes a new object: a copy taken before keeps its values (the rich-text and alignment passes set fields after layout).
    @Test func settersLeaveCopiesAlone() {
        var text = LaidText(stringIndex: 0, frame: Rect(x: 0, y: 0, width: 10, height: 12), lineStart: 0, lineCount: 0,
                            fontSize: 10, lineHeight: 12, flags: [], hiddenCharacters: 0)
        let kept = text
        text.fontSize = 20
        text.frame.width = 30
        #expect(kept.fontSize == 10 && kept.frame.width == 10)
        #expect(text.fontSize == 20 && text.frame.width == 30)
        text.fontSize = 40
        #expect(text.fontSize == 40 && text.frame.width == 30 && kept.fontSize == 10)
    }
}
