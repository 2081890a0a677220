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
            let advances = try table(directory + "/" + family + ".tsv")
            // The header names the weight columns (`codepoint light regular bold …`); other columns are ignored.
            let weights = try advances.weightColumns()
            // One table per weight, filled field by field in column order as before, found by its
            // index instead of a dictionary lookup per field.
            var distinct: [FontWeight] = []
            var slots: [(column: Int, slot: Int)] = []
            for (i, weight) in weights {
                if let k = distinct.firstIndex(of: weight) { slots.append((i, k)) } else { distinct.append(weight); slots.append((i, distinct.count - 1)) }
            }
            var filled = [AdvanceTable?](repeating: nil, count: distinct.count)
            for row in try advances.rows(columns: 2) {
                guard let cp = row.codepoint(0) else { continue }
                for (i, k) in slots where i < row.count {
                    if let v = row.float(i) {
                        if filled[k] == nil { filled[k] = AdvanceTable() }
                        filled[k]!.set(cp, v)
                    }
                }
            }
            var byWeight: [FontWeight: AdvanceTable] = [:]
            for (k, weight) in distinct.enumerated() { if let t = filled[k] { byWeight[weight] = t } }
            tables.families[family] = byWeight
            let kernPath = directory + "/" + family + "-kerning.tsv"
            if FileManager.default.fileExists(atPath: kernPath) {
                guard let kern = KernTable.tables(rows: try table(kernPath).rows(columns: 3),
                                                  weights: weights.map(\.1)) else {
                    throw TextMetricsError(path: kernPath, message: "malformed kerning row (left/right/pair)")
                }
                tables.kerning[family] = kern
            }
        }
        for row in try table(directory + "/scripts.tsv").rows(columns: 3) {
            guard let cp = row.codepoint(0), let r = row.float(1), let b = row.float(2) else { continue }
            tables.scriptGlyphs[cp] = (r, b)
        }
        for row in try table(directory + "/conjuncts.tsv").rows(columns: 4) {
            guard let r = row.float(2), let b = row.float(3) else { continue }
            let parts = row.codepoints(0, separator: UInt8(ascii: "+"))
            if parts.count == 2 { tables.signForms[conjunctKey(parts[0], parts[1])] = (r, b); continue }
            let any = row.field(1, is: "*")
            let next = any ? nil : row.codepoint(1)
            guard parts.count == 1, any || next != nil else { continue }
            tables.conjuncts[conjunctKey(parts[0], next)] = (r, b)
        }
        for row in try table(directory + "/arabic-forms.tsv").rows(columns: 9) {
            let v = (1...8).map { row.float($0) ?? 0 }
            let forms = ArabicForms(regular: (v[0], v[1], v[2], v[3]), bold: (v[4], v[5], v[6], v[7]))
            let parts = row.codepoints(0, separator: UInt8(ascii: "+"))
            if parts.count == 2 { tables.lamAlef[parts[1]] = forms } else if parts.count == 1 { tables.arabic[parts[0]] = forms }
        }
        try tables.loadFallbacks(directory + "/fallbacks.yaml")
        return tables
    }

    private mutating func loadFallbacks(_ path: String) throws(TextMetricsError) {
        let root: YAMLNode
        do { root = try YAMLLoader.load(String(decoding: try Self.read(path), as: UTF8.self), path: path) } catch let e as YAMLError {
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

    private static func read(_ path: String) throws(TextMetricsError) -> [UInt8] {
        guard case .success(let bytes) = FileBytes.read(path, limit: RegularFile.maxSize) else {
            throw TextMetricsError(path: path, message: "metric table not found (run Scripts/gen-metrics.py?)")
        }
        return bytes
    }

    /// A TSV table's data rows, read from its bytes (`TSVRows`).
    static func table(_ path: String) throws(TextMetricsError) -> TSVRows {
        TSVRows(path: path, bytes: try read(path))
    }
}
