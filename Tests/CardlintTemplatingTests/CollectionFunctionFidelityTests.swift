import CardlintReading
import Foundation
import Testing
@testable import CardlintTemplating

/// The collection functions accept what the official Adaptive Expressions engine accepts: every row of
/// docs/template-collection-functions.tsv (checked against botbuilder-js) evaluates in cardlint to the
/// official result.
@Suite struct CollectionFunctionFidelityTests {
    struct Row: CustomTestStringConvertible {
        var function, input, example, data, expected, source: String
        var testDescription: String { "\(function) on \(input)" }
    }

    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/template-collection-functions.tsv").path

    static let rows: [Row] = {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("function\t") }.compactMap { line in
            let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return c.count == 8 ? Row(function: c[0], input: c[1], example: c[4], data: c[5], expected: c[6], source: c[7]) : nil
        }
    }()

    @Test func everyRowHasItsSource() {
        #expect(Self.rows.count >= 20)
        for r in Self.rows { #expect(r.source.contains("@29b8341da:"), "\(r.function): no file@commit:line") }
        #expect(Set(Self.rows.map(\.function)).isSuperset(of: ["indicesAndValues", "first", "last", "take", "skip", "count", "empty", "contains"]))
    }

    @Test(arguments: rows) func evaluatesAsTheOfficialEngine(_ r: Row) throws {
        let (e, _) = try expand("{\"v\": \"${\(r.example.replacingJSONQuotes)}\"}", r.data)
        let failed = e.diagnostics.contains { $0.id == "template-evaluation-error" }
        let v = e.output?["v"]
        switch r.expected {
        case "error":
            #expect(failed, "\(r.example) must fail as in \(r.source)")
        case "undefined":
            #expect(!failed && v?.string == "${\(r.example)}", "\(r.example) must be undefined, got \(v?.jsonText ?? "nil")")
        default:
            #expect(!failed && v?.jsonText == r.expected, "\(r.example): expected \(r.expected), got \(v?.jsonText ?? "nil")")
        }
    }
}
