import CardlintReading
import Testing
@testable import CardlintTemplating

@Suite struct LimitTests {
    /// `levels` nested `$data` repetitions over 100 items: 100^levels objects if nothing stopped it.
    static func bomb(levels: Int) -> (template: String, data: String) {
        let items = "[" + (0..<100).map { "{\"n\": \($0)}" }.joined(separator: ",") + "]"
        var level = #"{"t": "${n}"}"#
        for _ in 0..<levels { level = #"{"$data": "${$root.xs}", "c": [\#(level)]}"# }
        return ("{\"body\": [\(level)]}", "{\"xs\": \(items)}")
    }

    /// 5 levels = 10^10 objects. The work is counted, not timed (a wall-clock bound failed at 48 s
    /// on a loaded machine): output values stop at the limit, and evaluation steps stay a small
    /// multiple of them.
    @Test func nestedDataBombStopsAfterBoundedWork() throws {
        let (template, data) = Self.bomb(levels: 5)
        let limits = TemplateLimits()
        let e = try expand(template, data, limits: limits).0
        #expect(e.failed)
        #expect(e.output == nil)
        #expect(e.diagnostics.map(\.id) == ["template-limit"])
        #expect(e.outputValues > limits.maxOutputNodes && e.outputValues <= limits.maxOutputNodes + 1, "\(e.outputValues)")
        #expect(e.evaluationSteps <= 4 * limits.maxOutputNodes, "\(e.evaluationSteps) steps")
    }

    /// The same bound with a small limit on a bomb of 10^6 objects: were the limit not applied as
    /// values are made, the count would pass 10 000 by far (and the test fail, not hang).
    @Test func theOutputLimitIsAppliedAsValuesAreMade() throws {
        let (template, data) = Self.bomb(levels: 3)
        let e = try expand(template, data, limits: TemplateLimits(maxOutputNodes: 10_000)).0
        #expect(e.failed && e.diagnostics.map(\.id) == ["template-limit"])
        #expect(e.outputValues == 10_001, "\(e.outputValues)")
        #expect(e.evaluationSteps <= 4 * 10_000, "\(e.evaluationSteps) steps")
    }

    @Test func outputNodeLimitIsConfigurable() throws {
        let (e, _) = try expand(#"{"b": [{"$data": "${xs}", "v": "${$data}"}]}"#, #"{"xs": [1, 2, 3, 4, 5, 6]}"#,
                                limits: TemplateLimits(maxOutputNodes: 10))
        #expect(e.failed)
        #expect(e.diagnostics.first?.id == "template-limit")
    }

    @Test func deepExpressionNesting() throws {
        let deep = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        let (e, doc) = try expand("{\"v\": \"${\(deep)}\"}", "{}")
        #expect(e.diagnostics.map(\.id) == ["template-limit"])
        #expect(positions(e, doc, "template-limit").first?.hasPrefix("1:") == true)
        #expect(!e.failed)
        #expect(e.output?["v"]?.string == "${\(deep)}")
    }

    @Test func longStrings() throws {
        let limits = TemplateLimits(maxStringLength: 1000)
        let (e, _) = try expand(#"{"v": "${join(range(0, 500), '-')}${x}"}"#, #"{"x": 1}"#, limits: limits)
        #expect(e.failed)
        #expect(e.diagnostics.first?.id == "template-limit")
        let (g, _) = try expand(#"{"v": "${concat(s, s, s)}"}"#, "{\"s\": \"\(String(repeating: "a", count: 600))\"}", limits: limits)
        #expect(g.failed)
    }

    @Test func hugeRangeIsRefused() throws {
        let (e, _) = try expand(#"{"v": "${count(range(0, 100000000))}"}"#, "{}")
        #expect(e.failed)
        #expect(e.diagnostics.first?.message.contains("range()") == true)
    }

    @Test func evaluationStepBudget() throws {
        let (e, _) = try expand(#"{"v": "${count(where(range(0, 50000), i, foreach(range(0, 100), j, j)))}"}"#, "{}",
                                limits: TemplateLimits(maxEvaluationSteps: 200_000))
        #expect(e.failed)
        #expect(e.diagnostics.first?.message.contains("steps") == true)
    }

    @Test func selfReferencingDataTerminates() throws {
        // `$data` that names itself (or the root) just re-enters the same finite value.
        let (e, _) = try expand(#"{"$data": "${$data}", "a": {"$data": "${$root}", "b": {"$data": "${$data}", "v": "${v}"}}}"#, #"{"v": 7}"#)
        #expect(!e.failed)
        #expect(e.output?.jsonText == #"{"a":{"b":{"v":7}}}"#)
    }

    @Test func deepTemplateNesting() throws {
        var t = #"{"v": 1}"#
        for _ in 0..<40 { t = "{\"c\": \(t)}" }
        let (e, _) = try expand(t, "{}", limits: TemplateLimits(maxDepth: 20))
        #expect(e.failed)
        #expect(e.diagnostics.first?.message.contains("deeper than 20") == true)
    }
}

@Suite struct HostileInputTests {
    @Test func extremeNumbersDoNotCrash() throws {
        for expr in ["formatEpoch(1e300)", "formatNumber(1e300, 15)", "formatNumber(1, 99)", "substring('abc', 1e300)",
                     "range(1e300, 2)", "take(createArray(1), -5)", "addDays('2024-01-01', 1e300)", "round(1.5, 1e9)",
                     "base64ToString('" + String(repeating: "QUJD", count: 50) + "')", "int('1e400')", "div(1, 0)",
                     "a[1e300]", "a[-1]", "a[0.5]", "mod(5, 0)", "split('', '')", "length(1)", "first(createArray())"] {
            _ = try eval(expr, #"{"a": [1]}"#)
        }
        #expect(try eval("base64ToString('" + String(repeating: "QUJD", count: 50) + "')").hasPrefix("\"ABCABC"))
    }

    @Test func garbageExpressionsNeverCrash() throws {
        for text in ["${", "${}", "${${}}", "${'}", "${\"", "${a.}", "${a[}", "${f(,)}", "${)}", "${1 ? 2}", "${-}", "${é}", "${$}", "${!!!}"] {
            let (e, _) = try expand("{\"v\": \"\(text.replacingJSONQuotes)\"}", "{}")
            #expect(e.output != nil, "\(text)")
        }
    }
}
