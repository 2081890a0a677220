import CardlintReading

/// The family and kerning tables of `rules/metrics`, parsed when packaging (`cardlint pack-data`,
/// run by `Scripts/install.sh`) and stored as numbers, so that a start-up copies them instead of
/// reading 300 KB of TSV text (most of `MetricTables.load`). Each table is stored with its file name
/// and the FNV-1a hash of the file's bytes: `MetricTables.load` takes a table from the image only for
/// the same name and the same bytes, so an edited file is parsed, never read from a stale image.
///
/// Format (little-endian): the magic `CLMI`, a version byte, the number of tables (UInt32), then
/// per table its file name (UInt16 length + UTF-8), the hash (UInt64), a kind byte (0 family,
/// 1 kerning) and the table; last the FNV-1a hash of every byte before it (UInt64), so a damaged
/// image is refused as a whole. A family table: the number of weights (UInt8), then per weight its
/// index in `FontWeight.allCases` (UInt8), its 128 ASCII advances (Float32 bits, -1: no row), the
/// number of other rows (UInt32) and each row's code point (UInt32) and advance (Float32). A kerning
/// table: the number of weights and their indices (UInt8s), the right class count (UInt32), the
/// number of left members and each one's code point and class (UInt32, Int32), the same for the
/// right members, then the number of class pairs kerned (UInt32) and each pair's left and right
/// class (UInt32 each) and one value per weight (Float32), in weight order.
public enum MetricImage {
    /// The image's file name in the metrics folder (hidden: no loader lists it).
    public static let fileName = ".metric-image"
    static let magic: [UInt8] = Array("CLMI".utf8)
    static let version: UInt8 = 1
    /// The largest image read (the shipped one is about 250 KB).
    static let maxSize = 16 << 20

    /// One table of the image.
    enum Table: Equatable {
        case family([FontWeight: AdvanceTable])
        case kerning([FontWeight: KernTable])
    }

    /// The image's tables: file name → (hash of the file's bytes, table).
    typealias Contents = [String: (hash: UInt64, table: Table)]

