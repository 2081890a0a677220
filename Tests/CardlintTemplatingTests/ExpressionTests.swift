import CardlintReading
import Testing
@testable import CardlintTemplating

@Suite struct ExpressionTests {
    @Test func literals() throws {
        #expect(try eval("12") == "12")
        #expect(try eval("1.5e2") == "150")
        #expect(try eval("'single'") == "\"single\"")
        #expect(try eval("\"double\"") == "\"double\"")
        #expect(try eval("true") == "true")
        #expect(try eval("null") == "null")
    }

    @Test func paths() throws {
        let data = #"{"a": {"b": [10, {"c": "deep"}]}, "k": "b", "weird key": 1}"#
        #expect(try eval("a.b[0]", data) == "10")
        #expect(try eval("a.b[1].c", data) == "\"deep\"")
        #expect(try eval("a['b'][0]", data) == "10")
        #expect(try eval("a[k][0]", data) == "10")
        #expect(try eval("$data['weird key']", data) == "1")
        #expect(try eval("$root.a.b[0]", data) == "10")
        #expect(try eval("a.b[1 + 0]", data) == "{\"c\":\"deep\"}")
    }

    @Test func arithmeticAndPrecedence() throws {
        #expect(try eval("1 + 2 * 3") == "7")
        #expect(try eval("(1 + 2) * 3") == "9")
        #expect(try eval("10 / 4") == "2")  // integers divide as integers, as in Adaptive Expressions
        #expect(try eval("10 / 2.5") == "4")
        #expect(try eval("10 % 4") == "2")
        #expect(try eval("2 ^ 3 ^ 2") == "512")
        #expect(try eval("-3 + 1") == "-2")
        #expect(try eval("'a' + 'b'") == "\"ab\"")
    }

    @Test func comparisonLogicConditional() throws {
        #expect(try eval("1 < 2 && 2 <= 2") == "true")
        #expect(try eval("'b' > 'a'") == "true")
        #expect(try eval("1 == 1 || x") == "true")
        #expect(try eval("!true") == "false")
        #expect(try eval("!missing") == "true")
        #expect(try eval("1 != 2") == "true")
        #expect(try eval(#"age >= 18 ? "Adult" : "Minor""#, #"{"age": 20}"#) == "\"Adult\"")
        #expect(try eval(#"age >= 18 ? "Adult" : "Minor""#, #"{"age": 3}"#) == "\"Minor\"")
        #expect(try eval("a ? 1 : b ? 2 : 3", #"{"a": false, "b": true}"#) == "2")
    }

    @Test func astOffsetsAreExact() throws {
        let text = "  foo(a.b, 1 +  2)"
        let e = try ExprParser.parse(Array(text.utf8), from: 0, to: text.utf8.count, maxDepth: 10)
        #expect(e.range == 2..<18)
        guard case .call(let name, let nameRange, let args) = e.kind else { Issue.record("not a call"); return }
        #expect(name == "foo")
        #expect(nameRange == 2..<5)
        #expect(args.map(\.range) == [6..<9, 11..<17])
        #expect(args[0].pathText == "a.b")
    }

    @Test func syntaxErrorsHaveRanges() {
        func err(_ s: String) -> Range<Int>? {
            do { _ = try ExprParser.parse(Array(s.utf8), from: 0, to: s.utf8.count, maxDepth: 10); return nil } catch { return error.range }
        }
        #expect(err("a +") == 3..<3)
        #expect(err("a = b") == 2..<3)
        #expect(err("f(1, ") == 5..<5)
        #expect(err("'open") == 0..<5)
        #expect(err("a b") == 2..<3)
    }
}
