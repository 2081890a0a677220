import Testing
@testable import CardlintText

/// Pair kerning from Inter's GPOS `kern` data (`rules/metrics/inter-kerning.tsv`).
@Suite struct KerningTests {
    /// hb-shape 6.0.0 widths in points at 16 pt of Inter 4.0 (Debian fonts-inter) Regular / Bold / ExtraBold,
    /// kerning on: Σ x_advance × 16 / 2816.
    static let shaped: [(String, FontWeight, Double)] = [
        ("AV", .regular, 20.5455), ("To", .regular, 18.5455), ("Ty", .regular, 18.1818), ("ГА", .regular, 18.6591),
        ("LT", .regular, 17.7273), ("P.", .regular, 14.0227),
        ("AV", .bold, 22.4886), ("To", .bold, 19.2386), ("Ty", .bold, 19.0682), ("ГА", .bold, 19.8352),
        ("AV", .extrabold, 23.1307), ("To", .extrabold, 19.4716), ("ГА", .extrabold, 20.2216),
    ]

    @Test func knownPairsMatchHarfBuzz() throws {
        let m = try makeMeasurer()
        for (text, weight, expected) in Self.shaped {
            let w = m.width(of: text, style: style("inter", weight, size: 16))
            #expect(abs(w - expected) / expected < 0.005, "\(text) \(weight): \(w) vs hb-shape \(expected)")
        }
    }

    @Test func kerningNarrowsThePairAgainstItsAdvances() throws {
        let m = try makeMeasurer()
        let pair = m.width(of: "AV", style: style("inter", size: 16))
        let apart = m.width(of: "A", style: style("inter", size: 16)) + m.width(of: "V", style: style("inter", size: 16))
        #expect(pair < apart - 1, "AV kerns by about 1.1 pt at 16 pt: \(pair) vs \(apart)")
    }

    /// Measured in headless Chromium (Inter Regular, 14 px): "To-do: Verify Tax Forms" is 157.78 px wide and
    /// fits one line of a 160 px box; without kerning it came out 163 px and two lines.
    @Test func aCardStringFitsOneLineOnceKerned() throws {
        let m = try makeMeasurer()
        let text = "To-do: Verify Tax Forms"
        let layout = m.layout(text, style: style("inter", size: 14), maxWidth: 160, wrapping: TextWrapping(wrap: true))
        #expect(layout.lines.count == 1)
        #expect(abs(layout.naturalWidth - 157.7784) / 157.7784 < 0.005)
        // Chromium: 234.92 px, one line at 240 px (two without kerning).
        let cyrillic = m.layout("ГАЗ-ТАТ: Уведомление о доставке", style: style("inter", size: 14), maxWidth: 240,
                                wrapping: TextWrapping(wrap: true))
        #expect(cyrillic.lines.count == 1)
    }

    /// Selawik's sources (microsoft/Selawik UFOs and .glyphs) have no kerning.plist, no `kern` feature and no
    /// `pos` rule: its widths stay sums of advances.
    @Test func selawikIsNotKerned() throws {
        let m = try makeMeasurer()
        let pair = m.width(of: "AV", style: style("selawik", size: 16))
        let apart = m.width(of: "A", style: style("selawik", size: 16)) + m.width(of: "V", style: style("selawik", size: 16))
        #expect(abs(pair - apart) < 1e-9)
    }

    /// Kerning applies between characters of the face's own table only: next to a Devanagari letter (drawn by
    /// another font) a Latin letter keeps its advance, and monospace text is never kerned.
    @Test func onlyTheFamilysOwnCharactersKern() throws {
        let m = try makeMeasurer()
        let mixed = m.width(of: "Aक", style: style("inter", size: 16))
        let parts = m.width(of: "A", style: style("inter", size: 16)) + m.width(of: "क", style: style("inter", size: 16))
        #expect(abs(mixed - parts) < 1e-6)
        let mono = m.width(of: "AV", style: style("inter", size: 16, mono: true))
        #expect(abs(mono - 2 * m.width(of: "A", style: style("inter", size: 16, mono: true))) < 1e-9)
    }

    @Test func kerningTableReadsClassPairs() throws {
        let table = TSVTable(path: "kern.tsv", bytes: Array("left\t0\t0041 00C0\nright\t0\t0056\nright\t1\t0057\npair\t0\t1\t-0.01\t-0.02\n".utf8))
        let tables = try KernTable.tables(table, weights: [.regular, .bold])
        #expect(tables[.regular]?.kerning(0xC0, 0x57) == -0.01)
        #expect(tables[.bold]?.kerning(0x41, 0x57) == -0.02)
        #expect(tables[.bold]?.kerning(0x41, 0x56) == 0)
        #expect(tables[.bold]?.kerning(0x56, 0x41) == 0)
        // Non-ASCII members are kerned through the same classes as ASCII ones.
        #expect(tables[.regular]?.kerning(0xC0, 0x57) == tables[.regular]?.kerning(0x41, 0x57))
    }

    /// A kerning row that does not read is an error naming the file and line, never skipped or read as 0.
    @Test func malformedKerningRowsAreErrorsAtTheirLine() throws {
        let head = "# kerning\nleft\t0\t0041\nright\t0\t0056\n"
        for (bad, message) in [("pair\tx\t0\t1", "pair classes `x` `0`"), ("pair\t0\t0\tx", "`x` is not a number"),
                               ("pair\t0\t0", "malformed kerning row"), ("pair\t0\t0\t1\t2", "malformed kerning row"),
                               ("left\t-1\t0041", "class `-1`"), ("right\t1\t0056 zz", "`zz` is not a hexadecimal"),
                               ("kern\t0\t0\t1", "malformed kerning row"), ("pair\t0\t3\t1", "no `left`/`right` row declares")] {
            let table = TSVTable(path: "kern.tsv", bytes: Array((head + bad + "\n").utf8))
            #expect {
                _ = try KernTable.tables(table, weights: [.regular])
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix("kern.tsv:4: error: ") && text.contains(message)
            }
        }
        #expect(throws: TextMetricsError.self) { try KernTable.tables(TSVTable(path: "k", bytes: Array("# only\n".utf8)), weights: [.regular]) }
    }
}
