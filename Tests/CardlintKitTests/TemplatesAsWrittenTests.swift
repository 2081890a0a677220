@testable import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// Templates as people write them (issue 26 §5) and one finding per cause (§6).
@Suite struct TemplatesAsWrittenTests {
    func lint(_ card: String, data: String? = nil) throws -> [Finding] {
        let linter = try Corpus.factory.linter(for: "t.json")
        let sets = data.map { [DataSet(name: "t.data.json", bytes: Array($0.utf8))] }
        guard case .report(let r) = linter.lint(path: "t.json", bytes: Array(card.utf8), explicit: true, inlineData: sets) else {
            Issue.record("no report"); return []
        }
        return r.findings
    }

    // MARK: template-functions

    static let priced = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "${formatPrice(price)}", "wrap": true}]}"#

    @Test func configuredTemplateFunctionsAreKnown() throws {
        let without = try ConfigTests.project(["a.json": Self.priced, "a.data.json": #"{"price": 4}"#])
        #expect(try ConfigTests.lint(without, "a.json").contains { $0.ruleID == "template-unknown-function" })
        let with = try ConfigTests.project(["a.json": Self.priced, "a.data.json": #"{"price": 4}"#,
                                            ".cardlint.yml": "template-functions:\n  - {name: formatPrice, min: 1, max: 2}\n"])
        let found = try ConfigTests.lint(with, "a.json")
        #expect(!found.contains { $0.ruleID.hasPrefix("template-") }, "\(found.map(\.ruleID))")
    }

    static let badFunctions: [(String, String)] = [
        ("template-functions: formatPrice\n", "`template-functions` must be a list of {name, min, max}"),
        ("template-functions:\n  - formatPrice\n", "a template function is {name, min, max}"),
        ("template-functions:\n  - {name: 'format price'}\n", "a template function needs a `name`"),
        ("template-functions:\n  - {name: f, min: 2, max: 1}\n", "`max` at least `min`"),
        ("template-functions:\n  - {name: f, mxa: 1}\n", "unknown option 'mxa'; did you mean 'max'?"),
        ("template-functions:\n  - {name: f}\n  - {name: f}\n", "'f' is declared twice"),
    ]

    @Test func templateFunctionErrorsArePrecise() throws {
        for (config, message) in Self.badFunctions {
            let dir = try ConfigTests.project(["a.json": Self.priced, ".cardlint.yml": config])
            do { _ = try ConfigTests.lint(dir, "a.json"); Issue.record("accepted: \(config)") } catch let error as KitError {
                #expect(error.description.contains(message), "got: \(error.description)")
                #expect(error.description.contains(".cardlint.yml:"), "got: \(error.description)")
            }
        }
        let ok = try ConfigTests.project(["a.json": Self.priced.replacingOccurrences(of: "formatPrice(price)", with: "app.format(price, 'EUR', 2)"),
                                          ".cardlint.yml": "template-functions:\n  - {name: app.format, min: 1, max: any}\n"])
        #expect(try !ConfigTests.lint(ok, "a.json").contains { $0.ruleID == "template-unknown-function" })
    }

    // MARK: placeholders of other tools

    @Test func oneNotePerFileForPlaceholders() throws {
        let card = #"""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Image", "url": "${{BOT_ENDPOINT}}/logo.png", "altText": "Contoso logo"},
          {"type": "TextBlock", "text": "Order @{triggerBody()?['id']} for @{variables('customer')}", "wrap": true, "size": "@{variables('size')}"},
          {"type": "Input.Text", "id": "n", "label": "Note", "maxLength": "${{MAX_NOTE}}"}]}
        """#
        let found = try lint(card)
        let notes = found.filter { $0.ruleID == "external-placeholder" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("2 build-time placeholders") == true)
        #expect(notes.first?.message.contains("3 Power Automate expressions") == true)
        // Never a syntax error, preview syntax, or a check of the unknown value.
        let wrong = ["template-syntax", "template-preview-syntax", "invalid-enum-value", "property-type", "template-unclosed-binding"]
        #expect(!found.contains { wrong.contains($0.ruleID) }, "\(found.map { "\($0.ruleID): \($0.message)" })")
        #expect(try lint(#"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "${name}"}]}"#)
            .allSatisfy { $0.ruleID != "external-placeholder" })
    }

    // MARK: a binding switches off only what it can change

    static func row(_ data: String, _ first: String = "Approve the whole expense report") -> String {
        #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Expense report", "wrap": true}], "actions": [{"type": "Action.Submit", "title": "\#(first)", "data": \#(data)}, {"type": "Action.Submit", "title": "Send it back for changes"}, {"type": "Action.Submit", "title": "Escalate to the finance team"}]}"#
    }
    static let rowRules: Set<String> = ["actions-scroll", "text-truncated", "actions-overflow"]

    @Test func aBindingInActionDataDoesNotSilenceTheRow() throws {
        let plain = try lint(Self.row(#"{"id": 7}"#)).filter { Self.rowRules.contains($0.ruleID) }
        #expect(!plain.isEmpty)
        let bound = try lint(Self.row(#"{"id": "${id}", "verb": "${verb}"}"#)).filter { Self.rowRules.contains($0.ruleID) }
        #expect(bound.map(\.ruleID) == plain.map(\.ruleID), "\(bound.map(\.message))")
    }

    @Test func literalTextThatOverflowsAloneIsStillReported() throws {
        let literal = try lint(Self.row("{}", "Approve the whole expense report for ${team}")).filter { Self.rowRules.contains($0.ruleID) }
        #expect(!literal.isEmpty)
        // A title that is only a binding could be short: nothing to report on its row.
        let short = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Expense report", "wrap": true}], "actions": [{"type": "Action.Submit", "title": "${a}"}, {"type": "Action.Submit", "title": "${b}"}]}"#
        #expect(try lint(short).allSatisfy { !Self.rowRules.contains($0.ruleID) })
    }

    // MARK: one finding per cause

    @Test func oneFindingPerActionRow() throws {
        let found = try lint(Self.row("{}")).filter { Self.rowRules.contains($0.ruleID) }
        #expect(found.count == 1, "\(found.map { "\($0.ruleID): \($0.message)" })")
        let f = try #require(found.first)
        #expect(f.ruleID == "actions-scroll")
        #expect(f.message.hasPrefix("the action row is wider than the card: "))
        for title in ["Send it back for changes", "Escalate to the finance team"] { #expect(f.message.contains(title)) }
        #expect(f.related.count >= 3)
        #expect(Set(f.scope.hosts).isSuperset(of: ["teams-desktop", "teams-mobile"]))
    }

    @Test func aSingleFindingAndOtherRowsStayAsTheyAre() {
        func f(_ rule: String, _ pointer: String, _ start: Int) -> Finding {
            Finding(ruleID: rule, severity: .warning, tags: [], message: "m", range: SourceRange(start: start, end: start + 1), pointer: pointer)
        }
        let lone = [f("text-truncated", "/actions/0", 5), f("actions-scroll", "/body/1/actions/0", 9), f("text-truncated", "/body/0", 1)]
        #expect(ActionRowMerge.merge(lone) == lone)
        let merged = ActionRowMerge.merge([f("text-truncated", "/actions/0", 5), f("actions-scroll", "/actions/1", 9), f("text-truncated", "/body/0", 1)])
        #expect(merged.map(\.ruleID) == ["actions-scroll", "text-truncated"])
        #expect(merged.first?.range.start == 5)
    }
}
