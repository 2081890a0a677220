import Foundation
import Testing
@testable import CardlintText

/// The script tables (`scripts.tsv`, `conjuncts.tsv`, `arabic-forms.tsv`) are parsed when a text first
/// needs them (`ScriptTableSource`), and what a text measures never depends on whether they were.
@Suite struct ScriptTablesTests {
    /// Latin text, with punctuation, symbols and emoji the family tables lack, never parses them;
    /// Devanagari does.
    @Test func latinTextLeavesTheScriptTablesUnparsed() throws {
        let m = try makeMeasurer()
        for text in ["Expense approval: $1,234.56 – “approved” ✓ → next", "Größe ÀÉÎõü ß ½ №42 ★ 🎉 你"] {
            for family in ["inter", "selawik"] {
                _ = m.layout(text, style: style(family, .bold), maxWidth: 120, wrapping: TextWrapping(wrap: true))
            }
        }
        #expect(!m.scriptTablesParsed)
        _ = m.width(of: "नमस्ते", style: style())
        #expect(m.scriptTablesParsed)
    }

    /// Code points of the tables that belong to no one script (the danda U+0964, the baht sign
    /// U+0E3F: ICU's Common script) take their table's advance in a text of their own, whether or not
    /// another text parsed the tables before.
    @Test func aCommonCodePointTakesItsTableAdvanceFirstOrLater() throws {
        let first = try makeMeasurer(), later = try makeMeasurer()
        _ = later.width(of: "क्षमा ภาษาไทย", style: style())
        #expect(later.scriptTablesParsed)
        for (text, advance) in [("\u{964}", 0.3790), ("\u{E3F}", 0.5840)] {
            let a = first.width(of: text, style: style(size: 10)), b = later.width(of: text, style: style(size: 10))
            #expect(a == b, "\(text)")
            #expect(abs(a - advance * 10) < 0.001, "\(text): \(a)")
        }
    }

    /// Every row of the shipped tables starts with a code point of `script-tables` in fallbacks.yaml
    /// (rows outside it would be left out), and each is parsed.
    @Test func everyRowLiesInTheDeclaredRange() throws {
        let tables = try MetricTables.load(directory: rulesDirectory + "/metrics")
        let range = tables.scriptTables.range
        #expect(range != 0...0x10FFFF, "fallbacks.yaml declares the range")
        var rows = 0
        for name in ["scripts.tsv", "conjuncts.tsv", "arabic-forms.tsv"] {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: rulesDirectory + "/metrics/" + name)))
            TSVTable(path: name, bytes: bytes).forEachRow { row in
                let first = row.codepoints(0, separator: UInt8(ascii: "+")).first
                #expect(first.map { range.contains($0) } == true, "\(name): \(first.map { String($0, radix: 16) } ?? "no code point")")
                rows += 1
            }
        }
        let parsed = tables.scriptTables.tables()
        #expect(parsed.glyphs.count + parsed.conjuncts.count + parsed.signForms.count + parsed.arabic.count + parsed.lamAlef.count == rows)
    }

    /// Threads that need the tables at once on a fresh measurer wait for one parse and measure alike.
    @Test func firstUseFromManyTasksMeasuresAlike() async throws {
        let texts = ["स्वास्थ्य बीमा", "ভাষা ক্ষমা", "مرحبا بالعالم لا", "שלום עולם", "Բարեւ ქართული", "తెలుగు శ్రీ"]
        let reference = try makeMeasurer()
        let expected = texts.map { reference.width(of: $0, style: style()) }
        let m = try makeMeasurer()
        let results = await withTaskGroup(of: [Double].self) { group in
            for _ in 0..<8 { group.addTask { texts.map { m.width(of: $0, style: style()) } } }
            var all: [[Double]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8)
        for r in results { #expect(r == expected) }
    }
}
