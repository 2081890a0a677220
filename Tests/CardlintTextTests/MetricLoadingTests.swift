import Foundation
import Testing
@testable import CardlintText

/// Metric tables as read from `rules/metrics`: every row kept, and CRLF files read like LF ones.
@Suite struct MetricLoadingTests {
    let tables: MetricTables
    init() throws { tables = try MetricTables.load(directory: rulesDirectory + "/metrics") }

    @Test func everyFamilyRowIsLoaded() throws {
        for family in MetricTables.familyFiles {
            let text = try String(contentsOfFile: rulesDirectory + "/metrics/\(family).tsv", encoding: .utf8)
            let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("codepoint") }
            let table = try #require(tables.families[family]?[.regular])
            let loaded = table.ascii.filter { $0 >= 0 }.count + table.others.count
            #expect(loaded == rows.count, "\(family)")
            // The first data row, read back.
            let cols = rows[0].split(separator: "\t")
            #expect(table.advance(UInt32(cols[0], radix: 16)!) == Float(cols[2]))
        }
        #expect(!tables.scriptGlyphs.isEmpty && !tables.arabic.isEmpty && !tables.lamAlef.isEmpty)
    }

    /// inter.tsv names light, regular, bold and extrabold in its header; selawik.tsv has no extrabold column
    /// (its `src` column is not a weight).
    @Test func weightColumnsComeFromTheHeader() throws {
        #expect(Set(tables.families["inter"]?.keys.map { $0 } ?? []) == Set(FontWeight.allCases))
        #expect(Set(tables.families["selawik"]?.keys.map { $0 } ?? []) == [.light, .regular, .bold])
        // Inter ExtraBold's "a" (0061), from the table's row.
        let text = try String(contentsOfFile: rulesDirectory + "/metrics/inter.tsv", encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("0061\t") }).split(separator: "\t")
        #expect(tables.families["inter"]?[.extrabold]?.advance(0x61) == Float(row[4]))
        #expect(tables.kerning["selawik"] == nil)
    }

    @Test func crlfLineEndingsReadAlike() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-crlf-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["inter.tsv", "inter-kerning.tsv", "selawik.tsv", "scripts.tsv", "conjuncts.tsv",
                     "arabic-forms.tsv", "fallbacks.yaml"] {
            var text = try String(contentsOfFile: rulesDirectory + "/metrics/" + name, encoding: .utf8)
            if name.hasSuffix(".tsv") { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
            try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
        }
        let crlf = try MetricTables.load(directory: dir)
        for family in MetricTables.familyFiles {
            for weight in [FontWeight.light, .regular, .bold] {
                let a = try #require(tables.families[family]?[weight]), b = try #require(crlf.families[family]?[weight])
                #expect(a.ascii == b.ascii && a.others == b.others, "\(family) \(weight)")
            }
        }
        let kern = try #require(tables.kerning["inter"]?[.bold]), crlfKern = try #require(crlf.kerning["inter"]?[.bold])
        #expect(kern.leftClass == crlfKern.leftClass && kern.rightClass == crlfKern.rightClass)
        #expect(crlf.families["inter"]?[.extrabold] != nil)
        #expect(crlf.conjuncts.count == tables.conjuncts.count && crlf.signForms.count == tables.signForms.count)
        #expect(crlf.scriptGlyphs.count == tables.scriptGlyphs.count)
        #expect(crlf.arabic.count == tables.arabic.count && crlf.lamAlef.count == tables.lamAlef.count)
    }
}
