/// A file's bytes plus the table that turns byte offsets into line:column.
///
/// Positions inside cardlint are **byte offsets** into the UTF-8 source. They are turned into
/// `line:column` only when shown. Lines and columns are **1-based**; the column unit is the
/// **Unicode code point** (SARIF `columnKind: "unicodeCodePoints"`), so an emoji before a finding
/// moves it one column, not four.
public struct SourceFile: Sendable {
    /// The path as given by the user (or `<stdin>`). Used verbatim in diagnostics.
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line. `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// For large files with a line longer than `checkpointStride`: code points before every
    /// `checkpointStride`-th byte, so a column on a huge minified line costs at most one stride of
    /// scanning (not the whole line). Empty otherwise: `position(of:)` reads them only that far into a line.
    let checkpoints: [Int]
    static let checkpointStride = 4096

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let lineStarts = SourceFile.computeLineStarts(bytes)
        self.lineStarts = lineStarts
        // Checkpoints serve only columns further than a stride into a line: none in a file whose
        // lines are all shorter (pretty-printed cards), so they are not counted there.
        self.checkpoints = bytes.count > 16 * SourceFile.checkpointStride
            && SourceFile.longestLine(lineStarts, count: bytes.count) > SourceFile.checkpointStride
            ? SourceFile.computeCheckpoints(bytes) : []
    }

    /// The length in bytes of the longest line (its terminator included) of a file of `count`
    /// bytes whose lines start at `starts`.
    static func longestLine(_ starts: [Int], count: Int) -> Int {
        var longest = 0
        for i in starts.indices { longest = max(longest, (i + 1 < starts.count ? starts[i + 1] : count) - starts[i]) }
        return longest
    }

    /// Code points before every stride boundary inside the file (`out[k]` = code points in
    /// `bytes[0..<k * stride]`, for every `k * stride < bytes.count`): counted a stride at a time
    /// through a buffer pointer (a division and a bounds check per byte cost five times more).
    static func computeCheckpoints(_ bytes: [UInt8]) -> [Int] {
        let stride = checkpointStride
        var out = [0]
        out.reserveCapacity(bytes.count / stride + 1)
        bytes.withUnsafeBufferPointer { buf in
            var count = 0, start = 0
            while start + stride < buf.count {
                count += codePoints(buf, from: start, to: start + stride)
                start += stride
                out.append(count)
            }
        }
        return out
    }

    /// Code points in `buf[from..<to]`: the bytes that are not UTF-8 continuation bytes
    /// (`10xxxxxx`), counted eight at a time (a word's continuation bytes are those whose top bit is
    /// set and whose next bit is not), the last few one at a time.
    static func codePoints(_ buf: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var count = 0, i = from
        let high: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= to {
            let w = UInt64(littleEndian: UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self))
            count += 8 - (w & ~(w << 1) & high).nonzeroBitCount
            i += 8
        }
        while i < to {
            if buf[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    /// Code points in `bytes[0..<offset]`.
    func codePoints(before offset: Int) -> Int {
        let k = min(offset / SourceFile.checkpointStride, checkpoints.count - 1)
        return checkpoints[k] + SourceFile.codePoints(bytes, from: k * SourceFile.checkpointStride, to: offset)
    }

    /// Code points in `bytes[from..<to]` (read through a buffer pointer: no bounds check or
    /// reference count per byte).
    static func codePoints(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        guard from < to else { return 0 }
        WorkMeter.add(to - from)
        return bytes.withUnsafeBufferPointer { codePoints($0, from: from, to: to) }
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Where every line starts: after each LF, each lone CR and each CRLF (once, after its LF). Read
    /// through a buffer pointer: no bounds check per byte; eight bytes that hold no byte below 0x0E
    /// (neither LF nor CR) are passed over at once.
    static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buf in
            var i = 0
            let n = buf.count
            let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
            while i < n {
                // In a word, a byte below 0x0E sets its top bit in `below` (b - 0x0E borrows; bytes
                // with the top bit set are masked by `~w`); a borrow runs upwards only from such a
                // byte, so the lowest bit set is the first of them.
                if i + 8 <= n {
                    let w = UInt64(littleEndian: UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self))
                    let below = (w &- 0x0E &* ones) & ~w & high
                    if below == 0 { i += 8; continue }
                    i += below.trailingZeroBitCount >> 3
                }
                let b = buf[i]
                if b == 0x0A {
                    starts.append(i + 1)
                } else if b == 0x0D {
                    // A lone CR ends a line; CRLF ends it once, after the LF.
                    if i + 1 < n, buf[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        return starts
    }

    /// The 1-based line and code-point column of a byte offset (clamped to the file).
    public func position(of offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        if !checkpoints.isEmpty, offset - lineStarts[lo] > SourceFile.checkpointStride {
            column += codePoints(before: offset) - codePoints(before: lineStarts[lo])
        } else {
            column += SourceFile.codePoints(bytes, from: lineStarts[lo], to: offset)
        }
        // Continuation bytes of the character at `offset` itself do not count.
        return SourcePosition(offset: offset, line: lo + 1, column: column)
    }

    /// The text of a 1-based line without its line terminator.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    public func text(of range: SourceRange) -> String {
        let s = max(0, min(range.start, bytes.count)), e = max(s, min(range.end, bytes.count))
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }
}

/// A resolved position: byte offset plus 1-based line and code-point column.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let offset: Int
    public let line: Int
    public let column: Int
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset; self.line = line; self.column = column
    }
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool { a.offset < b.offset }
    public var description: String { "\(line):\(column)" }
}

/// A half-open byte range `[start, end)` in one source file.
public struct SourceRange: Sendable, Hashable, Codable {
    public var start: Int
    public var end: Int
    public init(start: Int, end: Int) { self.start = start; self.end = end }
    public static let unknown = SourceRange(start: 0, end: 0)
}
