import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

/// JSON and SARIF findings are written member by member, not sorted by a tree: every object of
/// both formats must still list its keys in code-point order, whatever optional members it has.
@Suite struct KeyOrderTests {
    @Test func everyObjectHasItsKeysInCodePointOrder() throws {
        let run = Fixture.run()
        let baseline = try Baseline.parse(Baseline.write(run))
        let extra = Finding(ruleID: "text-contrast", severity: .warning, tags: [], message: "Something else.",
                            range: SourceRange(start: 5, end: 6), pointer: "/body/0")
        let marked = Fixture.run(extraFindings: [extra])
        let sarifWithMarks = SARIFReporter(baselineMarks: Baseline.marks(baseline, for: marked, suppress: true)).render(marked)
        for text in [JSONReporter().render(run), SARIFReporter().render(run), sarifWithMarks] {
            try expectSortedKeys(JSONParser.parse(Array(text.utf8)).value)
        }
    }

    func expectSortedKeys(_ value: JSONValue) {
        switch value.kind {
        case .array(let items): items.forEach(expectSortedKeys)
        case .object(let members):
            let keys = members.map(\.key)
            #expect(zip(keys, keys.dropFirst()).allSatisfy { ReportModel.less($0, $1) }, "keys out of order: \(keys)")
            members.forEach { expectSortedKeys($0.value) }
        default: break
        }
    }
}
