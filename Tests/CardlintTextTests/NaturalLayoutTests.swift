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
