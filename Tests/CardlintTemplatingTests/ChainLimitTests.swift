import CardlintReading
import Testing
@testable import CardlintTemplating

/// Long chains that parse in loops (`a+a+…`, `a.b.b…`, `a[0][0]…`) or through unary operators
/// used to build trees deep enough that evaluating or freeing them overflowed the stack (a silent
/// SIGSEGV at ~6 100 `+` terms). Every kind of chain must stop with a positioned `template-limit`.
@Suite struct ChainLimitTests {
    static let data = #"{"a": {"b": 1}, "xs": [[1]], "n": 1}"#

    /// 20 000-long chains of each kind.
    static let hostile: [(String, String)] = [
        ("plus", "1" + String(repeating: "+1", count: 20_000)),
        ("times", "n" + String(repeating: "*n", count: 20_000)),
        ("or", "n" + String(repeating: "||n", count: 20_000)),
        ("equals", "n" + String(repeating: "==n", count: 20_000)),
        ("compare", "n" + String(repeating: "<n", count: 20_000)),
        ("member", "a" + String(repeating: ".b", count: 20_000)),
        ("index", "xs" + String(repeating: "[0]", count: 20_000)),
        ("mixed postfix", "xs" + String(repeating: "[0].b", count: 10_000)),
        ("not", String(repeating: "!", count: 20_000) + "n"),
        ("minus", String(repeating: "-", count: 20_000) + "n"),
        ("power", "n" + String(repeating: "^n", count: 20_000)),
        ("conditional", String(repeating: "n ? n : ", count: 20_000) + "n"),
        ("calls", String(repeating: "string(", count: 20_000) + "n" + String(repeating: ")", count: 20_000)),
        ("lambdas", String(repeating: "where(xs, x, ", count: 5_000) + "true" + String(repeating: ")", count: 5_000)),
    ]

    @Test(arguments: hostile.map(\.0)) func chainStopsAtTheLimit(_ name: String) throws {
        let expr = try #require(Self.hostile.first { $0.0 == name }).1
        let (e, doc) = try expand("{\"v\": \"${\(expr)}\"}", Self.data)
        #expect(e.diagnostics.map(\.id) == ["template-limit"], "\(name): \(e.diagnostics.map(\.message))")
        // On the template's one line, inside the binding.
        let at = try #require(positions(e, doc, "template-limit").first)
        #expect(at.hasPrefix("1:"), "\(name): \(at)")
        #expect(e.output?["v"]?.string?.hasPrefix("${") == true, "\(name): the binding is kept as written")
    }

    /// The same chains without data (no-data mode parses every binding too).
    @Test(arguments: hostile.map(\.0)) func chainStopsWithoutData(_ name: String) throws {
        let expr = try #require(Self.hostile.first { $0.0 == name }).1
        let (e, _) = try expand("{\"v\": \"${\(expr)}\"}")
        #expect(e.diagnostics.map(\.id).contains("template-limit"), "\(name): \(e.diagnostics.map(\.message))")
    }

    /// Chains of an ordinary length still evaluate.
    @Test func ordinaryChainsEvaluate() throws {
        #expect(try eval("1" + String(repeating: "+1", count: 199)) == "200")
        #expect(try eval("a" + String(repeating: ".b", count: 1), Self.data) == "1")
        #expect(try eval("xs" + String(repeating: "[0]", count: 2), Self.data) == "1")
        #expect(try eval(String(repeating: "!", count: 40) + "n", Self.data) == "true")
        #expect(try eval(String(repeating: "-", count: 40) + "n", Self.data) == "1")
    }

    /// The limit error points at the operator that makes the tree too tall.
    @Test func limitPointsAtTheOperator() throws {
        let expr = "n" + String(repeating: "+n", count: 300)
        let (e, doc) = try expand("{\"v\": \"${\(expr)}\"}", Self.data)
        let d = try #require(e.diagnostics.first { $0.id == "template-limit" })
        #expect(d.message.contains("256"))
        // `{"v": "${` is 9 bytes; term k (0-based) starts at 9 + 2k + 1; the 256th '+' is at 9 + 2·255 + 1 + 1.
        #expect("\(doc.file.position(of: d.range.start))" == "1:\(9 + 2 * 255 + 2)")
    }
}
