import Foundation

/// The data rows of a metric table (`rules/metrics/*.tsv`), read straight from its UTF-8 bytes:
/// a field is a byte range and its number is read from those bytes, so loading the tables makes no
/// `String` per field (13 000 rows are read on every run that lays text out).
struct TSVRows {
    let path: String
    let bytes: [UInt8]
    /// Every data line's fields (comment `#` and header `codepoint…` lines left out), in file order.
    let rows: [TSVRow]

    /// `bytes`: the file's contents. A line's trailing `\r` is dropped (CRLF files read like LF ones).
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        // Every row's fields go into one array (a row is a slice of it): an array of fields per row
        // was most of what loading the tables cost.
        var fields: [Range<Int>] = []
        fields.reserveCapacity(bytes.count / 4)
        var rowFields: [Range<Int>] = []
        // Read through a buffer pointer: with an index check per byte, the scan was most of the cost.
        bytes.withUnsafeBufferPointer { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                var end = lineEnd
                if end > lineStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let start = lineStart
                lineStart = lineEnd + 1
                if end == start || bytes[start] == UInt8(ascii: "#") || Self.isHeader(bytes, start, end) { continue }
                let first = fields.count
                var fieldStart = start
                for k in start..<end where bytes[k] == UInt8(ascii: "\t") {
                    fields.append(fieldStart..<k)
                    fieldStart = k + 1
                }
                fields.append(fieldStart..<end)
                rowFields.append(first..<fields.count)
            }
        }
        // Sliced once every field is in (a slice taken earlier would share the buffer appends copy).
        self.rows = rowFields.map { TSVRow(bytes: bytes, fields: fields[$0]) }
    }

    static let header = Array("codepoint".utf8)

    static func isHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        end - start >= header.count && bytes[start..<(start + header.count)].elementsEqual(header)
    }

    static func isHeader(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        bytes.withUnsafeBufferPointer { isHeader($0, start, end) }
    }

    /// The rows with at least `columns` fields; none is an error.
    func rows(columns: Int) throws(TextMetricsError) -> [TSVRow] {
        let out = rows.filter { $0.count >= columns }
        guard !out.isEmpty else { throw TextMetricsError(path: path, message: "no rows") }
        return out
    }

    /// (column index, weight) of each weight named in the `codepoint` header line of a family table
    /// (`codepoint light regular bold …`); other columns are not weights.
    func weightColumns() throws(TextMetricsError) -> [(Int, FontWeight)] {
        var start = 0
        while start < bytes.count, !Self.isHeader(bytes, start, bytes.count) {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { start = bytes.count; break }
            start = newline + 1
        }
        guard start < bytes.count else {
            throw TextMetricsError(path: path, message: "no `codepoint` header line naming the weight columns")
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let names = bytes[start..<end].split(separator: UInt8(ascii: "\t"))
            .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        let columns = names.enumerated().compactMap { i, n in FontWeight(rawValue: n).map { (i, $0) } }
        guard !columns.isEmpty else { throw TextMetricsError(path: path, message: "the header names no weight column") }
        return columns
    }
}

/// One data line of a `TSVRows` table.
struct TSVRow {
    let bytes: [UInt8]
    /// This row's fields: a slice of the table's one array of fields (`field(0)` is its first).
    let fields: ArraySlice<Range<Int>>

    var count: Int { fields.count }

    func field(_ i: Int) -> ArraySlice<UInt8> { bytes[fields[fields.startIndex + i]] }

    /// Whether field `i` is exactly `text` (ASCII).
    func field(_ i: Int, is text: StaticString) -> Bool {
        let f = fields[fields.startIndex + i]
        guard f.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { bytes[f].elementsEqual($0) }
    }

    func float(_ i: Int) -> Float? { TSVNumber.float(field(i)) }

    /// Field `i` as a hexadecimal code point (`0041`).
    func codepoint(_ i: Int) -> UInt32? { TSVNumber.hex(field(i)) }

