@testable import CardlintLayout
import Testing

/// `NodeStyle.Field(key)` looks among the names of the key's UTF-8 length only: it must find
/// exactly what comparing the key with every name finds.
@Suite struct NodeStyleFieldTests {
    static func slow(_ key: String) -> NodeStyle.Field? { NodeStyle.Field.allCases.first { $0.name == key } }

    static let others = ["type", "id", "url", "items", "columns", "body", "actions", "isVisible", "", "Size", "text ",
                         "sizes", "heightx", "minheight", "titles", "lang", "selectAction", "fallback", "K", "\u{212A}",
                         "s\u{0301}ize", "wrap\u{0301}", "st\u{00FF}le", "\u{1F600}", "isMultiSelecT", "horizontalalignment"]

    @Test func everyNameIsFound() {
        for f in NodeStyle.Field.allCases { #expect(NodeStyle.Field(f.name) == f, "\(f.name)") }
    }

    @Test func findsWhatComparingEveryNameFinds() {
        // Every name, near misses of each (one byte changed, cut, extended), and other keys.
        var keys = Self.others
        for f in NodeStyle.Field.allCases {
            let n = f.name
            keys += [String(n.dropLast()), n + "s", n.uppercased(), String(n.dropFirst()) + "x", n + "\u{0301}"]
        }
        for k in keys { #expect(NodeStyle.Field(k) == Self.slow(k), "\(k)") }
    }
}
