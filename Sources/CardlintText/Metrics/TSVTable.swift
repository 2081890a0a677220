import Foundation

/// A metric table (`rules/metrics/*.tsv`) read straight from its UTF-8 bytes in one pass: each data
/// line is handed to the reader as it is met (a field is a byte range and its number is read from
/// those bytes), so loading the tables makes no `String`, row or array per line.
struct TSVTable {
    let path: String
    let bytes: [UInt8]

    /// `bytes`: the file's contents.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    static let header = Array("codepoint".utf8)

    /// Calls `body` with each data line (comment `#`, blank and header `codepoint…` lines left
    /// out), in file order; the row is only valid during the call. A line's trailing `\r` is dropped
    /// (CRLF files read like LF ones). The first error `body` throws ends the reading and is rethrown.
    func forEachRow<E: Error>(_ body: (TSVRow) throws(E) -> Void) throws(E) {
        var failure: E?
        // One array of field ranges, emptied for each line (unique again once the row is gone).
        var fields: [Range<Int>] = []
        fields.reserveCapacity(16)
        // Read through a buffer pointer: with an index check per byte, the scan was most of the cost.
        bytes.withUnsafeBufferPointer { bytes in
            var lineStart = 0, line = 0
            while lineStart < bytes.count {
                line += 1
                // One pass over the line: each tab ends a field, the newline ends the line.
                fields.removeAll(keepingCapacity: true)
                var fieldStart = lineStart, k = lineStart
                while k < bytes.count {
                    let b = bytes[k]
                    if b == UInt8(ascii: "\n") { break }
                    if b == UInt8(ascii: "\t") { fields.append(fieldStart..<k); fieldStart = k + 1 }
                    k += 1
                }
                var end = k
                let start = lineStart
                lineStart = k + 1
                if end > fieldStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                if end == start || bytes[start] == UInt8(ascii: "#") || Self.isHeader(bytes, start, end) { continue }
                fields.append(fieldStart..<end)
                do throws(E) { try body(TSVRow(bytes: bytes, fields: fields, line: line)) } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    static func isHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        end - start >= header.count && bytes[start..<(start + header.count)].elementsEqual(header)
    }

    /// An error at `line` of this table (`path:line: error: message`).
    func error(_ message: String, line: Int) -> TextMetricsError {
        TextMetricsError(path: path, line: line, message: message)
    }

    /// (column index, weight) of each weight named in the `codepoint` header line of a family table
    /// (`codepoint light regular bold …`); other columns are not weights.
    func weightColumns() throws(TextMetricsError) -> [(Int, FontWeight)] {
        var names: [String]?
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < bytes.count, names == nil {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if Self.isHeader(bytes, start, end) {
                    names = bytes[start..<end].split(separator: UInt8(ascii: "\t")).map { name in
                        // Spaces, tabs and a CRLF line's `\r` around a name are not part of it.
                        let isSpace = { (b: UInt8) in b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }
                        guard let first = name.firstIndex(where: { !isSpace($0) }),
                              let last = name.lastIndex(where: { !isSpace($0) }) else { return "" }
                        return String(decoding: name[first...last], as: UTF8.self)
                    }
                }
                start = end + 1
            }
        }
        guard let names else {
            throw TextMetricsError(path: path, message: "no `codepoint` header line naming the weight columns")
        }
        let columns = names.enumerated().compactMap { i, n in FontWeight(rawValue: n).map { (i, $0) } }
        guard !columns.isEmpty else { throw TextMetricsError(path: path, message: "the header names no weight column") }
        return columns
    }

    /// The number of lines (an upper bound of the data rows).
    var lineCount: Int {
        bytes.withUnsafeBufferPointer { b in
            var n = 1
            for byte in b where byte == UInt8(ascii: "\n") { n += 1 }
            return n
        }
    }
}

/// One data line of a `TSVTable`, valid while the reader's `body` runs.
struct TSVRow {
    /// The whole table's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// This line's fields: byte ranges of `bytes` (`field(0)` is its first).
    let fields: [Range<Int>]
    /// The line's number in its file, from 1.
    let line: Int

    var count: Int { fields.count }

    func field(_ i: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[fields[i]]) }

    /// Whether field `i` is exactly `text` (ASCII).
    func field(_ i: Int, is text: StaticString) -> Bool {
        let f = field(i)
        guard f.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { f.elementsEqual($0) }
    }

    /// Field `i` as text (for error messages).
    func text(_ i: Int) -> String { String(decoding: field(i), as: UTF8.self) }

    func float(_ i: Int) -> Float? { TSVNumber.float(field(i)) }

    /// Field `i` as a hexadecimal code point (`0041`).
    func codepoint(_ i: Int) -> UInt32? { TSVNumber.hex(field(i)) }

    /// The code points of field `i` joined by `separator` (`0915+094D`, or `0041 00C0` with a space),
    /// those that do not read as hexadecimal left out.
    func codepoints(_ i: Int, separator: UInt8) -> [UInt32] {
        var out: [UInt32] = []
        forEachPart(i, separator: separator) { if let cp = TSVNumber.hex($0) { out.append(cp) } }
        return out
    }

    /// Calls `body` with each non-empty part of field `i` between `separator`s.
    func forEachPart<E: Error>(_ i: Int, separator: UInt8, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
        let f = field(i)
        var start = f.startIndex
        while start < f.endIndex {
            var end = start
            while end < f.endIndex, f[end] != separator { end += 1 }
            if end > start { try body(UnsafeBufferPointer(rebasing: f[start..<end])) }
            start = end + 1
        }
    }

    func int32(_ i: Int) -> Int32? { TSVNumber.int32(field(i)) }
}

/// Numbers read from a field's bytes. The short forms the tables are written in (`0.2812`, `0041`)
/// are read directly; anything else goes through `Float(String)` / `UInt32(_:radix:)` /
/// `Int32(String)`, so every field reads exactly as it would as a `String` (a test checks each
/// field of the shipped tables).
enum TSVNumber {
    static func float(_ s: UnsafeBufferPointer<UInt8>) -> Float? {
        shortDecimal(s) ?? Float(String(decoding: s, as: UTF8.self))
    }

    static func float(_ s: ArraySlice<UInt8>) -> Float? { s.withUnsafeBufferPointer { float($0) } }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8]

    /// `[-]d{1,4}[.d{1,8}]`, else nil. The digits as an integer divided by a power of ten is the
    /// correctly rounded `Double` (both are exact), and for such a decimal below 2^16 with at most
    /// 8 fraction digits that `Double` rounds to the same `Float` as the decimal itself (the decimal
    /// is never a `Float` rounding midpoint and lies farther from one than a `Double` ulp), which is
    /// what `Float(String)` (strtof) returns.
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
    static func hex(_ s: UnsafeBufferPointer<UInt8>) -> UInt32? {
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

    static func hex(_ s: ArraySlice<UInt8>) -> UInt32? { s.withUnsafeBufferPointer { hex($0) } }

    /// 1–9 decimal digits, else what `Int32(String)` makes of the text.
    static func int32(_ s: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard (1...9).contains(s.count) else { return Int32(String(decoding: s, as: UTF8.self)) }
        var v: Int32 = 0
        for b in s {
            guard let d = digit(b) else { return Int32(String(decoding: s, as: UTF8.self)) }
            v = v * 10 + Int32(d)
        }
        return v
    }

    static func int32(_ s: ArraySlice<UInt8>) -> Int32? { s.withUnsafeBufferPointer { int32($0) } }

    @inline(__always) private static func digit(_ b: UInt8) -> UInt64? {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") ? UInt64(b - UInt8(ascii: "0")) : nil
    }
}