    /// The code points of field `i` joined by `separator` (`0915+094D`, or `0041 00C0` with a space),
    /// those that do not read as hexadecimal left out.
    func codepoints(_ i: Int, separator: UInt8) -> [UInt32] {
        // As `split(separator:).compactMap(TSVNumber.hex)`, without an array of parts.
        let f = field(i)
        var out: [UInt32] = []
        var start = f.startIndex
        while start < f.endIndex {
            let end = f[start...].firstIndex(of: separator) ?? f.endIndex
            if end > start, let cp = TSVNumber.hex(f[start..<end]) { out.append(cp) }
            start = end + 1
        }
        return out
    }

    func int32(_ i: Int) -> Int32? { TSVNumber.int32(field(i)) }
}

/// Numbers read from a field's bytes. The short forms the tables are written in (`0.2812`, `0041`)
/// are read directly; anything else goes through `Float(String)` / `UInt32(_:radix:)` /
/// `Int32(String)`, so every field reads exactly as it would as a `String` (a test checks each
/// field of the shipped tables).
enum TSVNumber {
    static func float(_ s: ArraySlice<UInt8>) -> Float? {
        shortDecimal(s) ?? Float(String(decoding: s, as: UTF8.self))
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8]

    /// `[-]d{1,4}[.d{1,8}]`, else nil. The digits as an integer divided by a power of ten is the
    /// correctly rounded `Double` (both are exact), and for such a decimal below 2^16 with at most
    /// 8 fraction digits that `Double` rounds to the same `Float` as the decimal itself (the decimal
    /// is never a `Float` rounding midpoint and lies farther from one than a `Double` ulp), which is
    /// what `Float(String)` (strtof) returns.
    static func shortDecimal(_ s: ArraySlice<UInt8>) -> Float? {
        s.withUnsafeBufferPointer { shortDecimal($0) }
    }

    /// As `shortDecimal(_: ArraySlice)`, on the field's bytes without an index check per digit.
    static func shortDecimal(_ s: UnsafeBufferPointer<UInt8>) -> Float? {
        var i = s.startIndex
        let negative = i < s.endIndex && s[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var digits: UInt64 = 0, whole = 0, fraction = 0
        while i < s.endIndex, let d = digit(s[i]) { digits = digits * 10 + d; whole += 1; i += 1 }
        guard (1...4).contains(whole) else { return nil }
        if i < s.endIndex, s[i] == UInt8(ascii: ".") {
            i += 1
            while i < s.endIndex, let d = digit(s[i]) { digits = digits * 10 + d; fraction += 1; i += 1 }
            guard (1...8).contains(fraction) else { return nil }
        }
        guard i == s.endIndex else { return nil }
        let v = Float(Double(digits) / powersOfTen[fraction])
        return negative ? -v : v
    }

    /// 1–8 hexadecimal digits, else what `UInt32(_:radix: 16)` makes of the text.
    static func hex(_ s: ArraySlice<UInt8>) -> UInt32? {
        guard (1...8).contains(s.count) else { return UInt32(String(decoding: s, as: UTF8.self), radix: 16) }
        var v: UInt32 = 0
        for b in s {
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: return UInt32(String(decoding: s, as: UTF8.self), radix: 16)
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    /// 1–9 decimal digits, else what `Int32(String)` makes of the text.
    static func int32(_ s: ArraySlice<UInt8>) -> Int32? {
        guard (1...9).contains(s.count) else { return Int32(String(decoding: s, as: UTF8.self)) }
        var v: Int32 = 0
        for b in s {
            guard let d = digit(b) else { return Int32(String(decoding: s, as: UTF8.self)) }
            v = v * 10 + Int32(d)
        }
        return v
    }

    @inline(__always) private static func digit(_ b: UInt8) -> UInt64? {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") ? UInt64(b - UInt8(ascii: "0")) : nil
    }
}
