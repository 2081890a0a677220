@testable import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Testing

/// Findings the renderers contradict are not errors (precision team's false findings F6, F7, D4, D6).
@Suite struct SeverityByEvidenceTests {
    func severities(_ card: String, _ rule: String) throws -> [Severity] {
        let linter = try Corpus.factory.linter(for: "t.json")
        guard case .report(let r) = linter.lint(path: "t.json", bytes: Array(card.utf8), explicit: true) else { return [] }
        return r.findings.filter { $0.ruleID == rule }.map(\.severity)
    }

    func card(_ version: String, _ body: String) -> String {
        #"{"type": "AdaptiveCard", "version": "\#(version)", "body": [\#(body)]}"#
    }

    @Test func maxLinesZeroIsNoLimit() throws {
        #expect(try severities(card("1.5", #"{"type": "TextBlock", "text": "Hi", "wrap": true, "maxLines": 0}"#), "property-type").isEmpty)
        #expect(try severities(card("1.5", #"{"type": "TextBlock", "text": "Hi", "wrap": true, "maxLines": -2}"#), "property-type") == [.error])
    }

    @Test func booleanTextIsAWarning() throws {
        #expect(try severities(card("1.5", #"{"type": "TextBlock", "text": "Hi", "isSubtle": "true"}"#), "property-type") == [.warning])
        #expect(try severities(card("1.5", #"{"type": "TextBlock", "text": "Hi", "isSubtle": "yes"}"#), "property-type") == [.error])
    }

    @Test func emptyEnumValueIsANote() throws {
        #expect(try severities(card("1.5", #"{"type": "TextBlock", "text": "Hi", "color": ""}"#), "invalid-enum-value") == [.note])
        #expect(try severities(card("1.5", #"{"type": "TextBlock", "text": "Hi", "color": "blue"}"#), "invalid-enum-value") == [.error])
        #expect(try severities(card("1.0", #"{"type": "TextBlock", "text": "Hi", "size": "normal", "weight": "normal"}"#), "invalid-enum-value").isEmpty)
    }

    @Test func missingLabelBeforeOnePointThreeIsAWarning() throws {
        #expect(try severities(card("1.0", #"{"type": "Input.Text", "id": "n"}"#), "input-missing-label") == [.warning])
        #expect(try severities(card("1.3", #"{"type": "Input.Text", "id": "n"}"#), "input-missing-label") == [.error])
    }

    @Test func aSelectActionBoundFromDataBringsItsName() throws {
        let bound = #"{"type": "Container", "backgroundImage": {"url": "${image}"}, "selectAction": "${selectAction}"}"#
        #expect(try severities(card("1.3", bound), "select-action-without-name").isEmpty)
        let literal = #"{"type": "Container", "backgroundImage": {"url": "https://example.com/a.png"}, "selectAction": {"type": "Action.OpenUrl", "url": "https://example.com"}}"#
        #expect(try severities(card("1.3", literal), "select-action-without-name") == [.error])
    }

    @Test func requirementsOnlyDotNetEnforcesAreNotes() throws {
        #expect(try severities(card("1.5", #"{"type": "FactSet", "facts": [{"value": "x"}]}"#), "required-property") == [.note])
        #expect(try severities(card("1.5", #"{"type": "Image", "altText": "x"}"#), "required-property") == [.error])
    }
}
