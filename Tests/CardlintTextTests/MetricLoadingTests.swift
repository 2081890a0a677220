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
        let scripts = tables.scriptTables.tables()
        #expect(!scripts.glyphs.isEmpty && !scripts.arabic.isEmpty && !scripts.lamAlef.isEmpty)
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
        let a = tables.scriptTables.tables(), b = crlf.scriptTables.tables()
        #expect(b.conjuncts.count == a.conjuncts.count && b.signForms.count == a.signForms.count)
        #expect(b.glyphs.count == a.glyphs.count && !b.glyphs.isEmpty)
        #expect(b.arabic.count == a.arabic.count && b.lamAlef.count == a.lamAlef.count)
    }

    /// Fields are read from their bytes (`TSVNumber`): every field of every shipped table reads as
    /// `Float(String)`, `UInt32(_:radix: 16)` and `Int32(String)` read its text, and so do the
    /// shapes the short paths leave to them.
    @Test func fieldsReadAsTheirText() throws {
        let dir = rulesDirectory + "/metrics"
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tsv") }
        var fields = 0
        for name in names {
            let table = TSVRows(path: name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))))
            for row in table.rows {
                for i in 0..<row.count {
                    var parts = [row.field(i)]
                    if name.hasSuffix("-kerning.tsv") || i == 0 { parts = row.field(i).split(whereSeparator: { $0 == 0x20 || $0 == 0x2B }) }
                    for part in parts {
                        let text = String(decoding: part, as: UTF8.self)
                        #expect(TSVNumber.float(part)?.bitPattern == Float(text)?.bitPattern, "\(name): \(text)")
                        #expect(TSVNumber.hex(part) == UInt32(text, radix: 16), "\(name): \(text)")
                        #expect(TSVNumber.int32(part) == Int32(text), "\(name): \(text)")
                        fields += 1
                    }
                }
            }
        }
        #expect(fields > 50_000)
        for text in ["", "-", ".", "1.", ".5", "-0", "-0.0000", "+1", "1e3", "0x1p3", "inf", "nan", "12345.5", "1.123456789",
                     "99999.99999", "0.1", "1 ", " 1", "-12", "fffff", "0041x", "123456789", "1234567890", "FFFFFFFF", "100000000"] {
            let bytes = Array(text.utf8)[...]
            #expect(TSVNumber.float(bytes)?.bitPattern == Float(text)?.bitPattern, "\(text)")
            #expect(TSVNumber.hex(bytes) == UInt32(text, radix: 16), "\(text)")
            #expect(TSVNumber.int32(bytes) == Int32(text), "\(text)")
        }
    }

    /// A table's rows share one array of fields: each row still has exactly the fields of its line
    /// split at tabs, and `codepoints` the hex parts of a field split at its separator.
    @Test func rowsAreTheirLinesSplitAtTabs() throws {
        let dir = rulesDirectory + "/metrics"
        for name in try FileManager.default.contentsOfDirectory(atPath: dir).filter({ $0.hasSuffix(".tsv") }).sorted() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
                .filter { !$0.isEmpty && $0.first != UInt8(ascii: "#") && !$0.starts(with: Array("codepoint".utf8)) }
            let rows = TSVRows(path: name, bytes: bytes).rows
            #expect(rows.count == lines.count, "\(name)")
            for (row, line) in zip(rows, lines) {
                let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                #expect(row.count == fields.count, "\(name)")
                for (i, f) in fields.enumerated() where i < row.count {
                    #expect(row.field(i).elementsEqual(f), "\(name)")
                    for sep in [UInt8(ascii: " "), UInt8(ascii: "+")] {
                        #expect(row.codepoints(i, separator: sep) == f.split(separator: sep).compactMap { TSVNumber.hex($0) }, "\(name)")
                    }
                }
            }
        }
        let crafted = TSVRows(path: "t", bytes: Array("# c\ncodepoint\tregular\n0041\t\t0.5\r\n\n0042 0043+\t1\n".utf8)).rows
        #expect(crafted.map(\.count) == [3, 2])
        #expect(crafted.first.map { String(decoding: $0.field(2), as: UTF8.self) } == "0.5")
        #expect(crafted.last?.codepoints(0, separator: UInt8(ascii: " ")) == [0x42])
        #expect(crafted.last?.codepoints(0, separator: UInt8(ascii: "+")) == [])
    }
}
