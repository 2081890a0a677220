import CardlintModel
import CardlintReading
import Foundation
import Testing

/// The shipped catalog under `rules/catalog` loads and answers the questions rules ask.
@Suite struct CatalogTests {
    static let rulesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules").path

    static func load() throws -> Catalog { try CatalogLoader.load(directory: rulesRoot + "/catalog") }

    @Test func shippedCatalogLoads() throws {
        let c = try Self.load()
        #expect(c.types.count > 90)
        for name in ["AdaptiveCard", "TextBlock", "Image", "Container", "ColumnSet", "Column", "FactSet", "ImageSet",
                     "ActionSet", "RichTextBlock", "TextRun", "Table", "TableRow", "TableCell", "Media",
                     "Input.Text", "Input.Number", "Input.Date", "Input.Time", "Input.Toggle", "Input.ChoiceSet",
                     "Action.OpenUrl", "Action.Submit", "Action.ShowCard", "Action.ToggleVisibility", "Action.Execute",
                     "Carousel", "Accordion", "CodeBlock", "Rating", "Input.Rating", "ProgressBar", "Spinner", "TabSet", "List"] {
            #expect(c.spec(name) != nil, "missing \(name)")
        }
    }

    @Test func versionsAndInheritance() throws {
        let c = try Self.load()
        let text = try #require(c.spec("Input.Text"))
        #expect(text.kind == .input)
        #expect(text.properties["id"]?.required == true)
        #expect(text.properties["label"]?.since == SchemaVersion(1, 3))
        #expect(c.spec("ActionSet")?.since == SchemaVersion(1, 2))
        #expect(c.spec("Table")?.properties["firstRowAsHeaders"] != nil)
        #expect(c.spec("Table")?.properties["firstRowAsHeader"]?.deprecated != nil)
        let container = try #require(c.spec("Container"))
        #expect(container.properties["items"]?.holdsNodes == true)
        #expect(container.properties["separator"] != nil)
    }

    @Test func suggestionsAndCase() throws {
        let c = try Self.load()
        #expect(c.caseMismatch("textblock") == "TextBlock")
        #expect(c.suggestType("TextBlok", kinds: [.element]) == "TextBlock")
    }

    @Test func brokenCatalogIsPositioned() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "types:\n  Foo:\n    kind: element\n    properties:\n      bar: {type: strng}\n".write(
            to: dir.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        #expect(throws: CatalogError.self) { try CatalogLoader.load(directory: dir.path) }
        do { _ = try CatalogLoader.load(directory: dir.path) } catch {
            #expect(error.line == 5)
            #expect(error.message.contains("did you mean 'string'"))
        }
    }
}

@Suite struct CardBuilderTests {
    @Test func buildsTreeWithPointersAndSlots() throws {
        let c = try CatalogTests.load()
        let json = try JSONParser.parse("""
        {"type":"AdaptiveCard","version":"1.5","body":[{"type":"ColumnSet","columns":[{"items":[{"type":"TextBlock","text":"a"}]}]},
         {"type":"Foo","fallback":{"type":"TextBlock","text":"b"}}],
         "actions":[{"type":"Action.ShowCard","card":{"type":"AdaptiveCard","body":[{"type":"Input.Text","id":"x"}]}}]}
        """).value
        let card = CardBuilder.build(json, catalog: c)
        let types = card.nodes.map { $0.type ?? "-" }
        #expect(types.contains("Column"))
        let tb = try #require(card.nodes.first { $0.pointer == "/body/0/columns/0/items/0" })
        #expect(tb.type == "TextBlock")
        #expect(card.ancestors(of: tb).map { $0.type ?? "" } == ["Column", "ColumnSet", "AdaptiveCard"])
        let foo = try #require(card.nodes.first { $0.type == "Foo" })
        #expect(foo.isUnknown)
        let fb = try #require(card.nodes.first { $0.pointer == "/body/1/fallback" })
        #expect(fb.inFallback && fb.slot == "fallback")
        #expect(card.nodes.contains { $0.pointer == "/actions/0/card/body/0" && $0.type == "Input.Text" })
        #expect(card.version == SchemaVersion(1, 5))
    }
}
