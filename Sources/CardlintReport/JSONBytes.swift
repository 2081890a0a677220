import CardlintReading

/// Pretty-printed JSON written straight into UTF-8 bytes: two-space indentation, `"key": value`,
/// `{}` and `[]` when empty, no trailing newline. Every JSON report goes through it (`JSONNode`
/// too), so hand-written and tree-built parts format alike. Writers of object members give keys
/// in code-point order (the order `JSONNode` sorts them in).
struct JSONBytes {
    var bytes = ByteRun()
    /// Nesting of the value being written.
    private(set) var depth: Int
    /// True right after a container opened, before its first member or element.
    private var opened = false

    init(depth: Int = 0) { self.depth = depth }

    /// Continues an array (at indent `level`) that already holds elements.
    init(insideArrayAt level: Int) { depth = level + 1 }

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member (its value follows). The key holds nothing JSON escapes.
    mutating func key(_ key: StaticString) {
        newItem()
        let n = key.utf8CodeUnitCount
        let p = bytes.claim(n + 4)
        p[0] = 0x22
        (p + 1).initialize(from: key.utf8Start, count: n)
        p[n + 1] = 0x22
        p[n + 2] = UInt8(ascii: ":")
        p[n + 3] = 0x20
    }

    /// Starts an object member whose key comes from data. (Its own name: with `key(_: String)`
    /// beside `key(_: StaticString)`, every literal key went to the String one.)
    mutating func dataKey(_ key: String) {
        newItem()
        string(key)
        let p = bytes.claim(2)
        p[0] = UInt8(ascii: ":")
        p[1] = 0x20
    }

    /// Starts an array element (its value follows).
    mutating func element() { newItem() }

    mutating func string(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ quotePlain($0) }) == true { return }
        var escaped: [UInt8] = []  // something to escape (rare), or no contiguous UTF-8
        JSONString.appendQuoted(s, into: &escaped)
        escaped.withUnsafeBufferPointer { bytes.append($0) }
    }

    /// `b` quoted, when it has nothing to escape; false (nothing written) when it has.
    private mutating func quotePlain(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard JSONString.firstEscape(in: b, from: 0) == nil else { return false }
        let p = bytes.claim(b.count + 2)
        p[0] = 0x22
        if let source = b.baseAddress { (p + 1).initialize(from: source, count: b.count) }
        p[b.count + 1] = 0x22
        return true
    }
    mutating func string(_ s: String?) { if let s { string(s) } else { null() } }
    mutating func int(_ i: Int?) { if let i { appendDecimal(i) } else { null() } }
    mutating func bool(_ b: Bool) { raw(b ? "true" : "false") }
    mutating func null() { raw("null") }
    /// Text as is (splice markers, placeholders).
    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append($0) }
    }

    mutating func strings(_ items: [String]) {
        openArray()
        for s in items { element(); string(s) }
        closeArray()
    }

    /// An object of strings, keys in code-point order.
    mutating func stringMap(_ map: [String: String]) {
        openObject()
        var members = map.makeIterator()
        if map.count <= 2, let first = members.next() {  // the usual cases: no array, no sort, no lookup
            if let second = members.next() {
                let (a, b) = ReportModel.less(second.key, first.key) ? (second, first) : (first, second)
                dataKey(a.key); string(a.value)
                dataKey(b.key); string(b.value)
            } else {
                dataKey(first.key); string(first.value)
            }
        } else {
            for (key, value) in map.sorted(by: { ReportModel.less($0.key, $1.key) }) {
                dataKey(key)
                string(value)
            }
        }
        closeObject()
    }

    /// `"0123456789abcdef"`: 16 lowercase hex digits, zero-padded, quoted; with `suffix`
    /// (an occurrence number) as `"<hex>:<suffix>"`.
    mutating func hex(_ v: UInt64, suffix: Int? = nil) {
        let p = bytes.claim(17)
        p[0] = 0x22
        Self.writeHex(v, digits: 16, to: p + 1)
        if let suffix {
            bytes.append(UInt8(ascii: ":"))
            appendDecimal(suffix)
        }
        bytes.append(0x22)
    }

    /// `"<hex>:<n>"` with `hex` as `String(v, radix: 16)` (lowercase, no leading zeros): a
    /// `LineHash` value.
    mutating func lineHash(_ v: UInt64, _ n: Int) {
        let digits = Swift.max(1, (67 - v.leadingZeroBitCount) / 4)
        let p = bytes.claim(digits + 2)
        p[0] = 0x22
        Self.writeHex(v, digits: digits, to: p + 1)
        p[digits + 1] = UInt8(ascii: ":")
        appendDecimal(n)
        bytes.append(0x22)
    }

    /// The low `digits` hex digits of `v`, most significant first, lowercase, at `p`.
    @inline(__always)
    private static func writeHex(_ v: UInt64, digits: Int, to p: UnsafeMutablePointer<UInt8>) {
        for k in 0..<digits {
            let d = UInt8((v >> UInt64(4 * (digits - 1 - k))) & 0xF)
            p[k] = d < 10 ? 0x30 + d : 0x57 + d
        }
    }

    private mutating func appendDecimal(_ i: Int) {
        if i < 0 { bytes.append(UInt8(ascii: "-")) }
        var m = i.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { d in
            repeat {
                d[19 - n] = 0x30 + UInt8(m % 10)
                m /= 10
                n += 1
            } while m > 0
            bytes.append(UnsafeRawBufferPointer(rebasing: d[(20 - n)...]))
        }
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        opened = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !opened { lineBreak(comma: false) }
        bytes.append(bracket)
        opened = false
    }

    private mutating func newItem() {
        lineBreak(comma: !opened)
        opened = false
    }

    /// A comma if asked, a newline and the indentation of `depth`, in one append.
    private mutating func lineBreak(comma: Bool) {
        let start = comma ? 0 : 1, end = 2 + 2 * depth
        Self.breaks.withUTF8Buffer { text in
            if end <= text.count {
                bytes.append(UnsafeBufferPointer(rebasing: text[start..<end]))
            } else {
                bytes.append(UnsafeBufferPointer(rebasing: text[start..<2]))
                bytes.claim(2 * depth).initialize(repeating: 0x20, count: 2 * depth)
            }
        }
    }

    /// A comma, a newline and 32 levels of indentation.
    private static let breaks: StaticString = ",\n                                                                "
}
