@testable import CardlintReading
import Testing

/// Every error kind of the strict reader, with its exact position.
@Suite struct JSONParserErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let json: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(json: "{\"a\": 1,}", line: 1, column: 9, message: "trailing comma before '}'"),
        Case(json: "[1, 2,]", line: 1, column: 7, message: "trailing comma before ']'"),
        Case(json: "{\n  // c\n  \"a\": 1}", line: 2, column: 3, message: "JSON has no comments"),
        Case(json: "{'a': 1}", line: 1, column: 2, message: "member name in double quotes"),
        Case(json: "['a']", line: 1, column: 2, message: "single quote"),
        Case(json: "[01]", line: 1, column: 2, message: "leading zeros"),
        Case(json: "[-01]", line: 1, column: 2, message: "leading zeros"),
        Case(json: "[NaN]", line: 1, column: 2, message: "NaN and Infinity are not JSON"),
        Case(json: "[-Infinity]", line: 1, column: 2, message: "-Infinity is not JSON"),
        Case(json: "[1.]", line: 1, column: 4, message: "expected a digit after '.'"),
        Case(json: "[1e]", line: 1, column: 4, message: "expected a digit in the exponent"),
        Case(json: "[-]", line: 1, column: 3, message: "expected a digit after '-'"),
        Case(json: "[\"\\uD800\"]", line: 1, column: 3, message: "lone high surrogate"),
        Case(json: "[\"\\uDC00\"]", line: 1, column: 3, message: "lone low surrogate"),
        Case(json: "[\"\\uD800\\u0041\"]", line: 1, column: 9, message: "not followed by a low surrogate"),
        Case(json: "[\"\\u12G4\"]", line: 1, column: 3, message: "expected 4 hex digits"),
        Case(json: "[\"\\x\"]", line: 1, column: 3, message: "invalid escape"),
        Case(json: "[\"a\tb\"]", line: 1, column: 4, message: "control character 0x9 must be escaped"),
        Case(json: "[\"abc", line: 1, column: 2, message: "unterminated string"),
        Case(json: "{\"a\" 1}", line: 1, column: 6, message: "expected ':' after member name"),
        Case(json: "{\"a\": 1 \"b\": 2}", line: 1, column: 9, message: "expected ',' or '}' after object member"),
        Case(json: "[1 2]", line: 1, column: 4, message: "expected ',' or ']' after array element"),
        Case(json: "[1,,2]", line: 1, column: 4, message: "expected a value, found ','"),
        Case(json: "{\"a\": tru}", line: 1, column: 7, message: "expected 'true'"),
        Case(json: "{\"a\": 1", line: 1, column: 1, message: "unterminated object"),
        Case(json: "[1", line: 1, column: 1, message: "unterminated array"),
        Case(json: "", line: 1, column: 1, message: "expected a JSON value, found end of file"),
        Case(json: "{} {}", line: 1, column: 4, message: "after the top-level value"),
        Case(json: "{\"a\":\n  @}", line: 2, column: 3, message: "expected a JSON value, found '@'"),
    ]

    @Test(arguments: cases) func errorHasPosition(_ c: Case) {
        let file = SourceFile(path: "t.json", text: c.json)
        do {
            _ = try JSONParser.parse(c.json)
            Issue.record("accepted invalid JSON: \(c.json)")
        } catch {
            #expect(error.id == "json-syntax")
            #expect(error.message.contains(c.message), "message was: \(error.message)")
            let p = file.position(of: error.range.start)
            #expect(p.line == c.line && p.column == c.column, "at \(p), expected \(c.line):\(c.column) — \(error.message)")
        }
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        let bytes: [UInt8] = Array("{\"a\": \"caf".utf8) + [0xE9] + Array("\"}".utf8)
        do { _ = try JSONParser.parse(bytes); Issue.record("accepted invalid UTF-8") } catch {
            #expect(error.id == "invalid-utf8")
            #expect(error.range.start == 10)
        }
        for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            #expect(UTF8Validation.firstInvalidOffset([0x22] + bad + [0x22]) == 1)
        }
    }

    @Test func deepNestingIsAClearErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do { _ = try JSONParser.parse(deep); Issue.record("accepted 100 000 levels") } catch {
            #expect(error.message.contains("nesting too deep"))
            #expect(error.range.start == 256, "the 257th bracket is one too many")
        }
        #expect((try? JSONParser.parse(String(repeating: "[", count: 256) + String(repeating: "]", count: 256))) != nil)
    }
}

