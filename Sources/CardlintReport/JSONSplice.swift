/// Writing a pretty-printed JSON document whose big arrays are streamed: the document is built
/// as a `JSONNode` with `marker` where each streamed array goes, serialized, and cut there; the
/// arrays are written element by element with `JSONArrayWriter`. The bytes are exactly those of
/// serializing the whole tree at once.
enum JSONSplice {
    /// A NUL byte: JSON text never holds one raw (strings escape it as `\u0000`).
    static let marker = JSONNode.raw("\u{0}")

    /// The serialized node cut at each marker (markers + 1 parts).
    static func parts(_ node: JSONNode) -> [String] {
        Array(node.serialized().utf8).split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}

/// An array written element by element, byte for byte as `JSONNode.array` at indent `level`.
struct JSONArrayWriter {
    let level: Int
    private(set) var count = 0

    init(level: Int) { self.level = level }

    /// Appends one element: `body` writes its value.
    mutating func append(to out: ReportWriter, _ body: (inout JSONText) -> Void) {
        let first = count == 0
        var json = first ? JSONText(depth: level) : JSONText(insideArrayAt: level)
        // Written straight into the writer's buffer: no array of its own made and copied per element.
        out.append { buffer in
            swap(&json.bytes, &buffer)
            if first { json.openArray() }
            json.element()
            body(&json)
            swap(&json.bytes, &buffer)
        }
        count += 1
    }

    mutating func append(_ item: JSONNode, to out: ReportWriter) {
        append(to: out) { item.write(to: &$0) }
    }

    func close(_ out: ReportWriter) {
        guard count > 0 else { return out.write("[]") }
        var json = JSONText(insideArrayAt: level)
        json.closeArray()
        out.write(json.bytes)
    }
}
