import CardlintReading
@testable import CardlintReport
import Testing

/// `LineHash.Table(of: SourceFile)` reads an ASCII file's bytes as they are; it must hash like the
/// file decoded to a String (the path every other file takes).
@Suite struct LineHashSourceTests {
    @Test(arguments: [
        "{\n  \"type\": \"AdaptiveCard\"\r\n}\n", "a\rb\r\nc\n\n\td  e", "", "x", "seven b",
        "{\"text\": \"café — ok\"}\n", "emoji 😀\nline two\n", String(repeating: "long line ", count: 30) + "\nend",
    ])
    func sourceMatchesString(_ text: String) {
        let source = SourceFile(path: "a.json", bytes: Array(text.utf8))
        for last in [1, 2, Int.max] {
            #expect(LineHash.Table(of: source, through: last).hashes == LineHash.Table(of: text, through: last).hashes)
        }
    }

    @Test func asciiCheck() {
        #expect(LineHash.Table.isASCII(Array("plain ascii text, more than eight".utf8)))
        #expect(!LineHash.Table.isASCII(Array("twelve bytes é".utf8)))
        #expect(!LineHash.Table.isASCII(Array("é plus eight more".utf8)))
        #expect(LineHash.Table.isASCII([]))
    }
}
