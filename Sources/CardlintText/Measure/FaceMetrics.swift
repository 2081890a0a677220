import CardlintReading

/// What measuring text in one face needs from the metric tables: its advance table, the average
/// advance for code points the table lacks, and the width of "…". Resolved once per face (a face
/// the tables do not know takes the default family's) instead of looking the family and weight up
/// in the tables for every text prepared.
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

/// The faces resolved so far, found by the identity of the family string (hosts pass the same
/// string every time) and the weight; a face whose family string is new is resolved again, which
/// gives the same metrics. Bounded: a run uses a handful of faces.
final class FaceMetricsCache: Sendable {
    private struct Entry {
        var family: (UInt64, UInt64)
        var weight: FontWeight
        var monospace: Bool
        var familyString: String   // keeps the string (and so its identity) alive
        var metrics: FaceMetrics
    }

    private let entries = Locked<[Entry]>([])

    func metrics(_ face: FontFace, _ make: () -> FaceMetrics) -> FaceMetrics {
        let id = StringIdentity.words(face.family)
        let known: FaceMetrics? = entries.withLock { list in
            for i in list.indices where list[i].family == id && list[i].weight == face.weight && list[i].monospace == face.monospace {
                return list[i].metrics
            }
            return nil
        }
        if let known { return known }
        let made = make()
        entries.withLock { list in
            if list.count < 64 {
                list.append(Entry(family: id, weight: face.weight, monospace: face.monospace, familyString: face.family, metrics: made))
            }
        }
        return made
    }
}
