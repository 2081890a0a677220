import CardlintText
import Testing

/// A run answers from its layouts at unlimited width (kept per size and wrapping) when they fit:
/// laid out at any size, in any order of sizes (a size seen before answers from its entry), and at
/// any width around the natural one, a run gives exactly what filling the string's lines at that
/// size gives.
@Suite struct NaturalLayoutTests {
    static let texts = ["Details for item 12 of the report", "a  \n   \n b \n", " ", "line\nbreak\n\nafter an empty line",
                        "東京 café 😀 Москва résumé", "Donaudampfschifffahrtsgesellschaftskapitän", ""]

    @Test(arguments: texts)
    func scaledLinesEqualFilledOnes(_ text: String) throws {
        let m = try makeMeasurer()
        let face = FontFace(family: "selawik")
        let run = m.prepare(text, face: face, locale: "en")
        // Sizes up and down again (a size seen before answers from its entry), the type scales'
        // odd products, and sizes no host gives (zero, negative, huge, infinite).
        for size in [14.0, 12.32, 33.6, 14, 1, 0.5, 1e300, 0, -3, .infinity] {
            let st = TextStyle(face: face, size: size, locale: "en")
            for wrapping in [TextWrapping(wrap: true), TextWrapping(wrap: true, maxLines: 1),
                             TextWrapping(wrap: true, maxLines: 2), TextWrapping(wrap: false)] {
                let natural = m.layout(text, style: st, maxWidth: .infinity, wrapping: wrapping).width
                for width in [natural, natural + 0.005, natural - 0.005, natural + 0.02, natural / 2, 0, 1e9, .infinity] {
                    #expect(m.layout(run, size: size, maxWidth: width, wrapping: wrapping)
                            == m.layout(text, style: st, maxWidth: width, wrapping: wrapping),
                            "\(text.debugDescription) at \(size) pt, width \(width), \(wrapping)")
                }
            }
        }
    }
}

/// A card's runs share one store of natural layouts (entries chained per run, lines in one array)
/// and append their shown lines to one array: laid out in any order, every run gives exactly its
/// own string's layout, its lines land after what the array held, and nothing before them changes.
/// A run number mixed up, an entry's line range off by one or a truncated line written in the wrong
/// place shows here.
@Suite struct SharedNaturalLayoutTests {
    @Test func runsInOneStoreGiveTheirOwnLayouts() throws {
        let m = try makeMeasurer()
        let texts = NaturalLayoutTests.texts + ["Owner", "Person 7", "Section 12", "a\nb\nc\nd", "Details for item 3 of the report"]
        let faces = [FontFace(family: "selawik"), FontFace(family: "inter", weight: .bold)]
        var runs: [(run: PreparedRun, text: String, face: FontFace)] = []
        for face in faces { for t in texts { runs.append((m.prepare(t, face: face, locale: "en"), t, face)) } }
        var natural = NaturalLayouts(runs: 2)
        var lines: [TextLine] = []
        let wrappings = [TextWrapping(wrap: true), TextWrapping(wrap: true, maxLines: 1), TextWrapping(wrap: true, maxLines: 2),
                         TextWrapping(wrap: false)]
        // Sizes outside, widths inside: each run's entries are made at different times, between
        // other runs' entries.
        for size in [14.0, 12.32, 14, 33.6] {
            for width in [1000.0, 80, 35, 0, 1000] {
                for (number, r) in runs.enumerated().reversed() {
                    for wrapping in wrappings {
                        let before = lines
                        let laid = m.layout(r.run, number: number, size: size, maxWidth: width, wrapping: wrapping,
                                            natural: &natural, into: &lines)
                        let expected = m.layout(r.text, style: TextStyle(face: r.face, size: size, locale: "en"),
                                                maxWidth: width, wrapping: wrapping)
                        #expect(Array(lines[..<before.count]) == before)
                        #expect(TextLayout(lines: Array(lines[before.count...]), laid) == expected,
                                "\(r.text.debugDescription) in \(r.face) at \(size) pt, width \(width), \(wrapping)")
                        #expect(laid.lineCount == lines.count - before.count)
                    }
                }
            }
        }
    }
}
