import CardlintText
import Testing

/// A prepared run laid out at any size and width gives exactly what laying out the string gives
/// (including at exactly its natural width, where the run answers with its unlimited layout).
@Suite struct PreparedRunTests {
    @Test(arguments: ["Approve the expense report before Friday", "東京 café 😀 Москва résumé", "", "line\nbreak"])
    func preparedEqualsDirect(_ text: String) throws {
        let m = try makeMeasurer()
        for face in [FontFace(family: "inter"), FontFace(family: "selawik", weight: .bold), FontFace(family: "inter", monospace: true)] {
            let run = m.prepare(text, face: face, locale: "en")
            for size in [14.0, 17, 40] {
                let st = TextStyle(face: face, size: size, locale: "en")
                #expect(m.width(of: run, size: size) == m.width(of: text, style: st))
                let natural = m.width(of: text, style: st)
                for width in [1000.0, 40, 120, natural, natural - 0.5, 0, -5] {
                    for wrapping in [TextWrapping(wrap: true), TextWrapping(wrap: true, maxLines: 1), TextWrapping(wrap: false)] {
                        #expect(m.layout(run, size: size, maxWidth: width, wrapping: wrapping)
                                == m.layout(text, style: st, maxWidth: width, wrapping: wrapping))
                    }
                }
            }
        }
    }

    /// The measurer's caches keep faces apart: measuring a text in one face first changes nothing in another.
    @Test func segmentationSharedBetweenFacesChangesNothing() throws {
        let texts = ["Approve the expense report before Friday afternoon, please", "東京 café 😀 Москва résumé", "a\nb", ""]
        let shared = try makeMeasurer()
        for text in texts { _ = shared.width(of: text, style: style("inter", locale: "en")) }
        for text in texts {
            let fresh = try makeMeasurer()
            for st in [style("selawik", locale: "en"), style("selawik", .bold, locale: "en"), style("inter", locale: "en", mono: true)] {
                for width in [60.0, 1000] {
                    #expect(shared.layout(text, style: st, maxWidth: width, wrapping: TextWrapping(wrap: true))
                            == fresh.layout(text, style: st, maxWidth: width, wrapping: TextWrapping(wrap: true)))
                }
            }
        }
    }

    /// The fake measurer has no prepared form: the protocol's defaults measure the string.
    @Test func defaultsFallBackToTheString() {
        let m = FixedAdvanceMeasurer(advance: 0.5)
        let run = m.prepare("a b c", face: FontFace(family: "x"), locale: nil)
        let st = TextStyle(face: FontFace(family: "x"), size: 10)
        #expect(m.layout(run, size: 10, maxWidth: 12, wrapping: TextWrapping(wrap: true))
                == m.layout("a b c", style: st, maxWidth: 12, wrapping: TextWrapping(wrap: true)))
        #expect(m.width(of: run, size: 10) == 25)
    }
}

/// A run prepared with a sibling in another face (whose segmentation it borrows) lays out exactly
/// like one prepared from scratch; a sibling of another text or locale lends nothing.
@Suite struct SiblingPreparationTests {
    static let faces = [FontFace(family: "inter"), FontFace(family: "selawik"), FontFace(family: "selawik", weight: .bold),
                        FontFace(family: "inter", monospace: true)]

    @Test(arguments: ["Approve the expense report before Friday, or it goes back to the submitter", "東京 café 😀 Москва résumé Ελλάδα",
                      "ok", "line\nbreak and a very long word: Donaudampfschifffahrtsgesellschaftskapitän", ""])
    func borrowedSegmentationLaysOutLikeFresh(_ text: String) throws {
        // Fresh runs come from a measurer that never borrows: its caches cannot hold a borrowed entry.
        let m = try makeMeasurer(), reference = try makeMeasurer()
        for locale in ["en", "ja", nil] as [String?] {
            for lender in Self.faces {
                let sibling = m.prepare(text, face: lender, locale: locale)
                for face in Self.faces where face != lender {
                    let borrowed = m.prepare(text, face: face, locale: locale, like: sibling)
                    let fresh = reference.prepare(text, face: face, locale: locale)
                    for size in [14.0, 31] {
                        #expect(m.width(of: borrowed, size: size) == m.width(of: fresh, size: size))
                        for width in [30.0, 120, 400] {
                            #expect(m.layout(borrowed, size: size, maxWidth: width, wrapping: TextWrapping(wrap: true))
                                    == m.layout(fresh, size: size, maxWidth: width, wrapping: TextWrapping(wrap: true)))
                        }
                    }
                }
            }
        }
    }

    @Test func siblingOfAnotherTextOrLocaleIsIgnored() throws {
        let m = try makeMeasurer()
        let face = FontFace(family: "selawik"), lender = FontFace(family: "inter")
        // ICU reads curly quotes as quotation marks in English, as opening/closing punctuation in
        // Chinese: the same text breaks differently, so a Chinese sibling must not lend to English.
        let quoted = "他说“好”然后“走”了“吧”"
        let widths = [20.0, 30, 40, 50, 60]
        func lines(_ run: PreparedRun) -> [[Range<Int>]] {
            widths.map { m.layout(run, size: 14, maxWidth: $0, wrapping: TextWrapping(wrap: true)).lines.map(\.utf16Range) }
        }
        #expect(lines(m.prepare(quoted, face: face, locale: "zh")) != lines(m.prepare(quoted, face: face, locale: "en")),
                "the locales must segment this text differently for the case to mean something")
        for (text, siblingText, siblingLocale, locale) in [("Approve the report", "something else entirely", "en", "en"),
                                                          (quoted, quoted, "zh", "en")] {
            // A measurer that has seen only the sibling: its caches cannot answer for the borrowed run.
            let lending = try makeMeasurer()
            let sibling = lending.prepare(siblingText, face: lender, locale: siblingLocale)
            let borrowed = lending.prepare(text, face: face, locale: locale, like: sibling)
            let fresh = m.prepare(text, face: face, locale: locale)
            #expect(lines(borrowed) == lines(fresh), "\(text) in \(locale)")
            #expect(m.width(of: borrowed, size: 14) == m.width(of: fresh, size: 14))
        }
    }
}
