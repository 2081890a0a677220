/// Pair kerning of one family at one weight (`rules/metrics/<family>-kerning.tsv`): code points are
/// grouped into classes that kern alike as the left and as the right character of a pair, and each
/// (left class, right class) pair has an adjustment in em, added to the left character's advance as a
/// shaper does (HarfBuzz, CoreText). Pairs the file does not list kern by 0.
struct KernTable: Sendable, Equatable {
    private(set) var leftClass: [UInt32: Int32] = [:]
    private(set) var rightClass: [UInt32: Int32] = [:]
    /// The classes of ASCII code points (-1: none), read by index: most text kerned is ASCII, and a
    /// pair is looked up for every character of every text measured.
    private var asciiLeft = [Int32](repeating: -1, count: 128)
    private var asciiRight = [Int32](repeating: -1, count: 128)
    /// The number of right classes (internal: `MetricImage` stores the table).
    var rightCount = 0
    /// `values[left × rightCount + right]` (internal: `MetricImage` stores the table).
    var values: [Float] = []

    var isEmpty: Bool { values.isEmpty }

    init() {}

    /// A table with these classes (each class's ASCII members also read by index) and no values yet.
    init(leftClass: [UInt32: Int32], rightClass: [UInt32: Int32], rightCount: Int) {
        self.leftClass = leftClass
        self.rightClass = rightClass
        self.rightCount = rightCount
        for (c, id) in leftClass where c < 128 { asciiLeft[Int(c)] = id }
        for (c, id) in rightClass where c < 128 { asciiRight[Int(c)] = id }
    }

    /// The adjustment in em between `left` and `right` drawn next to each other.
    @inline(__always) func kerning(_ left: UInt32, _ right: UInt32) -> Float {
        let l = left < 128 ? asciiLeft[Int(left)] : leftClass[left] ?? -1
        guard l >= 0 else { return 0 }
        let r = right < 128 ? asciiRight[Int(right)] : rightClass[right] ?? -1
        guard r >= 0 else { return 0 }
        return values[Int(l) * rightCount + Int(r)]
    }

    /// One table per weight from the file's rows: `left <class> <code points>`, `right <class> <code
    /// points>`, `pair <left> <right> <one value per weight>` (`weights` names the value columns). A
    /// row that does not read as one of these is an error at its line.
    static func tables(_ table: TSVTable, weights: [FontWeight]) throws(TextMetricsError) -> [FontWeight: KernTable] {
        // The classes are the same at every weight: built once, shared by each weight's table.
        var shared = KernTable()
        // Each pair's classes and line, and its values (one per weight) in one array: no array per pair.
        var pairs: [(left: Int32, right: Int32, line: Int)] = []
        var pairValues: [Float] = []
        var leftCount: Int32 = 0, rightCount: Int32 = 0, rows = 0
        let shape = "expected `left`/`right` <class> <code points>, or `pair` <left class> <right class> and \(weights.count) values"
        try table.forEachRow { (row) throws(TextMetricsError) in
            rows += 1
            let isLeft = row.field(0, is: "left")
            if row.count == 3, isLeft || row.field(0, is: "right") {
                guard let id = row.int32(1), id >= 0 else {
                    throw table.error("class `\(row.text(1))` is not a number ≥ 0", line: row.line)
                }
                try row.forEachPart(2, separator: UInt8(ascii: " ")) { (part) throws(TextMetricsError) in
                    guard let m = TSVNumber.hex(part) else {
                        throw table.error("`\(String(decoding: part, as: UTF8.self))` is not a hexadecimal code point", line: row.line)
                    }
                    if isLeft {
                        shared.leftClass[m] = id
                        if m < 128 { shared.asciiLeft[Int(m)] = id }
                    } else {
                        shared.rightClass[m] = id
                        if m < 128 { shared.asciiRight[Int(m)] = id }
                    }
                }
                if isLeft { leftCount = max(leftCount, id + 1) } else { rightCount = max(rightCount, id + 1) }
            } else if row.count == 3 + weights.count, row.field(0, is: "pair") {
                guard let l = row.int32(1), let r = row.int32(2) else {
                    throw table.error("pair classes `\(row.text(1))` `\(row.text(2))` are not numbers", line: row.line)
                }
                pairs.append((l, r, row.line))
                for i in 3..<(3 + weights.count) {
                    guard let v = row.float(i) else { throw table.error("`\(row.text(i))` is not a number", line: row.line) }
                    pairValues.append(v)
                }
            } else {
                throw table.error("malformed kerning row: \(shape)", line: row.line)
            }
        }
        guard rows > 0 else { throw TextMetricsError(path: table.path, message: "no rows") }
        for p in pairs where !(0..<leftCount).contains(p.left) || !(0..<rightCount).contains(p.right) {
            throw table.error("pair names class \(p.left) → \(p.right), which no `left`/`right` row declares", line: p.line)
        }
        shared.rightCount = Int(rightCount)
        let size = Int(leftCount) * Int(rightCount)
        var out: [FontWeight: KernTable] = [:]
        for (w, weight) in weights.enumerated() {
            var t = shared
            t.values = [Float](repeating: 0, count: size)
            t.values.withUnsafeMutableBufferPointer { values in
                for (p, pair) in pairs.enumerated() {
                    values[Int(pair.left) * Int(rightCount) + Int(pair.right)] = pairValues[p * weights.count + w]
                }
            }
            out[weight] = t
        }
        return out
    }
}
