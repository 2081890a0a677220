import Foundation
import Testing
@testable import CardlintTemplating

/// FUNCTIONS.md lists exactly the registered functions: its generated block is the function table's
/// own rendering (run with `CARDLINT_WRITE_FUNCTIONS_MD=1` to rewrite it after changing the table).
@Suite struct FunctionDocTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CardlintTemplating/CardlintTemplating.docc/FUNCTIONS.md").path

    @Test func generatedBlockMatchesTheFunctionTable() throws {
        var text = String(decoding: try #require(FileManager.default.contents(atPath: Self.path)), as: UTF8.self)
        let begin = try #require(text.range(of: "<!-- functions:begin"))
        let afterBegin = try #require(text[begin.upperBound...].range(of: "-->\n"))
        let end = try #require(text.range(of: "<!-- functions:end -->"))
        let block = String(text[afterBegin.upperBound..<end.lowerBound])
        if ProcessInfo.processInfo.environment["CARDLINT_WRITE_FUNCTIONS_MD"] == "1" {
            text.replaceSubrange(afterBegin.upperBound..<end.lowerBound, with: TemplateFunctionCatalog.markdown)
            try Data(text.utf8).write(to: URL(fileURLWithPath: Self.path))
            return
        }
        #expect(block == TemplateFunctionCatalog.markdown, "FUNCTIONS.md is stale: rerun with CARDLINT_WRITE_FUNCTIONS_MD=1")
    }

    @Test func everyListedNameIsRegisteredAndTheCountMatches() throws {
        let text = String(decoding: try #require(FileManager.default.contents(atPath: Self.path)), as: UTF8.self)
        let block = try #require(text.components(separatedBy: "<!-- functions:begin").last?.components(separatedBy: "<!-- functions:end").first)
        let table = try #require(block.components(separatedBy: "Where cardlint gives").first)
        let listed = table.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0.first?.isLetter ?? false }
        #expect(Set(listed) == Set(TemplateFunctionCatalog.names))
        #expect(table.contains("-->\n\(TemplateFunctionCatalog.names.count) functions "))
        // The official library: the 152 functions of Microsoft's reference plus botbuilder-js's three extras.
        #expect(TemplateFunctionCatalog.names.count == 155)
    }
}
