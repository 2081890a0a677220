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

    /// Starts an object member (its value follows).
    mutating func key(_ key: String) {
        newItem()
        string(key)
        bytes.append(contentsOf: ": ".utf8)
    }

    /// Starts an array element (its value follows).
    mutating func element() { newItem() }

    mutating func string(_ s: String) { JSONString.appendQuoted(s, into: &bytes) }
    mutating func string(_ s: String?) { if let s { string(s) } else { null() } }
    mutating func int(_ i: Int?) { if let i { raw(String(i)) } else { null() } }
    mutating func bool(_ b: Bool) { raw(b ? "true" : "false") }
    mutating func null() { raw("null") }
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
            self.key(key)
            string(value)
        }
        closeObject()
    }

    /// `"0123456789abcdef"`: 16 lowercase hex digits, zero-padded, quoted; with `suffix`
    /// (an occurrence number) as `"<hex>:<suffix>"`.
    mutating func hex(_ v: UInt64, suffix: Int? = nil) {
        bytes.append(UInt8(ascii: "\""))
        raw(Fingerprint.hex(v))
        if let suffix { raw(":" + String(suffix)) }
        bytes.append(UInt8(ascii: "\""))
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

    /// A comma if asked, a newline and the indentation of `depth`.
    private mutating func lineBreak(comma: Bool) {
        if comma { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