    /// The image of the family and kerning tables in the metrics folder `directory`, parsed from
    /// their TSV files as a start-up without an image parses them (errors are the same).
    public static func build(directory: String) throws(TextMetricsError) -> [UInt8] {
        encode(try MetricTables.familyTables(directory: directory, image: nil, hashing: true).map { ($0.name, $0.hash, $0.table) })
    }

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var h = FNV1a()
        h.add(bytes)
        return h.value
    }

    static func encode(_ tables: [(name: String, hash: UInt64, table: Table)]) -> [UInt8] {
        var out = Writer()
        out.bytes = magic + [version]
        out.u32(UInt32(tables.count))
        for t in tables {
            out.u16(UInt16(t.name.utf8.count))
            out.bytes += t.name.utf8
            out.u64(t.hash)
            switch t.table {
            case .family(let byWeight):
                out.bytes.append(0)
                let weights = FontWeight.allCases.filter { byWeight[$0] != nil }
                out.bytes.append(UInt8(weights.count))
                for w in weights {
                    let table = byWeight[w]!
                    out.bytes.append(UInt8(FontWeight.allCases.firstIndex(of: w)!))
                    for a in table.ascii { out.f32(a) }
                    out.u32(UInt32(table.others.count))
                    for (cp, a) in table.others.sorted(by: { $0.key < $1.key }) { out.u32(cp); out.f32(a) }
                }
            case .kerning(let byWeight):
                out.bytes.append(1)
                let weights = FontWeight.allCases.filter { byWeight[$0] != nil }
                out.bytes.append(UInt8(weights.count))
                for w in weights { out.bytes.append(UInt8(FontWeight.allCases.firstIndex(of: w)!)) }
                let first = weights.first.flatMap { byWeight[$0] } ?? KernTable()
                out.u32(UInt32(first.rightCount > 0 ? first.values.count / first.rightCount : 0))
                out.u32(UInt32(first.rightCount))
                for members in [first.leftClass, first.rightClass] {
                    out.u32(UInt32(members.count))
                    for (cp, id) in members.sorted(by: { $0.key < $1.key }) { out.u32(cp); out.u32(UInt32(bitPattern: id)) }
                }
                // Every class pair that any weight kerns (a value's bits are not those of +0).
                let size = first.values.count, columns = max(first.rightCount, 1)
                let kerned = (0..<size).filter { i in weights.contains { byWeight[$0]!.values[i].bitPattern != 0 } }
                out.u32(UInt32(kerned.count))
                for i in kerned {
                    out.u32(UInt32(i / columns)); out.u32(UInt32(i % columns))
                    for w in weights { out.f32(byWeight[w]!.values[i]) }
                }
            }
        }
        let sum = out.bytes.withUnsafeBufferPointer { b in var h = FNV1a(); h.add(b); return h.value }
        out.u64(sum)
        return out.bytes
    }

    /// The tables of an image, or nil when the bytes are not a whole, well-formed image of this
    /// version (truncated, damaged, another format): then nothing of it is used.
    static func decode(_ bytes: [UInt8]) -> Contents? {
        bytes.withUnsafeBufferPointer { whole -> Contents? in
            guard whole.count >= 8 + magic.count + 1 else { return nil }
            let body = UnsafeBufferPointer(rebasing: whole[..<(whole.count - 8)])
            var h = FNV1a()
            h.add(body)
            var tail = Reader(bytes: UnsafeBufferPointer(rebasing: whole[(whole.count - 8)...]))
            guard tail.u64() == h.value else { return nil }
            var r = Reader(bytes: body)
            guard r.take(magic.count).map({ $0.elementsEqual(magic) }) == true, r.u8() == version,
                  let count = r.u32() else { return nil }
            var out: Contents = [:]
            for _ in 0..<count {
                guard let length = r.u16(), let name = r.take(Int(length)), let hash = r.u64(), let kind = r.u8(),
                      let table = kind == 0 ? r.family() : kind == 1 ? r.kerning() : nil else { return nil }
                out[String(decoding: name, as: UTF8.self)] = (hash, table)
            }
            return r.offset == body.count ? out : nil
        }
    }

    struct Writer {
        var bytes: [UInt8] = []
        mutating func u16(_ v: UInt16) { for i in 0..<2 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * i))) } }
        mutating func u32(_ v: UInt32) { for i in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * i))) } }
        mutating func u64(_ v: UInt64) { for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) } }
        mutating func f32(_ v: Float) { u32(v.bitPattern) }
    }

    /// Reads an image's bytes, every read checked against the end (a count is never trusted beyond
    /// the bytes left).
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func take(_ n: Int) -> UnsafeBufferPointer<UInt8>? {
            guard n >= 0, n <= bytes.count - offset else { return nil }
            defer { offset += n }
            return UnsafeBufferPointer(rebasing: bytes[offset..<(offset + n)])
        }

        mutating func u8() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func u16() -> UInt16? { take(2).map { UInt16($0[0]) | UInt16($0[1]) << 8 } }

        mutating func u32() -> UInt32? {
            guard let b = take(4) else { return nil }
            return UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
        }

        mutating func u64() -> UInt64? {
            guard let lo = u32(), let hi = u32() else { return nil }
            return UInt64(lo) | UInt64(hi) << 32
        }

        mutating func f32() -> Float? { u32().map { Float(bitPattern: $0) } }

        /// A count of items of at least `size` bytes each, no more than the bytes left can hold.
        mutating func count(size: Int) -> Int? {
            guard let n = u32().map(Int.init), n <= (bytes.count - offset) / size else { return nil }
            return n
        }

        mutating func weights() -> [FontWeight]? {
            guard let n = u8(), Int(n) <= FontWeight.allCases.count else { return nil }
            var out: [FontWeight] = []
            for _ in 0..<n {
                guard let i = u8(), Int(i) < FontWeight.allCases.count else { return nil }
                out.append(FontWeight.allCases[Int(i)])
            }
            return out
        }

        mutating func family() -> Table? {
            guard let n = u8(), Int(n) <= FontWeight.allCases.count else { return nil }
            var out: [FontWeight: AdvanceTable] = [:]
            for _ in 0..<n {
                guard let i = u8(), Int(i) < FontWeight.allCases.count else { return nil }
                var table = AdvanceTable()
                for k in 0..<128 {
                    guard let a = f32() else { return nil }
                    table.ascii[k] = a
                }
                guard let others = count(size: 8) else { return nil }
                table.others.reserveCapacity(others)
                for _ in 0..<others {
                    guard let cp = u32(), let a = f32() else { return nil }
                    table.others[cp] = a
                }
                out[FontWeight.allCases[Int(i)]] = table
            }
            return .family(out)
        }

        mutating func kerning() -> Table? {
            guard let weights = weights(), let leftCount = u32().map(Int.init), let rightCount = u32().map(Int.init),
                  leftCount <= 1 << 13, rightCount <= 1 << 13 else { return nil }
            var classes: [[UInt32: Int32]] = []
            for _ in 0..<2 {
                guard let members = count(size: 8) else { return nil }
                var side: [UInt32: Int32] = [:]
                side.reserveCapacity(members)
                for _ in 0..<members {
                    guard let cp = u32(), let id = u32().map({ Int32(bitPattern: $0) }), id >= 0,
                          Int(id) < (classes.isEmpty ? leftCount : rightCount) else { return nil }
                    side[cp] = id
                }
                classes.append(side)
            }
            let shared = KernTable(leftClass: classes[0], rightClass: classes[1], rightCount: rightCount)
            // Every weight's values, even with no pair kerned (the parsed tables have them too).
            var values = [[Float]](repeating: [Float](repeating: 0, count: leftCount * rightCount), count: weights.count)
            guard let pairs = count(size: 8 + 4 * weights.count) else { return nil }
            for _ in 0..<pairs {
                guard let l = u32().map(Int.init), let r = u32().map(Int.init), l < leftCount, r < rightCount else { return nil }
                for w in values.indices {
                    guard let v = f32() else { return nil }
                    values[w][l * rightCount + r] = v
                }
            }
            var out: [FontWeight: KernTable] = [:]
            for (w, weight) in weights.enumerated() {
                var t = shared
                t.values = values[w]
                out[weight] = t
            }
            return .kerning(out)
        }
    }
}
