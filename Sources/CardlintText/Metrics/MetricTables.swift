/// Advance widths in em, loaded from `rules/metrics/` (see `Scripts/gen-metrics.py`).

/// Advances of one family at one weight: an array for ASCII (the fast path) and a dictionary for the rest.
struct AdvanceTable: Sendable, Equatable {
    var ascii = [Float](repeating: -1, count: 128)
    var others: [UInt32: Float] = [:]

    /// The advance in em, or nil when the table has no row for `scalar`.
    @inline(__always) func advance(_ scalar: UInt32) -> Float? {
        if scalar < 128 {
            let a = ascii[Int(scalar)]
            return a >= 0 ? a : nil
        }
        return others[scalar]
    }

    mutating func set(_ scalar: UInt32, _ value: Float) {
        if scalar < 128 { ascii[Int(scalar)] = value } else { others[scalar] = value }
    }
}

/// Per-script data for scripts the families do not cover.
struct ScriptMetrics: Sendable {
    /// Average advance in em for letters without a per-glyph row, [regular, bold].
    var average: (Float, Float)
    /// Multiplier for per-glyph nominal advances, calibrated on text against hb-shape, [regular, bold].
    var scale: (Float, Float) = (1, 1)
}

/// Arabic advances per joining form, regular then bold: isolated, initial, medial, final.
struct ArabicForms: Sendable {
    var regular: (Float, Float, Float, Float)
    var bold: (Float, Float, Float, Float)
}

/// Everything `ICUTextMeasurer` knows about advance widths.
struct MetricTables: Sendable {
    /// family → weight → table.
    var families: [String: [FontWeight: AdvanceTable]] = [:]
    /// family → weight → pair kerning (families with a `<family>-kerning.tsv`).
    var kerning: [String: [FontWeight: KernTable]] = [:]
    /// family → weight → average advance for code points the family table lacks.
    var familyAverages: [String: [FontWeight: Float]] = [:]
    var emoji: Float = 1.25
    var wide: Float = 1
    var monospace: Float = 0.6
    /// ICU script code → data.
    var scripts: [Int32: ScriptMetrics] = [:]
    /// The per-glyph, conjunct and Arabic tables of the scripts, parsed when first needed.
    var scriptTables = ScriptTableSource(files: [], range: 0...0)
}

extension MetricTables {
    /// The `conjuncts` key of `first` + virama before `next` (`nil`: before any consonant without a row of its own).
    @inline(__always) static func conjunctKey(_ first: UInt32, _ next: UInt32?) -> UInt64 {
        UInt64(first) << 32 | UInt64(next ?? 0)
    }
}

extension AdvanceTable {
    /// One table per weight from a family table's rows (`<code point> <advance per weight column>`),
    /// filled field by field in column order. `weights`: (column, weight) from the header line. A
    /// row whose code point or advance does not read is an error at its line.
    static func tables(_ table: TSVTable, weights: [(Int, FontWeight)]) throws(TextMetricsError) -> [FontWeight: AdvanceTable] {
        // Each weight's table is found by its index instead of a dictionary lookup per field.
        var distinct: [FontWeight] = []
        var slots: [(column: Int, slot: Int)] = []
        for (i, weight) in weights {
            if let k = distinct.firstIndex(of: weight) { slots.append((i, k)) } else { distinct.append(weight); slots.append((i, distinct.count - 1)) }
        }
        var filled = [AdvanceTable](repeating: AdvanceTable(), count: distinct.count)
        // Room for every row at once: grown row by row, the tables were rehashed 77 times.
        let rows = table.lineCount
        for k in filled.indices { filled[k].others.reserveCapacity(rows) }
        var any = false
        try table.forEachRow { (row) throws(TextMetricsError) in
            guard let cp = row.codepoint(0) else {
                throw table.error("`\(row.text(0))` is not a hexadecimal code point", line: row.line)
            }
            for (i, k) in slots {
                guard i < row.count, let v = row.float(i) else {
                    let field = i < row.count ? "`\(row.text(i))`" : "nothing"
                    throw table.error("the \(distinct[k].rawValue) advance (column \(i + 1)) is \(field), not a number", line: row.line)
                }
                filled[k].set(cp, v)
            }
            any = true
        }
        guard any else { throw TextMetricsError(path: table.path, message: "no rows") }
        var byWeight: [FontWeight: AdvanceTable] = [:]
        for (k, weight) in distinct.enumerated() { byWeight[weight] = filled[k] }
        return byWeight
    }
}
