import CardlintReading
import Foundation
import Testing
@testable import CardlintTemplating

@Suite struct CorpusTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("corpus/templates").path

    static func load(_ path: String) throws -> Doc {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try Doc(String(decoding: data, as: UTF8.self), path: path)
    }

    static func expandAll(_ name: String) throws -> (TemplateExpansionSet, [String]) {
        let templatePath = directory + "/" + name
        let template = try load(templatePath)
        let paths = DataSets.discover(templatePath: templatePath)
        let sets = try paths.map { p -> (data: JSONValue, source: SourceFile?) in
            let d = try load(p)
            return (d.value, d.file)
        }
        return (TemplateExpander.expand(template: template.value, source: template.file, dataSets: sets), paths.map { ($0 as NSString).lastPathComponent })
    }

    @Test func discoveryFollowsTheNamingConvention() throws {
        #expect(try Self.expandAll("expense-report.json").1 == ["expense-report.data.json"])
        #expect(try Self.expandAll("flight-status.template.json").1 == ["flight-status.data.json"])
        #expect(try Self.expandAll("task-list.json").1 == ["task-list.data.empty.json", "task-list.data.full.json"])
        #expect(DataSets.discover(templatePath: Self.directory + "/task-list.data.full.json").isEmpty)
        #expect(DataSets.discover(templatePath: Self.directory + "/no-such.json").isEmpty)
    }

    @Test func expenseReport() throws {
        let (set, _) = try Self.expandAll("expense-report.json")
        #expect(set.diagnostics.isEmpty)
        let e = try #require(set.expansions.first)
        let body = try #require(e.output?["body"]?.array)
        #expect(body.map { $0["type"]?.string ?? "" } == ["TextBlock", "TextBlock", "ColumnSet", "ColumnSet", "ColumnSet", "TextBlock", "TextBlock"])
        #expect(body[1]["text"]?.string == "Submitted by Dana Whitfield on May 14, 2024")
        #expect(body[3]["columns"]?.array?[0]["items"]?.array?[0]["text"]?.string == "2. Hotel, two nights")
        #expect(body[3]["columns"]?.array?[1]["items"]?.array?[0]["text"]?.string == "$390.00")
        #expect(body[6]["text"]?.string == "Total: $624.75")
        #expect(e.output?["actions"]?.array?[0]["url"]?.string == "https://example.com/reports/ER-2024-117")
        #expect(e.itemOrigins.keys.sorted() == ["/body/2", "/body/3", "/body/4"])
    }

    @Test func flightStatus() throws {
        let (set, _) = try Self.expandAll("flight-status.template.json")
        #expect(set.diagnostics.isEmpty)
        let items = try #require(set.expansions.first?.output?["body"]?.array?[0]["items"]?.array)
        #expect(items.map { $0["text"]?.string ?? $0["url"]?.string ?? "" } ==
                ["Nordic Air NA 412", "OSL → AMS", "Delayed by 35 minutes", "Departs 07:20 (UTC)", "https://example.com/img/osl.jpg"])
        #expect(items[2]["color"]?.string == "Warning")
    }

    @Test func taskListWithTwoDataSets() throws {
        let (set, _) = try Self.expandAll("task-list.json")
        #expect(set.diagnostics.isEmpty)
        let empty = try #require(set.expansions.first?.output)
        #expect(empty.jsonText == #"{"type":"AdaptiveCard","version":"1.5","body":[{"type":"TextBlock","text":"Sprint 14","style":"heading","wrap":true},{"type":"TextBlock","text":"Nothing left to do.","isSubtle":true},{"type":"FactSet","facts":[]}]}"#)
        let full = try #require(set.expansions.last)
        let facts = try #require(full.output?["body"]?.array?[1]["facts"]?.array)
        #expect(facts.map { $0["value"]?.string ?? "" } == ["Write release notes (done)", "Fix login timeout", "Review contrast of the dark theme"])
        #expect(full.output?["body"]?.array?[2]["text"]?.string == "2 open of 3")
        #expect(full.itemOrigins["/body/1/facts/2"]?.index == 2)
    }

    @Test func everyCorpusTemplateExpandsInNoDataModeWithoutProblems() throws {
        for name in ["expense-report.json", "flight-status.template.json", "task-list.json"] {
            let t = try Self.load(Self.directory + "/" + name)
            let e = TemplateExpander.expand(template: t.value, source: t.file, data: nil)
            #expect(e.diagnostics.isEmpty, "\(name): \(e.diagnostics)")
            #expect(e.output != nil)
        }
    }
}
