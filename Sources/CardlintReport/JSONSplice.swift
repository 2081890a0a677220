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

    /// A number resolved when the scratch holding it is copied out (`ReportWriter.copy`).
    static func placeholder(_ n: Int) -> JSONNode { .raw(ReportWriter.placeholder(n)) }
}

/// An array written element by element, byte for byte as `JSONNode.array` at indent `level`.
struct JSONArrayWriter {
    let level: Int
    private(set) var count = 0
    private let itemIndent: String

    init(level: Int) {
        self.level = level
        itemIndent = String(repeating: "  ", count: level + 1)
    }

    mutating func append(_ item: JSONNode, to out: ReportWriter) {
        var text = count == 0 ? "[\n" : ",\n"
        text += itemIndent
        item.write(into: &text, indent: level + 1)
        out.write(text)
        count += 1
    }

    func close(_ out: ReportWriter) {
        out.write(count == 0 ? "[]" : "\n" + String(repeating: "  ", count: level) + "]")
    }
}
