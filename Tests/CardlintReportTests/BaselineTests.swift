import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

@Suite struct BaselineTests {
    @Test func writeParseRoundTrip() throws {
        let text = Baseline.write(Fixture.run())
        let parsed = try Baseline.parse(text)
        #expect(parsed.entries.count == 4)
        #expect(parsed.serialized() == text)
        #expect(text.contains("\"ruleId\": \"image-has-alt-text\""))
        #expect(!text.contains("\"line\""))  // line numbers are not part of the identity
    }

    @Test func applyRemovesKnownFindingsEvenAfterLinesMove() throws {
        let baseline = try Baseline.parse(Baseline.write(Fixture.run()))
        let (run, n) = Baseline.apply(baseline, to: Fixture.run(welcome: Fixture.shiftedWelcome))
        #expect(n == 4)
        #expect(run.allFindings.isEmpty)
        #expect(run.baselineSuppressed == 4)
        #expect(TextReporter().render(run).contains("4 suppressed by baseline"))
    }

    @Test func applyIsCountAware() throws {
        let baseline = try Baseline.parse(Baseline.write(Fixture.run()))
        // Two more occurrences of an already-baselined finding (same rule, pointer and message).
        let original = Fixture.run().files[0].findings[0]
        var extra1 = original; extra1.range = SourceRange(start: 1, end: 2)
        var extra2 = original; extra2.range = SourceRange(start: 3, end: 4)
        let (run, n) = Baseline.apply(baseline, to: Fixture.run(extraFindings: [extra1, extra2]))
        #expect(n == 4)
        #expect(run.allFindings.count == 2)
        #expect(run.allFindings.allSatisfy { $0.finding.ruleID == original.ruleID })
    }

    @Test func newFindingIsKept() throws {
        let baseline = try Baseline.parse(Baseline.write(Fixture.run()))
        let new = Finding(ruleID: "text-contrast", severity: .warning, tags: [], message: "Something else.",
                          range: SourceRange(start: 5, end: 6), pointer: "/body/0")
        let (run, n) = Baseline.apply(baseline, to: Fixture.run(extraFindings: [new]))
        #expect(n == 4)
        #expect(run.allFindings.map(\.finding.message) == ["Something else."])
    }

    @Test func malformedBaselineThrows() {
        #expect(throws: ReadingDiagnostic.self) { try Baseline.parse("{") }
        #expect(throws: ReadingDiagnostic.self) { try Baseline.parse("{\"version\": 3, \"findings\": []}") }
        #expect(throws: ReadingDiagnostic.self) { try Baseline.parse("{\"version\": 2, \"findings\": [{\"ruleId\": 3}]}") }
        #expect((try? Baseline.parse("{\"version\": 2, \"findings\": []}"))?.entries.isEmpty == true)
        // Version 1 fingerprints moved with array indexes and the working directory: such a baseline is
        // refused with what to do, rather than silently matching nothing.
        do {
            _ = try Baseline.parse("{\"version\": 1, \"findings\": []}")
            Issue.record("a version 1 baseline was accepted")
        } catch { #expect(error.message.contains("write it again with --write-baseline")) }
    }

    @Test func sarifBaselineStatesAndSuppressionsAreAllOrNone() throws {
        let baseline = try Baseline.parse(Baseline.write(Fixture.run()))
        let new = Finding(ruleID: "text-contrast", severity: .warning, tags: [], message: "Something else.",
                          range: SourceRange(start: 5, end: 6), pointer: "/body/0")
        let run = Fixture.run(extraFindings: [new])
        let marks = Baseline.marks(baseline, for: run, suppress: true)
        #expect(marks.states.values.filter { $0 == .unchanged }.count == 4)
        #expect(marks.states.values.filter { $0 == .new }.count == 1)
        let sarif = SARIFReporter(baselineMarks: marks).render(run)
        let results = 5
        #expect(sarif.components(separatedBy: "\"baselineState\"").count - 1 == results)
        #expect(sarif.components(separatedBy: "\"suppressions\"").count - 1 == results)
        #expect(sarif.components(separatedBy: "\"kind\": \"external\"").count - 1 == 4)
        #expect(sarif.contains("\"suppressions\": []"))
        #expect(sarif.contains("\"baselineState\": \"new\""))
        try SARIFValidator.expectValid(sarif)
    }
}
