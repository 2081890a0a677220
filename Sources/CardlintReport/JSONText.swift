import CardlintReading

/// Pretty-printed JSON text: two-space indentation, `"key": value`, `{}` and `[]` when empty, no
/// trailing newline. Every JSON report goes through it (`JSONNode` too), so hand-written and
/// tree-built parts format alike. Writers of object members give keys in code-point order (the
/// order `JSONNode` sorts them in).
struct JSONText {
    var text = ""
    /// Nesting of the value being written.
    private(set) var depth: Int
    /// True right after a container opened, before its first member or element.
    private var opened = false

    init(depth: Int = 0) { self.depth = depth }

    /// Continues an array (at indent `level`) that already holds elements.
    init(insideArrayAt level: Int) { depth = level + 1 }

    mutating func openObject() { open("{") }
    mutating func openArray() { open("[") }
    mutating func closeObject() { close("}") }
    mutating func closeArray() { close("]") }

    /// Starts an object member (its value follows).
    mutating func key(_ key: String) {
        newItem()
        string(key)
        text += ": "
    }

    /// Starts an array element (its value follows).
    mutating func element() { newItem() }

    mutating func string(_ s: String) { JSONString.appendQuoted(s, into: &text) }
    mutating func string(_ s: String?) { if let s { string(s) } else { null() } }
    mutating func int(_ i: Int?) { if let i { text += String(i) } else { null() } }
    mutating func bool(_ b: Bool) { text += b ? "true" : "false" }
    mutating func null() { text += "null" }
    /// Text as is (splice markers, placeholders).
    mutating func raw(_ s: String) { text += s }

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
        text += "\"" + Fingerprint.hex(v) + (suffix.map { ":" + String($0) } ?? "") + "\""
    }

    private mutating func open(_ bracket: String) {
        text += bracket
        depth += 1
        opened = true
    }

    private mutating func close(_ bracket: String) {
        depth -= 1
        if !opened { lineBreak(comma: false) }
        text += bracket
        opened = false
    }

    private mutating func newItem() {
        lineBreak(comma: !opened)
        opened = false
    }

    /// A comma if asked, a newline and the indentation of `depth`.
    private mutating func lineBreak(comma: Bool) {
        text += comma ? ",\n" : "\n"
        text += String(repeating: " ", count: 2 * depth)
    }
}
