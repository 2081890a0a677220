/// Pair kerning of one family at one weight (`rules/metrics/<family>-kerning.tsv`): code points are
/// grouped into classes that kern alike as the left and as the right character of a pair, and each
/// (left class, right class) pair has an adjustment in em, added to the left character's advance as a
/// shaper does (HarfBuzz, CoreText). Pairs the file does not list kern by 0.
struct KernTable: Sendable {
    private(set) var leftClass: [UInt32: Int32] = [:]
    private(set) var rightClass: [UInt32: Int32] = [:]
    /// The classes of ASCII code points (-1: none), read by index: most text kerned is ASCII, and a
    /// pair is looked up for every character of every text measured.
    private var asciiLeft = [Int32](repeating: -1, count: 128)
    private var asciiRight = [Int32](repeating: -1, count: 128)
    private var rightCount = 0
    /// `values[left × rightCount + right]`.
    private var values: [Float] = []

    var isEmpty: Bool { values.isEmpty }

    /// The adjustment in em between `left` and `right` drawn next to each other.
    @inline(__always) func kerning(_ left: UInt32, _ right: UInt32) -> Float {
        let l = left < 128 ? asciiLeft[Int(left)] : leftClass[left] ?? -1
        guard l >= 0 else { return 0 }
        let r = right < 128 ? asciiRight[Int(right)] : rightClass[right] ?? -1
        guard r >= 0 else { return 0 }
        return values[Int(l) * rightCount + Int(r)]
    }

    /// One table per weight from the file's rows: `left <class> <code points>`, `right <class> <code
    /// points>`, `pair <left> <right> <one value per weight>` (`weights` names the value columns).
    static func tables(rows: [TSVRow], weights: [FontWeight]) -> [FontWeight: KernTable]? {
        var left: [UInt32: Int32] = [:], right: [UInt32: Int32] = [:]
        // Each pair's classes, and its values (one per weight) in one array: no array per pair.
        var pairs: [(Int32, Int32)] = []
        var pairValues: [Float] = []
        var leftCount: Int32 = 0, rightCount: Int32 = 0
        for row in rows where row.count >= 3 {
            let isLeft = row.field(0, is: "left")
            if isLeft || row.field(0, is: "right") {
                guard let id = row.int32(1), id >= 0 else { return nil }
                let members = row.codepoints(2, separator: UInt8(ascii: " "))
                if isLeft {
                    for m in members { left[m] = id }
                    leftCount = max(leftCount, id + 1)
                } else {
                    for m in members { right[m] = id }
                    rightCount = max(rightCount, id + 1)
                }
            } else if row.field(0, is: "pair") {
                guard row.count >= 3 + weights.count, let l = row.int32(1), let r = row.int32(2) else { return nil }
                pairs.append((l, r))
                for i in 3..<(3 + weights.count) { pairValues.append(row.float(i) ?? 0) }
            }
        }
        var out: [FontWeight: KernTable] = [:]
        for (w, weight) in weights.enumerated() {
            var t = KernTable()
            t.leftClass = left; t.rightClass = right; t.rightCount = Int(rightCount)
            for (c, id) in left where c < 128 { t.asciiLeft[Int(c)] = id }
            for (c, id) in right where c < 128 { t.asciiRight[Int(c)] = id }
            t.values = [Float](repeating: 0, count: Int(leftCount) * Int(rightCount))
            for (p, (l, r)) in pairs.enumerated() where l < leftCount && r < rightCount && l >= 0 && r >= 0 {
                t.values[Int(l) * Int(rightCount) + Int(r)] = pairValues[p * weights.count + w]
            }
            out[weight] = t
        }
        return out
    }
}
