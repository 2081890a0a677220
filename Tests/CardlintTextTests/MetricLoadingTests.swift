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

    /// Every advance and every kerning pair of the shipped tables, read back against the file's text
    /// split the plain way (`String` lines and tabs, `Float(String)`).
    @Test func everyValueReadsAsItsText() throws {
        for family in MetricTables.familyFiles {
            let text = try String(contentsOfFile: rulesDirectory + "/metrics/\(family).tsv", encoding: .utf8)
            let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            let header = lines[0].split(separator: "\t").map(String.init)
            var checked = 0
            for line in lines.dropFirst() {
                let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
                let cp = try #require(UInt32(cols[0], radix: 16))
                for (i, name) in header.enumerated() {
                    guard let weight = FontWeight(rawValue: name) else { continue }
                    #expect(tables.families[family]?[weight]?.advance(cp) == Float(cols[i]), "\(family) \(cols[0]) \(name)")
                    checked += 1
                }
            }
            #expect(checked > 3_000)
        }
        let text = try String(contentsOfFile: rulesDirectory + "/metrics/inter-kerning.tsv", encoding: .utf8)
        var left: [String: UInt32] = [:], right: [String: UInt32] = [:], pairs = 0
        let weights: [FontWeight] = [.light, .regular, .bold, .extrabold]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let cols = line.split(separator: "\t").map(String.init)
            switch cols[0] {
            case "left": left[cols[1]] = UInt32(cols[2].split(separator: " ")[0], radix: 16)
            case "right": right[cols[1]] = UInt32(cols[2].split(separator: " ")[0], radix: 16)
            default:
                let l = try #require(left[cols[1]]), r = try #require(right[cols[2]])
                for (w, weight) in weights.enumerated() {
                    #expect(tables.kerning["inter"]?[weight]?.kerning(l, r) == Float(cols[3 + w]), "\(line)")
                }
                pairs += 1
            }
        }
        #expect(pairs > 4_000)
    }

    /// A family row whose code point or advance does not read is an error naming the file and line
    /// (it was skipped, and the code point measured with the family's average).
    @Test func malformedFamilyRowsAreErrorsAtTheirLine() throws {
        let head = "# advances\ncodepoint\tregular\tbold\tsrc\n0041\t0.5\t0.6\tfont\n"
        for (bad, message) in [("00zz\t0.5\t0.6", "`00zz` is not a hexadecimal code point"),
                               ("0042\t0.5\tx", "the bold advance (column 3) is `x`, not a number"),
                               ("0042\t0.5", "the bold advance (column 3) is nothing, not a number")] {
            let table = TSVTable(path: "f.tsv", bytes: Array((head + bad + "\n").utf8))
            #expect {
                _ = try AdvanceTable.tables(table, weights: try table.weightColumns())
            } throws: { error in "\(error)" == "f.tsv:4: error: \(message)" }
        }
        let good = TSVTable(path: "f.tsv", bytes: Array(head.utf8))
        let loaded = try AdvanceTable.tables(good, weights: try good.weightColumns())
        #expect(loaded[.bold]?.advance(0x41) == 0.6 && loaded[.light] == nil)
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
            let table = TSVTable(path: name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))))
            for row in Self.rows(table) {
                for i in 0..<row.count {
                    var parts = [row[i][...]]
                    if name.hasSuffix("-kerning.tsv") || i == 0 { parts = row[i][...].split(whereSeparator: { $0 == 0x20 || $0 == 0x2B }) }
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
            var rows = 0
            TSVTable(path: name, bytes: bytes).forEachRow { row in
                defer { rows += 1 }
                guard rows < lines.count else { return }
                let fields = lines[rows].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                #expect(row.count == fields.count, "\(name)")
                for (i, f) in fields.enumerated() where i < row.count {
                    #expect(row.field(i).elementsEqual(f), "\(name)")
                    for sep in [UInt8(ascii: " "), UInt8(ascii: "+")] {
                        #expect(row.codepoints(i, separator: sep) == f.split(separator: sep).compactMap { TSVNumber.hex($0) }, "\(name)")
                    }
                }
            }
            #expect(rows == lines.count, "\(name)")
        }
        var crafted: [(count: Int, third: String, line: Int, spaced: [UInt32], plussed: [UInt32])] = []
        TSVTable(path: "t", bytes: Array("# c\ncodepoint\tregular\n0041\t\t0.5\r\n\n0042 0043+\t1\n".utf8)).forEachRow { row in
            crafted.append((row.count, row.count > 2 ? row.text(2) : "", row.line,
                            row.codepoints(0, separator: UInt8(ascii: " ")), row.codepoints(0, separator: UInt8(ascii: "+"))))
        }
        #expect(crafted.map(\.count) == [3, 2])
        #expect(crafted.map(\.line) == [3, 5])
        #expect(crafted.first?.third == "0.5")
        #expect(crafted.last?.spaced == [0x42])
        #expect(crafted.last?.plussed == [])
    }

    /// Each data row's fields, copied out of the table.
    static func rows(_ table: TSVTable) -> [[[UInt8]]] {
        var out: [[[UInt8]]] = []
        table.forEachRow { row in out.append((0..<row.count).map { Array(row.field($0)) }) }
        return out
    }
}
