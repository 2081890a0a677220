import CardlintReading
import Testing
@testable import CardlintTemplating

@Suite struct DiagnosticTests {
    @Test func syntaxErrorAtExactColumn() throws {
        // Column of the stray '=' : `{"t": "ab ${a = b}"}` → 1-based column 15.
        let (e, doc) = try expand(#"{"t": "ab ${a = b}"}"#, "{}")
        #expect(positions(e, doc, "template-syntax") == ["1:15"])
        #expect(e.output?["t"]?.string == "ab ${a = b}")
    }

    @Test func columnsAccountForJSONEscapes() throws {
        // `\"` and `\u00e9` take 2 and 6 source bytes but 1 and 2 decoded bytes; é is one column.
        let text = #"{"t": "\"\u00e9é ${1 +}"}"#
        let (e, doc) = try expand(text, "{}")
        let d = try #require(e.diagnostics.first { $0.id == "template-syntax" })
        #expect("\(doc.file.position(of: d.range.start))" == "1:23")
        #expect(doc.file.text(of: SourceRange(start: d.range.start, end: d.range.start + 1)) == "}")
    }

    @Test func unclosedBinding() throws {
        let (e, doc) = try expand("{\n  \"t\": \"x ${name\"\n}", #"{"name": 1}"#)
        #expect(positions(e, doc, "template-unclosed-binding") == ["2:11"])
        #expect(e.output?["t"]?.string == "x ${name")
    }

    @Test func unknownFunctionWithSuggestion() throws {
        let (e, doc) = try expand(#"{"t": "${toUppr(name)}"}"#, #"{"name": "a"}"#)
        let d = try #require(e.diagnostics.first { $0.id == "template-unknown-function" })
        #expect("\(doc.file.position(of: d.range.start))" == "1:10")
        #expect(d.message.contains("did you mean 'toUpper'"))
        #expect(d.range.end - d.range.start == 6)
        #expect(e.output?["t"]?.string == "${toUppr(name)}")
        #expect(!e.diagnostics.contains { $0.id == "template-evaluation-error" })
    }

    @Test func argumentCount() throws {
        let (e, doc) = try expand(#"{"t": "v: ${substring('abc')}"}"#, "{}")
        #expect(positions(e, doc, "template-argument-count") == ["1:13"])
        #expect(e.diagnostics.first { $0.id == "template-argument-count" }?.message == "'substring' takes 2 to 3 arguments, got 1")
    }

    @Test func unknownPath() throws {
        let (e, doc) = try expand(#"{"a": "${user.nme}", "b": "${user.name}", "c": "${exists(nope)}"}"#, #"{"user": {"name": "x"}}"#)
        #expect(positions(e, doc, "template-unknown-path") == ["1:10"])
        #expect(e.diagnostics.first { $0.id == "template-unknown-path" }?.message.contains("'user.nme'") == true)
    }

    /// `$null` is the null templates compare with (`${x != $null}`), not a data path.
    @Test func dollarNullIsNotAPath() throws {
        let (e, _) = try expand(#"{"a": "${officeLocation != $null}", "$when": "${mail != $null}"}"#, #"{"mail": "a@b.c", "officeLocation": null}"#)
        #expect(!e.diagnostics.contains { $0.id == "template-unknown-path" }, "\(e.diagnostics)")
        #expect(e.output?["a"]?.bool == false)
    }

    @Test func unknownPathSuggestsASimilarKey() throws {
        let (e, _) = try expand(#"{"a": "${user.nmae}"}"#, #"{"user": {"name": "x", "id": 1}}"#)
        #expect(e.diagnostics.first?.message == "'user.nmae' is not in the data (did you mean 'name'?); the host shows the binding literally")
    }

    @Test func missingPathsInConditionsAreNotUnknown() throws {
        let (e, _) = try expand(#"{"a": "${opt ? opt : 'none'}", "b": "${!flag}", "c": "${x && y}", "d": "${if(z, 1, 2)}", "e": "${w == 1}"}"#, "{}")
        #expect(e.diagnostics.map(\.id) == ["template-unknown-path"])
        #expect(e.output?.jsonText == #"{"a":"none","b":true,"c":false,"d":2,"e":false}"#)
    }

    @Test func unknownPathOnlyWhenMissingInEveryDataSet() throws {
        let t = try Doc(#"{"a": "${onlyInA}", "b": "${inNone}", "c": "${both}"}"#)
        let a = try Doc(#"{"onlyInA": 1, "both": 2}"#, path: "a.json")
        let b = try Doc(#"{"both": 3}"#, path: "b.json")
        let set = TemplateExpander.expand(template: t.value, source: t.file, dataSets: [(a.value, a.file), (b.value, b.file)])
        #expect(set.expansions.count == 2)
        let unknown = set.diagnostics.filter { $0.id == "template-unknown-path" }
        #expect(unknown.map { "\(t.file.position(of: $0.range.start))" } == ["1:29"])
        // Each single expansion still reports its own view.
        #expect(set.expansions[1].diagnostics.filter { $0.id == "template-unknown-path" }.count == 2)
    }

    @Test func constantWhen() throws {
        let (e, doc) = try expand(#"{"body": [{"$when": "${1 > 0}", "t": 1}, {"$when": true, "t": 2}, {"$when": "${x}", "t": 3}]}"#, #"{"x": true}"#)
        #expect(positions(e, doc, "template-constant-when") == ["1:21", "1:52"])
        #expect(e.output?.jsonText == #"{"body":[{"t":1},{"t":3}]}"#)
    }

    @Test func nonBooleanWhen() throws {
        let (e, doc) = try expand(#"{"b": [{"$when": "${items}", "t": 1}]}"#, #"{"items": [1]}"#)
        #expect(positions(e, doc, "template-evaluation-error") == ["1:18"])
        #expect(e.diagnostics.first?.message.hasPrefix("$when gave an array, not a boolean") == true)
        #expect(e.output?.jsonText == #"{"b":[]}"#)
    }

    @Test func evaluationError() throws {
        let (e, doc) = try expand(#"{"t": "${name * 2}", "u": "${div(1, 0)}"}"#, #"{"name": "a"}"#)
        #expect(positions(e, doc, "template-evaluation-error") == ["1:10", "1:37"])
        #expect(e.diagnostics.first?.message.contains("'*' needs two numbers, got string and number") == true)
        #expect(e.output?["t"]?.string == "${name * 2}")
    }

    @Test func evaluationErrorsAreReportedOncePerSite() throws {
        let (e, _) = try expand(#"{"b": [{"$data": "${xs}", "t": "${$data * 2}"}]}"#, #"{"xs": ["a", "b", "c"]}"#)
        #expect(e.diagnostics.filter { $0.id == "template-evaluation-error" }.count == 1)
    }

    @Test func diagnosticsAreSortedAndCarryNoFalseErrorsInNoDataMode() throws {
        let (e, _) = try expand(#"{"body": [{"$data": "${items}", "$when": "${ok}", "t": "${name} ${nme}"}]}"#)
        #expect(e.diagnostics.isEmpty)
        #expect(!e.hadData)
    }
}