@Suite struct JSONParserValueTests {
    @Test func acceptsValidDocumentsAndKeepsOrderAndRanges() throws {
        let text = "{\"z\": 1, \"a\": [true, false, null, -0.5e2, \"\\u00e9\\n\\\"\", {}], \"m\": \"\\uD83D\\uDE00\"}"
        let v = try JSONParser.parse(text).value
        #expect(v.members?.map(\.key) == ["z", "a", "m"])
        let a = try #require(v["a"]?.array)
        #expect(a[0].bool == true && a[1].bool == false && a[2].isNull)
        #expect(a[3].number == -50)
        #expect(a[4].string == "é\n\"")
        #expect(v["m"]?.string == "😀")
        let file = SourceFile(path: "t", text: text)
        #expect(file.text(of: try #require(v.member("a")).keyRange) == "\"a\"")
        #expect(file.text(of: a[3].range) == "-0.5e2")
        for ok in ["0", "-0", "1E+2", "\"\"", "[]", "{}", " \n\t1\r\n", "12345678901234567890", "1.5e-300"] {
            #expect((try? JSONParser.parse(ok)) != nil, "rejected \(ok)")
        }
        #expect(try JSONParser.parse("9007199254740993").value.number == 9007199254740992)
    }

    @Test func bomAndDuplicateKeysAreWarnings() throws {
        let r = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1, \"b\": 2, \"a\": 3}".utf8))
        #expect(r.warnings.map(\.id) == ["utf8-bom", "duplicate-key"])
        #expect(r.warnings[1].range.start == 20)
        #expect(r.warnings[1].severity == .warning && r.warnings[1].message.contains("different value"))
    }

    /// A key repeated with the same value cannot render differently on any host: a note, which
    /// says so; values compare by content (member order and spacing aside), not by source range.
    @Test func duplicateKeyWithTheSameValueIsANote() throws {
        let same = try JSONParser.parse("{\"a\": {\"x\": [1, true], \"y\": null}, \"a\": {\"y\": null, \"x\": [1,true]}}")
        #expect(same.warnings.map(\.severity) == [.note])
        #expect(same.warnings[0].message == "duplicate key \"a\" repeats the same value; remove one")
        for different in ["{\"a\": 1, \"a\": 1.5}", "{\"a\": [1, 2], \"a\": [2, 1]}", "{\"a\": {\"x\": 1}, \"a\": {\"x\": 1, \"y\": 2}}",
                          "{\"a\": \"1\", \"a\": 1}"] {
            #expect(try JSONParser.parse(different).warnings.map(\.severity) == [.warning], "\(different)")
        }
    }

    @Test func columnsCountCodePointsAndLinesHandleCRLF() {
        let file = SourceFile(path: "t", text: "ab\r\n😀é x\rz")
        let xOffset = Array("ab\r\n😀é ".utf8).count
        #expect(file.position(of: xOffset) == SourcePosition(offset: xOffset, line: 2, column: 4))
        #expect(file.position(of: Array("ab\r\n😀é x\r".utf8).count).line == 3)
        #expect(file.lineText(2) == "😀é x")
    }

    @Test func codeFrameLooksLikeACompilers() {
        let file = SourceFile(path: "card.json", text: "{\n  \"a\": 1 \"b\"\n}")
        let out = CodeFrame.render(file, range: SourceRange(start: 11, end: 14), severity: .error, message: "expected ','")
        #expect(out == "card.json:2:10: error: expected ','\n    \"a\": 1 \"b\"\n           ^~~")
    }

    @Test func pointersEscape() {
        #expect(JSONPointer.appending("", "a/b~c") == "/a~1b~0c")
        #expect(JSONPointer.appending("/x", 3) == "/x/3")
    }
}

@Suite struct SourceFileLargeTests {
    @Test func columnsOnAHugeMinifiedLineMatchTheSlowCount() {
        var text = "["
        for i in 0..<20_000 { text += (i > 0 ? "," : "") + "\"é\(i)😀\"" }
        text += "]"
        let file = SourceFile(path: "big.json", text: text)
        let bytes = Array(text.utf8)
        for offset in [0, 5, 70_000, 150_000, bytes.count - 1] where offset < bytes.count {
            var expected = 1
            for i in 0..<offset where bytes[i] & 0xC0 != 0x80 { expected += 1 }
            #expect(file.position(of: offset).column == expected)
            #expect(file.position(of: offset).line == 1)
        }
    }

