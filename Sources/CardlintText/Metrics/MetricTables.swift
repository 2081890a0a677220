/// Advance widths in em, loaded from `rules/metrics/` (see `Scripts/gen-metrics.py`).

/// Advances of one family at one weight: an array for ASCII (the fast path) and a dictionary for the rest.
struct AdvanceTable: Sendable {
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
