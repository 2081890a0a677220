import CICU
import CardlintReading
import Foundation

/// Why metric tables could not be loaded.
public struct TextMetricsError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): error: \(message)" }
}

extension MetricTables {
    static let familyFiles = ["inter", "selawik"]

    /// Loads `inter.tsv`, `selawik.tsv` (and `<family>-kerning.tsv` where there is one), `scripts.tsv`,
    /// `conjuncts.tsv`, `arabic-forms.tsv` and `fallbacks.yaml` from `directory`.
    static func load(directory: String) throws(TextMetricsError) -> MetricTables {
        var tables = MetricTables()
        for family in familyFiles {
            let path = directory + "/" + family + ".tsv"
            // The header names the weight columns (`codepoint light regular bold …`); other columns are ignored.
            let weights = try weightColumns(path)
            var byWeight: [FontWeight: AdvanceTable] = [:]
            for row in try rows(path, columns: 2) {
                guard let cp = codepoint(row[0]) else { continue }
                for (i, weight) in weights where i < row.count {
                    if let v = Float(row[i]) { byWeight[weight, default: AdvanceTable()].set(cp, v) }
                }
            }
            tables.families[family] = byWeight
            let kernPath = directory + "/" + family + "-kerning.tsv"
            if FileManager.default.fileExists(atPath: kernPath) {
                guard let kern = KernTable.tables(rows: try rows(kernPath, columns: 3),
                                                  weights: weights.map(\.1)) else {
                    throw TextMetricsError(path: kernPath, message: "malformed kerning row (left/right/pair)")
                }
                tables.kerning[family] = kern
            }
        }
        for row in try rows(directory + "/scripts.tsv", columns: 3) {
            guard let cp = codepoint(row[0]), let r = Float(row[1]), let b = Float(row[2]) else { continue }
            tables.scriptGlyphs[cp] = (r, b)
        }
        for row in try rows(directory + "/conjuncts.tsv", columns: 4) {
            guard let r = Float(row[2]), let b = Float(row[3]) else { continue }
            let parts = row[0].split(separator: "+").compactMap { codepoint(String($0)) }
            if parts.count == 2 { tables.signForms[conjunctKey(parts[0], parts[1])] = (r, b); continue }
            let next = row[1] == "*" ? nil : codepoint(row[1])
            guard parts.count == 1, row[1] == "*" || next != nil else { continue }
            tables.conjuncts[conjunctKey(parts[0], next)] = (r, b)
        }
        for row in try rows(directory + "/arabic-forms.tsv", columns: 9) {
            let v = row[1...8].map { Float($0) ?? 0 }
            let forms = ArabicForms(regular: (v[0], v[1], v[2], v[3]), bold: (v[4], v[5], v[6], v[7]))
            let parts = row[0].split(separator: "+").compactMap { codepoint(String($0)) }
            if parts.count == 2 { tables.lamAlef[parts[1]] = forms } else if parts.count == 1 { tables.arabic[parts[0]] = forms }
        }
        try tables.loadFallbacks(directory + "/fallbacks.yaml")
        return tables
    }

    private mutating func loadFallbacks(_ path: String) throws(TextMetricsError) {
        let root: YAMLNode
        do { root = try YAMLLoader.load(try Self.read(path), path: path) } catch let e as YAMLError {
            throw TextMetricsError(path: path, message: e.message)
        } catch {
            throw TextMetricsError(path: path, message: "\(error)")
        }
        for pair in root["families"]?.pairs ?? [] {
            guard let family = pair.key.scalar else { continue }
            for w in FontWeight.allCases {
                if let v = pair.value[w.rawValue]?.number { familyAverages[family, default: [:]][w] = Float(v) }
            }
        }
        if let v = root["emoji"]?.number { emoji = Float(v) }
        if let v = root["wide"]?.number { wide = Float(v) }
        if let v = root["monospace"]?.number { monospace = Float(v) }
        for pair in root["scripts"]?.pairs ?? [] {
            guard let code = pair.key.scalar else { continue }
            let script = cicu_script_from_code(code)
            guard script >= 0, let avg = pair.value["average"],
                  let r = avg["regular"]?.number, let b = avg["bold"]?.number else {
                throw TextMetricsError(path: path, message: "script \(code): unknown ISO 15924 code or no average")
            }
            var metrics = ScriptMetrics(average: (Float(r), Float(b)))
            if let s = pair.value["scale"], let sr = s["regular"]?.number, let sb = s["bold"]?.number {
                metrics.scale = (Float(sr), Float(sb))
            }
            scripts[script] = metrics
        }
        guard !familyAverages.isEmpty else { throw TextMetricsError(path: path, message: "no `families` averages") }
    }

    private static func read(_ path: String) throws(TextMetricsError) -> String {
        guard let data = RegularFile.contents(atPath: path) else {
            throw TextMetricsError(path: path, message: "metric table not found (run Scripts/gen-metrics.py?)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Data rows of a TSV file: comment (`#`) and header (`codepoint…`) lines skipped, rows with
    /// fewer than `columns` columns left out. One pass over the UTF-8 bytes (splitting by
    /// `Character` walks grapheme clusters); a line's trailing `\r` is dropped.
    private static func rows(_ path: String, columns: Int) throws(TextMetricsError) -> [[String]] {
        let bytes = Array(try read(path).utf8)
        let header = Array("codepoint".utf8)
        var out: [[String]] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var end = lineEnd
            if end > lineStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = bytes[lineStart..<end]
            lineStart = lineEnd + 1
            if line.isEmpty || line.first == UInt8(ascii: "#") || line.starts(with: header) { continue }
            var row: [String] = []
            var columnStart = line.startIndex
            for k in line.indices where bytes[k] == UInt8(ascii: "\t") {
                row.append(String(decoding: bytes[columnStart..<k], as: UTF8.self))
                columnStart = k + 1
            }
            row.append(String(decoding: bytes[columnStart..<end], as: UTF8.self))
            if row.count >= columns { out.append(row) }
        }
        guard !out.isEmpty else { throw TextMetricsError(path: path, message: "no rows") }
        return out
    }

    /// (column index, weight) of each weight named in the `codepoint` header line of a family table.
    private static func weightColumns(_ path: String) throws(TextMetricsError) -> [(Int, FontWeight)] {
        // Split on UTF-8 bytes: split by `Character`, "\r\n" is one character and CRLF lines would stay joined.
        let lines = try read(path).utf8.split(separator: UInt8(ascii: "\n"))
        guard let header = lines.first(where: { $0.starts(with: "codepoint".utf8) }) else {
            throw TextMetricsError(path: path, message: "no `codepoint` header line naming the weight columns")
        }
        let names = header.split(separator: UInt8(ascii: "\t"))
            .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        let columns = names.enumerated().compactMap { i, n in FontWeight(rawValue: n).map { (i, $0) } }
        guard !columns.isEmpty else { throw TextMetricsError(path: path, message: "the header names no weight column") }
        return columns
    }

    private static func codepoint(_ hex: String) -> UInt32? { UInt32(hex, radix: 16) }
}
