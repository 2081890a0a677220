import Testing
@testable import CardlintText

/// Host config weights (100…900) to the weights metric tables have, by CSS Fonts 4 font matching.
@Suite struct FontWeightTests {
    @Test func cssMatchingAmongAllTables() {
        let cases: [(Double, FontWeight)] = [(100, .light), (200, .light), (300, .light), (350, .light), (400, .regular),
                                             (450, .regular), (500, .regular), (600, .bold), (700, .bold), (750, .extrabold),
                                             (800, .extrabold), (900, .extrabold)]
        for (requested, expected) in cases { #expect(FontWeight.matching(requested) == expected, "\(requested)") }
    }

    @Test func withoutExtraBoldHeavyWeightsDrawBold() {
        let selawik: [FontWeight] = [.light, .regular, .bold]
        #expect(FontWeight.matching(800, available: selawik) == .bold)
        #expect(FontWeight.matching(900, available: selawik) == .bold)
        #expect(FontWeight.matching(600, available: selawik) == .bold)
        #expect(FontWeight.matching(500, available: [.light, .bold]) == .light)
        #expect(FontWeight.matching(200, available: [.regular, .bold]) == .regular)
    }

    /// The tables a family has come in any order (a dictionary's keys): the match does not depend on it.
    @Test func theOrderOfTheTablesDoesNotMatter() {
        let all = FontWeight.allCases
        for requested in stride(from: 100.0, through: 900, by: 50) {
            for available in [all, all.reversed(), [.bold, .light, .regular], [.regular, .bold, .light], [.extrabold, .regular]] {
                let sorted = available.sorted { $0.value < $1.value }
                #expect(FontWeight.matching(requested, available: available) == FontWeight.matching(requested, available: sorted),
                        "\(requested) among \(available)")
            }
        }
        #expect(FontWeight.matching(500, available: []) == .regular, "no table: regular")
    }

    /// Inter has an ExtraBold table (wider than Bold); Selawik has none and measures extra bold as bold.
    @Test func extraBoldMeasuresWithItsTable() throws {
        let m = try makeMeasurer()
        let text = "Quarterly revenue report"
        let bold = m.width(of: text, style: style("inter", .bold)), heavy = m.width(of: text, style: style("inter", .extrabold))
        #expect(heavy > bold * 1.01)
        // hb-shape 6.0.0, Inter ExtraBold at 16 pt: 197.0227 (Σ x_advance × 16 / 2816).
        #expect(abs(heavy - 197.0227) / 197.0227 < 0.005)
        #expect(m.width(of: text, style: style("selawik", .extrabold)) == m.width(of: text, style: style("selawik", .bold)))
    }
}
