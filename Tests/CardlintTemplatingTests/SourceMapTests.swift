import CardlintReading
import Testing
@testable import CardlintTemplating

@Suite struct SourceMapTests {
    static let template = """
    {
      "body": [
        {"type": "TextBlock", "text": "head"},
        {"type": "TextBlock", "$data": "${items}", "text": "${title}", "meta": "${info}"}
      ]
    }
    """
    static let data = """
    {"items": [
      {"title": "one", "info": {"k": 1}},
      {"title": "two", "info": {"k": 2}}
    ]}
    """

    @Test func everyOutputValuePointsAtItsTemplateNode() throws {
        let (e, doc) = try expand(Self.template, Self.data)
        let body = try #require(e.output?["body"]?.array)
        #expect(body.count == 3)
        let templateItem = try #require(doc.value["body"]?.array?[1])
        for copy in body[1...] {
            #expect(copy.range == templateItem.range)
            #expect(copy["text"]?.range == templateItem["text"]?.range)
            #expect(copy["type"]?.range == templateItem["type"]?.range)
            // An object produced by a lone binding is re-ranged to the binding string.
            #expect(copy["meta"]?["k"]?.range == templateItem["meta"]?.range)
        }
        #expect("\(doc.file.position(of: body[2].range.start))" == "4:5")
    }

    @Test func itemOriginsPointIntoTheDataFile() throws {
        let (e, _) = try expand(Self.template, Self.data)
        let dataFile = SourceFile(path: "d.json", text: Self.data)
        #expect(Set(e.itemOrigins.keys) == ["/body/1", "/body/2"])
        let second = try #require(e.itemOrigins["/body/2"])
        #expect(second.index == 1)
        #expect(!second.inTemplate)
        let range = try #require(second.dataRange)
        #expect(dataFile.text(of: range) == #"{"title": "two", "info": {"k": 2}}"#)
        #expect("\(dataFile.position(of: range.start))" == "3:3")
    }

    @Test func originsFollowSplicingWhenAndNesting() throws {
        let (e, _) = try expand(#"""
        {"body": [
          {"$data": "${groups}", "$when": "${show}", "rows": [{"$data": "${rows}", "v": "${$data}"}]},
          {"t": "tail"}
        ]}
        """#, #"{"groups": [{"show": true, "rows": [1, 2]}, {"show": false, "rows": [3]}, {"show": true, "rows": ["x/y~"]}]}"#)
        #expect(e.output?.jsonText == #"{"body":[{"rows":[{"v":1},{"v":2}]},{"rows":[{"v":"x/y~"}]},{"t":"tail"}]}"#)
        let summary = e.itemOrigins.map { "\($0.key)=\($0.value.index)" }.sorted()
        #expect(summary == ["/body/0/rows/0=0", "/body/0/rows/1=1", "/body/0=0", "/body/1/rows/0=0", "/body/1=2"].sorted())
    }

    @Test func inlineDataOriginsAreInTheTemplate() throws {
        let (e, doc) = try expand(#"{"$data": {"xs": ["a", "b"]}, "body": [{"$data": "${xs}", "t": "${$data}"}]}"#)
        let origin = try #require(e.itemOrigins["/body/1"])
        #expect(origin.inTemplate)
        #expect(doc.file.text(of: try #require(origin.dataRange)) == "\"b\"")
    }

    @Test func noDataModeKeepsBindingsVerbatim() throws {
        let (e, doc) = try expand(#"""
        {"type": "AdaptiveCard", "body": [
          {"type": "TextBlock", "$data": "${items}", "$when": "${visible}", "text": "${title}", "size": "${size}"},
          {"type": "Image", "url": "https://x/${id}.png", "altText": "plain"}
        ]}
        """#)
        #expect(!e.hadData)
        #expect(e.diagnostics.isEmpty)
        #expect(e.itemOrigins.isEmpty)
        #expect(e.output?.jsonText == #"{"type":"AdaptiveCard","body":[{"type":"TextBlock","text":"${title}","size":"${size}"},{"type":"Image","url":"https://x/${id}.png","altText":"plain"}]}"#)
        #expect(e.output?["body"]?.array?[0]["text"]?.range == doc.value["body"]?.array?[0]["text"]?.range)
    }

    @Test func noDataModeStillReportsStaticProblems() throws {
        let (e, doc) = try expand(#"{"t": "${lenght(x)}", "u": "${a +}", "$when": "${true}"}"#)
        #expect(positions(e, doc, "template-unknown-function") == ["1:10"])
        #expect(positions(e, doc, "template-syntax") == ["1:34"])
        #expect(positions(e, doc, "template-constant-when") == ["1:47"])
        #expect(e.output != nil)
    }

    @Test func stringSourceMapHandlesSurrogatePairs() {
        let src = SourceFile(path: "s", text: #""\ud83d\ude00x""#)
        let node = SourceRange(start: 0, end: src.bytes.count)
        // 😀 is 4 decoded bytes and 12 source bytes; 'x' follows.
        #expect(StringSourceMap.sourceOffset(4, node: node, source: src) == 13)
        #expect(StringSourceMap.sourceOffset(0, node: node, source: src) == 1)
        #expect(StringSourceMap.sourceOffset(2, node: node, source: src) == 13, "inside an escape: after it")
        #expect(StringSourceMap.sourceOffset(5, node: node, source: src) == 14)
        #expect(StringSourceMap.sourceOffset(9, node: node, source: src) == 14, "past the end: the closing quote")
    }

    @Test func stringSourceMapAcrossEscapes() {
        // Decoded: a, LF, b, é (2 bytes), c, `\q` (one byte), d.
        let src = SourceFile(path: "s", text: #""a\nb\u00e9c\qd""#)
        let node = SourceRange(start: 0, end: src.bytes.count)
        let table = StringSourceMap.Table(node: node, source: src)
        #expect(table.escapes.count == 3)
        let offsets = (0...8).map { table.offset($0, node: node) }
        #expect(offsets == [1, 2, 4, 5, 11, 11, 12, 14, 15])
        #expect(StringSourceMap.Table(node: SourceRange(start: 2, end: 3), source: src).offset(3, node: SourceRange(start: 2, end: 3)) == 2)
    }
}