    /// Every offset of multi-line files whose sizes fall on, just before and just after a checkpoint
    /// boundary (LF, CRLF and lone CR lines, 1- to 4-byte characters): line and column as a slow
    /// count from the start gives them. Each size twice: with a first line longer than the whole
    /// first half (checkpoints are counted) and with short lines only (none are: no column is read
    /// that far into a line, so there is nothing for them to serve).
    @Test func positionsMatchTheSlowCountAroundCheckpointBoundaries() {
        let stride = SourceFile.checkpointStride
        let pieces = ["é", "a", "😀", "\n", "中", "\r\n", "b", "\r", "x"]
        let inLine = pieces.filter { !$0.contains("\n") && !$0.contains("\r") }
        for size in [16 * stride + 1, 17 * stride - 1, 17 * stride, 17 * stride + 1] {
            for longFirstLine in [true, false] {
                var bytes: [UInt8] = []
                var k = 0
                while longFirstLine, bytes.count < size / 2 { bytes += Array(inLine[k % inLine.count].utf8); k += 1 }
                while bytes.count < size { bytes += Array(pieces[k % pieces.count].utf8); k += 1 }
                bytes.removeSubrange(size...)
                // Cutting a character in two is fine: continuation bytes are never counted.
                let file = SourceFile(path: "big.txt", bytes: bytes)
                #expect(file.checkpoints.count == (longFirstLine ? (size - 1) / stride + 1 : 0))
                var line = 1, column = 1, i = 0
                var checked = 0
                while i < bytes.count {
                    if i % 997 == 0 || i > bytes.count - 8 || i % stride < 3 {
                        #expect(file.position(of: i) == SourcePosition(offset: i, line: line, column: column), "offset \(i) of \(size)")
                        checked += 1
                    }
                    let b = bytes[i]
                    if b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
                        line += 1; column = 1
                    } else if b & 0xC0 != 0x80 {
                        column += 1
                    }
                    i += 1
                }
                #expect(checked > 60)
            }
        }
    }
}

/// Comments with `allowComments` (cards): read as whitespace where whitespace may stand, as the C++
/// shared model's jsoncpp reader does; one `json-comment` diagnostic at the first, with the count.
@Suite struct JSONParserCommentTests {
    static let options = JSONParser.Options(allowComments: true)

    @Test func commentsAreWhitespaceAndPositionsKept() throws {
        let text = "/* head */ {\"a\": // one\n 1, \"b\": [2 /* two */, 3]} // tail"
        let r = try JSONParser.parse(text, options: Self.options)
        #expect(r.value["a"]?.number == 1)
        #expect(r.value["b"]?.array?.count == 2)
        let b = try #require(r.value.member("b"))
        #expect(b.keyRange.start == Array(text.utf8).firstIndex(of: UInt8(ascii: "b"))! - 1)
        let d = try #require(r.warnings.first { $0.id == "json-comment" })
        #expect(r.warnings.filter { $0.id == "json-comment" }.count == 1)
        #expect(d.range == SourceRange(start: 0, end: 10))
        #expect(d.message.contains("the first of 4"), "\(d.message)")
    }

    @Test func aLineCommentEndsAtCarriageReturnToo() throws {
        let r = try JSONParser.parse("{\"a\": 1, // x\r\"b\": 2}", options: Self.options)
        #expect(r.value["b"]?.number == 2)
    }

    @Test func whatIsNotACommentStaysAnError() {
        let cases: [(String, String)] = [
            ("{\"a\": 1 /* open", "never closed"),
            ("{\"a\": / 1}", "a comment starts with // or /*"),
            ("{\"a\": 1}/", "a comment starts with // or /*"),
        ]
        for (json, message) in cases {
            #expect(throws: ReadingDiagnostic.self) { try JSONParser.parse(json, options: Self.options) }
            do { _ = try JSONParser.parse(json, options: Self.options) } catch {
                #expect(error.id == "json-syntax" && error.message.contains(message), "\(json): \(error.message)")
            }
        }
        // Inside a string, `//` is text.
        #expect((try? JSONParser.parse("{\"u\": \"https://x\"}", options: Self.options))?.warnings.isEmpty == true)
    }

    @Test func withoutTheOptionCommentsAreSyntaxErrors() {
        do { _ = try JSONParser.parse("{\"a\": 1 // x\n}"); Issue.record("accepted a comment") } catch {
            #expect(error.id == "json-syntax" && error.message.contains("JSON has no comments"))
        }
    }
}
