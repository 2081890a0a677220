import CardlintKit
import CardlintRules
import CardlintTestSupport
import Testing

/// Every example of every shipped rule, run through the whole pipeline: one test case each.
@Suite struct RuleExamplesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: Rule
        let index: Int
        let example: RuleExample
        var testDescription: String {
            let e = example
            return "\(rule.id) \(e.expectation == .triggering ? "triggers" : "does not trigger") #\(index) (\(e.location))"
        }
    }

    /// (A rule whose examples do not compile has no case: `everyRuleHasBothKindsOfExamples` fails for it.)
    static let cases: [Case] = TestSupport.resources.rules.flatMap { r in
        ((try? r.examples()) ?? []).enumerated().map { Case(rule: r, index: $0.offset, example: $0.element) }
    }

    @Test(arguments: cases) func example(_ c: Case) {
        let outcome = ExampleRunner(resources: TestSupport.resources).run(c.rule, c.example)
        #expect(outcome.problems.isEmpty, "\(c.testDescription): \(outcome.problems.joined(separator: "; "))")
    }

    @Test func everyRuleHasBothKindsOfExamples() throws {
        #expect(Self.cases.count > 20)
        for r in TestSupport.resources.rules {
            let examples = try r.examples()
            #expect(examples.contains { $0.expectation == .triggering }, "\(r.id) has no triggering example")
            #expect(examples.contains { $0.expectation == .notTriggering }, "\(r.id) has no non-triggering example")
        }
    }

    @Test func ruleFilesAreConsistent() {
        for r in TestSupport.resources.rules {
            #expect(r.metadata.origin.hasSuffix("/\(r.id).yaml"), "\(r.id) must live in \(r.id).yaml")
            #expect(!r.metadata.title.hasSuffix("."), "\(r.id): titles have no trailing period")
            #expect(r.metadata.description.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("."), "\(r.id): descriptions end with a period")
            #expect(!r.metadata.tags.isEmpty, "\(r.id) has no tags")
        }
        let ids = TestSupport.resources.rules.map(\.id)
        #expect(Set(ids).count == ids.count, "rule ids must be unique")
    }
}
import Foundation
