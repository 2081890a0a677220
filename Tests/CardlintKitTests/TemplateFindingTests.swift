@testable import CardlintKit
import CardlintReading
import CardlintRules
import Foundation
import Testing

/// How template findings are reported: once per template place across `$data` items, never on
/// text whose value is unknown, and the preview's `{name}` syntax.
@Suite struct TemplateFindingTests {
    func lint(_ card: String, data: String? = nil) throws -> [Finding] {
        let linter = try Corpus.factory.linter(for: "t.json")
        let sets = data.map { [DataSet(name: "t.data.json", bytes: Array($0.utf8))] }
        guard case .report(let r) = linter.lint(path: "t.json", bytes: Array(card.utf8), explicit: true, inlineData: sets) else {
            Issue.record("no report"); return []
        }
        return r.findings
    }

    /// A folder of `Template.*.json` sharing `Template.data.json`: the finding names that file.
    @Test func findingsNameTheSharedDataFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-shared-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "${logo}"}]}"#
        try Data(card.utf8).write(to: URL(fileURLWithPath: dir + "/Template.Logo.json"))
        try Data(#"{"logo": "https://example.com/logo.png"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/Template.data.json"))
        let path = dir + "/Template.Logo.json"
        let linter = try Corpus.factory.linter(for: path)
        guard case .report(let r) = linter.lint(path: path, bytes: Array(card.utf8), explicit: true) else { Issue.record("no report"); return }
        let alt = try #require(r.findings.first { $0.ruleID == "image-missing-alt-text" })
        #expect(alt.scope.dataSet == "Template.data.json")
    }

    /// 35 items, each too long for one line: one finding, quoting the worst item, listing all.
    @Test func oneFindingPerTemplatePlaceAcrossItems() throws {
        let items = (1...35).map { #"{"n": "Invoice line \#($0) \#(String(repeating: "W", count: $0 % 7 + 30))"}"# }
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "$data": "${lines}", "text": "${n}"}]}"#
        let clipped = try lint(card, data: #"{"lines": [\#(items.joined(separator: ","))]}"#).filter { $0.ruleID == "text-clipped" }
        #expect(clipped.count == 1)
        let f = try #require(clipped.first)
        #expect(f.message.hasSuffix("(in 35 of 35 items; quoted: item 1)"))
        #expect(f.message.contains("Invoice line 1 "))
        #expect(f.properties["dataItems"]?.split(separator: ",").count == 35)
        #expect(f.scope.dataItem == 1)
    }

    /// The quoted item is the most severe, then the one with the lowest contrast.
    @Test func theWorstItemIsQuoted() {
        func f(_ item: Int, _ ratio: String, _ severity: Severity = .error) -> (finding: Finding, itemCount: Int) {
            (Finding(ruleID: "text-contrast", severity: severity, tags: [], message: "ratio \(ratio)",
                     range: SourceRange(start: 5, end: 9), pointer: "/body/\(item)",
                     scope: FindingScope(dataSet: "d.json", dataItem: item), properties: ["ratio": ratio]), 4)
        }
        let merged = DataItemMerge.merge([f(1, "3.1"), f(2, "1.9"), f(3, "2.5"), f(4, "1.5", .warning)])
        #expect(merged.count == 1)
        #expect(merged.first?.message == "ratio 1.9 (in 4 of 4 items; quoted: item 2)")
        #expect(merged.first?.severity == .error)
        #expect(merged.first?.properties["dataItems"] == "1,2,3,4")
        // Another data set or another place stays separate.
        var other = f(1, "2.0")
        other.finding.scope.dataSet = "e.json"
        #expect(DataItemMerge.merge([f(1, "3.1"), f(2, "1.9"), other]).count == 2)
    }

    /// Content injected whole from the data (`"columns": "${cols}"`) lands on the binding: one finding.
    @Test func injectedContentIsOneFinding() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "ColumnSet", "columns": "${cols}"}]}"#
        let cols = (0..<3).map { #"{"type": "Column", "width": "20 px", "items": [{"type": "TextBlock", "text": "c\#($0)"}]}"# }
        let found = try lint(card, data: #"{"cols": [\#(cols.joined(separator: ","))]}"#).filter { $0.ruleID == "property-type" }
        #expect(found.count == 1)
        #expect(found.first?.message.hasSuffix("(at 3 places of the data it fills in; quoted: /body/0/columns/0)") == true)
        #expect(found.first?.properties["dataPointers"] == "/body/0/columns/0 /body/0/columns/1 /body/0/columns/2")
    }

    @Test func aSingleItemKeepsItsOwnMessage() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "$data": "${imgs}", "url": "${u}", "size": "${s}", "altText": "x"}]}"#
        let bad = try lint(card, data: #"{"imgs": [{"u": "https://a.com/1.png", "s": "huge"}, {"u": "https://a.com/2.png", "s": "small"}]}"#)
            .filter { $0.ruleID == "invalid-enum-value" }
        #expect(bad.count == 1)
        #expect(bad.first?.scope.dataItem == 1)
        #expect(bad.first?.message.contains("items") == false)
    }

    /// Without data, `${…}` text is not measured, and a preview binding is neither measured nor type-checked.
    @Test func unknownTextIsNeverMeasured() throws {
        let card = #"""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "${aVeryLongBindingExpressionName.withAnotherVeryLongPropertyName.andMore.andMore}"},
          {"type": "TextBlock", "text": "{$root.aVeryLongPreviewBinding.withAnotherVeryLongPropertyName.andMore.andMore}"},
          {"type": "Image", "url": "{url}", "altText": "Logo"}],
         "actions": [{"type": "Action.OpenUrl", "title": "${aVeryLongTitleBindingThatIsLong}", "url": "https://x.com"},
                     {"type": "Action.OpenUrl", "title": "${anotherVeryLongTitleBindingThatIsLong}", "url": "https://x.com"}]}
        """#
        let ids = try lint(card).map(\.ruleID)
        #expect(!ids.contains("text-clipped"))
        #expect(!ids.contains("actions-overflow"))
        #expect(!ids.contains("property-type"))
        #expect(ids.filter { $0 == "template-preview-syntax" }.count == 1)  // one cause per file
    }

    /// Layout findings in blocks without unknown text are kept.
    @Test func knownTextIsStillMeasured() throws {
        let card = #"""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "${name}"},
          {"type": "TextBlock", "text": "A heading that is far too long to fit on one line of a phone at large sizes"}]}
        """#
        #expect(try lint(card).contains { $0.ruleID == "text-clipped" })
    }

    /// Without data, each value an `if` with literal branches can take is checked: a bad value in
    /// every branch is certain (an error), in some branches at most a warning.
    @Test func everyValueOfAnIfIsChecked() throws {
        let card = #"""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "${title}", "size": "${if(big, 'huge', 'giant')}", "wrap": true},
          {"type": "TextBlock", "text": "${title}", "size": "${big ? 'large' : 'massive'}", "wrap": true},
          {"type": "TextBlock", "text": "${title}", "size": "${if(big, 'large', 'small')}", "wrap": true}]}
        """#
        let enums = try lint(card).filter { $0.ruleID == "invalid-enum-value" }
        #expect(enums.map(\.severity) == [.error, .warning])
        #expect(enums.first?.message.contains("'huge'") == true)
        #expect(enums.last?.message.contains("'massive'") == true)
        #expect(enums.last?.message.hasSuffix("(for one of the values its binding can take)") == true)
    }

    /// With data, only the value the data gives is checked.
    @Test func withDataOnlyTheTakenBranchCounts() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "x", "size": "${if(big, 'large', 'massive')}"}]}"#
        #expect(try lint(card, data: #"{"big": true}"#).filter { $0.ruleID == "invalid-enum-value" }.isEmpty)
    }
}

@Suite struct UnresolvedLayoutTests {
    @Test func fixedWidths() throws {
        for (w, fixed) in [(#""50px""#, true), ("2", true), (#""1""#, true), (#""auto""#, false), (#""stretch""#, false), (#""${w}""#, false)] {
            let column = try JSONParser.parse(Array(#"{"type": "Column", "width": \#(w)}"#.utf8)).value
            #expect(UnresolvedLayout.isFixedWidth(column) == fixed, "\(w)")
        }
    }

    @Test func whatDependsOnUnknownText() {
        #expect(UnresolvedLayout.dependsOn("/body/1", "/body/1"))
        #expect(UnresolvedLayout.dependsOn("/body/1", "/body/1/items/0"))  // a container of it
        #expect(UnresolvedLayout.dependsOn("/body/1/items/0", "/body/1"))  // inside it (its style, spacing)
        #expect(UnresolvedLayout.dependsOn("/actions/2", "/actions/0"))  // the same row of actions
        #expect(UnresolvedLayout.dependsOn("/body/0/columns/1/items/0", "/body/0/columns/0/items/3"))  // another column
        #expect(UnresolvedLayout.dependsOn("/body/2/rows/3/cells/0/items/0", "/body/2/rows/0/cells/0/items/0"))  // table columns
        #expect(!UnresolvedLayout.dependsOn("/body/2", "/body/1"))  // stacked blocks
        #expect(!UnresolvedLayout.dependsOn("/body/1/items/1", "/body/1/items/0"))  // stacked items of a container
        #expect(!UnresolvedLayout.dependsOn("/body/10", "/body/1"))
        #expect(!UnresolvedLayout.dependsOn("/actions/0", "/body/0"))
        // Unknown text in a column of fixed width does not widen the others.
        #expect(!UnresolvedLayout.dependsOn("/body/0/columns/1/items/0", "/body/0/columns/0/items/3", fixedIn: ["/body/0/columns"]))
        #expect(UnresolvedLayout.dependsOn("/body/0/columns/0/items/3", "/body/0/columns/0/items/3", fixedIn: ["/body/0/columns"]))
    }
}
