@testable import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// What a card's layouts reuse from its earlier ones (the box arrays of dead layouts, texts laid
/// out in an earlier context) changes nothing: on every corpus card, in every shipped host, the
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
                #expect(tree.nodeFlags == fresh.nodeFlags, "\(c.host) \(file), context \(i)")
                #expect(tree.size == fresh.size, "\(c.host) \(file), context \(i)")
                boxes += tree.laidOutIDs.count
                previous = tree
            }
            _ = previous
        }
        #expect(boxes > 1000)
    }

    /// A dead layout's text objects are written again only when nothing else refers to them: texts a
    /// caller keeps from a layout keep their values while the card's next layouts are made (and
    /// reuse that layout's array).
    @Test func keptTextsKeepTheirValues() throws {
        let measurer = TestSupport.resources.measurer
        let contexts = Self.contexts()
        var kept = 0
        for (file, card) in try Self.cards() {
            let input = Layout.prepare(card)
            // Texts of the first layout, and copies of them in objects of their own.
            var texts: [LaidText] = [], copies: [LaidText] = []
            for case let box? in Layout.compute(input, context: contexts[0].context, measurer: measurer).boxes {
                for t in [box.text, box.label].compactMap({ $0 }) {
                    texts.append(t)
                    copies.append(LaidText(string: t.string, frame: t.frame, lines: t.lines, fontSize: t.fontSize,
                                           lineHeight: t.lineHeight, flags: t.flags, hiddenCharacters: t.hiddenCharacters))
                }
            }
            var previous: LayoutTree? = nil
            for c in contexts.dropFirst() {
                previous = Layout.compute(input, context: c.context, measurer: measurer)
            }
            _ = previous
            for (t, copy) in zip(texts, copies) {
                #expect(t.storage !== copy.storage)
                #expect(t == copy, "\(file): a kept text changed")
            }
            kept += texts.count
        }
        #expect(kept > 100)
    }

    /// Emptying a dead layout's array keeps the objects of its texts and labels that nothing else
    /// refers to, and only those; the array keeps its length, every slot empty.
    @Test func harvestKeepsOnlyUnreferencedTextObjects() throws {
        let card = try #require(Self.cards().first { $0.0.hasSuffix("expense-approval.json") }?.1)
        let input = Layout.prepare(card)
        let contexts = Self.contexts()
        _ = Layout.compute(input, context: contexts[0].context, measurer: TestSupport.resources.measurer)
        // The tree is dead: its array is the spares' only.
        var boxes = input.spares.take()
        #expect(boxes.count == card.nodes.count)
        let texts = boxes.reduce(0) { $0 + ($1?.text == nil ? 0 : 1) + ($1?.label == nil ? 0 : 1) }
        let first = boxes.compactMap { $0?.text }.first
        let kept = try #require(first)
        let pool = TextPool()
        // A caller still holds `kept` while the array is emptied.
        withExtendedLifetime(kept) { pool.harvest(&boxes) }
        #expect(texts > 2)
        #expect(pool.count == texts - 1, "every text object but the kept one")
        #expect(boxes.count == card.nodes.count && boxes.allSatisfy { $0 == nil })
    }

    /// A setter writes a text's object in place only when the text owns it alone: a copy taken
    /// before keeps its values (the rich-text and alignment passes set fields after layout).
    @Test func settersLeaveCopiesAlone() {
        var text = LaidText(string: "ab", frame: Rect(x: 0, y: 0, width: 10, height: 12), lines: [], fontSize: 10,
                            lineHeight: 12, flags: [], hiddenCharacters: 0)
        let kept = text
        text.fontSize = 20
        text.frame.width = 30
        #expect(kept.fontSize == 10 && kept.frame.width == 10)
        #expect(text.fontSize == 20 && text.frame.width == 30)
        text.fontSize = 40   // owned alone now: written in place
        #expect(text.fontSize == 40 && text.frame.width == 30 && kept.fontSize == 10)
    }
}
