import CardlintReading

/// Pretty-printed JSON text: two-space indentation, `"key": value`, `{}` and `[]` when empty, no
/// trailing newline. Every JSON report goes through it (`JSONNode` too), so hand-written and
/// tree-built parts format alike. Writers of object members give keys in code-point order (the
/// order `JSONNode` sorts them in). The text is kept as UTF-8 bytes, the form report storage takes:
/// a `String` grown by hundreds of small appends per finding cost more than the report's content.
struct JSONText {
    var bytes: [UInt8] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
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

    /// Starts an object member named by the writer (its value follows): a name that needs no
    /// escaping (letters, digits, `$`, `_`), written as it is, without looking for what to escape.
    mutating func key(_ key: StaticString) {
        newItem()
        bytes.append(0x22)
        literal(key)
        literal("\": ")
    }

    /// Starts an object member named by data (escaped as any string).
    mutating func key(escaping key: String) {
        newItem()
        string(key)
        bytes.append(0x3A); bytes.append(0x20)   // `: `
    }

    /// Starts an array element (its value follows).
    mutating func element() { newItem() }

    mutating func string(_ s: String) { JSONString.appendQuoted(s, into: &bytes) }
    mutating func string(_ s: String?) { if let s { string(s) } else { null() } }
    mutating func int(_ i: Int?) { if let i { decimal(i) } else { null() } }
    mutating func bool(_ b: Bool) { literal(b ? "true" : "false") }
    mutating func null() { literal("null") }
    /// Text as is (splice markers, placeholders).
    mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

    mutating func strings(_ items: [String]) {
        openArray()
        for s in items { element(); string(s) }
        closeArray()
    }

    /// An object of strings, keys in code-point order.
    mutating func stringMap(_ map: [String: String]) {
        openObject()
        for (key, value) in map.sorted(by: { ReportModel.less($0.key, $1.key) }) {
            self.key(escaping: key)
            string(value)
        }
        closeObject()
    }

    /// `"0123456789abcdef"`: 16 lowercase hex digits, zero-padded, quoted; with `suffix`
    /// (an occurrence number) as `"<hex>:<suffix>"`.
    mutating func hex(_ v: UInt64, suffix: Int? = nil) {
        bytes.append(UInt8(ascii: "\""))
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: v >> UInt64(shift)) & 0xF
            bytes.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
        }
        if let suffix {
            bytes.append(UInt8(ascii: ":"))
            decimal(suffix)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `i` in decimal digits (as `String(i)` writes it), straight into the bytes.
    private mutating func decimal(_ i: Int) {
        let start = bytes.count
        var n = i.magnitude
        repeat {
            bytes.append(0x30 + UInt8(truncatingIfNeeded: n % 10))
            n /= 10
        } while n > 0
        if i < 0 { bytes.append(UInt8(ascii: "-")) }
        var a = start, b = bytes.count - 1
        while a < b { bytes.swapAt(a, b); a += 1; b -= 1 }
    }

    /// A literal the writer spells (`true`, `null`), as it is.
    private mutating func literal(_ s: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
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

    /// A comma if asked, a newline and the indentation of `depth`: one slice of a constant run
    /// (`,`, newline, spaces) for the usual depths. (Each append checks the array's uniqueness and
    /// room: the comma, the newline and the spaces appended apart cost more than the key after them.)
    private mutating func lineBreak(comma: Bool) {
        let run: StaticString = ",\n                                                                "
        let spaces = max(0, 2 * depth), from = comma ? 0 : 1
        if spaces <= run.utf8CodeUnitCount - 2 {
            bytes.append(contentsOf: UnsafeBufferPointer(start: run.utf8Start + from, count: 2 - from + spaces))
            return
        }
        bytes.append(contentsOf: UnsafeBufferPointer(start: run.utf8Start + from, count: 2 - from))
        var left = spaces
        while left > 0 {
            let n = min(left, run.utf8CodeUnitCount - 2)
            bytes.append(contentsOf: UnsafeBufferPointer(start: run.utf8Start + 2, count: n))
            left -= n
        }
    }
}
