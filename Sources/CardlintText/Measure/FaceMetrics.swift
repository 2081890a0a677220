import CardlintReading

/// What measuring text in one face needs from the metric tables: its advance table, the average
/// advance for code points the table lacks, and the width of "…" (a face the tables do not know
/// takes the default family's). Resolved once per text prepared, before its clusters are measured.
struct FaceMetrics: Sendable {
    let table: AdvanceTable
    let average: Float
    /// Advance of `…` in em.
    let ellipsisEm: Double
    /// Pair kerning (nil: the family has none, or the face is monospace).
    let kerning: KernTable?
    /// The weight whose table is used: the face's, or the one font matching draws when the family lacks it
    /// (Selawik has no extra bold: bold).
    let weight: FontWeight

    init(face: FontFace, metrics m: MetricTables, defaultFamily: String) {
        let family = m.families[face.family] != nil ? face.family : defaultFamily
        let tables = m.families[family] ?? [:]
        weight = tables[face.weight] != nil || tables.isEmpty
            ? face.weight : FontWeight.matching(face.weight.value, available: Array(tables.keys))
        table = tables[weight] ?? AdvanceTable()
        average = m.familyAverages[family]?[weight] ?? 0.5
        ellipsisEm = Double(face.monospace ? m.monospace : table.advance(0x2026) ?? 1)
        kerning = face.monospace ? nil : m.kerning[family]?[weight].flatMap { $0.isEmpty ? nil : $0 }
    }
}
