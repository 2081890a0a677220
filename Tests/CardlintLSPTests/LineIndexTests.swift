@testable import CardlintLSP
import Testing

/// Byte offsets ↔ LSP positions, against the plain definition: lines end at LF, a line's character is
/// the units (UTF-8 bytes, UTF-16 code units or code points) of the text before the offset on its line.
@Suite struct LineIndexTests {
    static let text = "{\n  \"a\": \"é😀x\",\r\n\n  \"b\": 1\n中文 y\nlast"

    @Test func everyOffsetMatchesTheDefinitionInEveryEncoding() {
        let bytes = Array(Self.text.utf8)
        for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
            let index = LineIndex(Self.text, encoding: encoding)
            var line = 0, lineStart = 0
            for offset in 0...bytes.count {
                if offset > 0, bytes[offset - 1] == 0x0A { line += 1; lineStart = offset }
                // Only offsets on character boundaries (the protocol has no others).
                guard offset == bytes.count || bytes[offset] & 0xC0 != 0x80 else { continue }
                let before = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
                let units = before.unicodeScalars.reduce(0) { $0 + encoding.width($1) }
                let position = Position(line: line, character: units)
                #expect(index.position(of: offset) == position, "\(encoding) offset \(offset)")
                // Between a CR and its LF is the line's end, which maps back to before the CR.
                let insideCRLF = offset > 0 && offset < bytes.count && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A
                #expect(index.offset(of: position) == (insideCRLF ? offset - 1 : offset), "\(encoding) \(position)")
            }
        }
    }

    /// Lines of every length around the eight-byte steps of the ASCII test, each with a non-ASCII
    /// character at every place (and none), against the definition in every encoding.
    @Test func longLinesMatchTheDefinition() {
        var lines: [String] = []
        for length in 0...20 {
            lines.append(String(repeating: "a", count: length))
            for at in 0...length { lines.append(String(repeating: "b", count: at) + "é" + String(repeating: "c", count: length - at)) }
        }
        let text = lines.joined(separator: "\n") + "\r\n😀"
        let bytes = Array(text.utf8)
        for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
            let index = LineIndex(text, encoding: encoding)
            #expect(index.starts.count == lines.count + 1)
            var line = 0, lineStart = 0
            for offset in 0...bytes.count {
                if offset > 0, bytes[offset - 1] == 0x0A { line += 1; lineStart = offset }
                guard offset == bytes.count || bytes[offset] & 0xC0 != 0x80 else { continue }
                let units = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.reduce(0) { $0 + encoding.width($1) }
                #expect(index.position(of: offset) == Position(line: line, character: units), "\(encoding) offset \(offset)")
            }
            for (i, l) in lines.enumerated() { #expect(index.ascii[i] == l.utf8.allSatisfy { $0 < 0x80 }, "line \(i)") }
        }
    }

    @Test func emptyTextAndTrailingNewline() {
        #expect(LineIndex("", encoding: .utf16).position(of: 0) == Position(line: 0, character: 0))
        let index = LineIndex("é\n", encoding: .utf16)
        #expect(index.position(of: 3) == Position(line: 1, character: 0))
        #expect(index.position(of: 2) == Position(line: 0, character: 1))
    }

    /// A document keeps one line index per text: each change of a batch is placed by the index of
    /// the text the changes before it left (a newline the first inserts moves the second's line),
    /// and the index after the batch is the one a fresh index of the text gives.
    @Test func documentChangesArePlacedByTheLinesOfTheTextBeforeThem() {
        for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
            var doc = Document(uri: "file:///a.json", version: 1, bytes: Array("{\n  \"text\": \"😀 é\"\n}".utf8), encoding: encoding)
            let afterEmoji = encoding.width("😀") + encoding.width(" ")
            // Line 1, before "é": a newline and an "x".
            doc.apply(text: "\nx", range: (Position(line: 1, character: 11 + afterEmoji), Position(line: 1, character: 11 + afterEmoji)), encoding: encoding)
            // "é" is now on line 2 after the "x": replaced by "e".
            doc.apply(text: "e", range: (Position(line: 2, character: 1), Position(line: 2, character: 2)), encoding: encoding)
            let text = String(decoding: doc.bytes, as: UTF8.self)
            #expect(text == "{\n  \"text\": \"😀 \nxe\"\n}", "\(encoding)")
            let fresh = LineIndex(bytes: doc.bytes, encoding: encoding)
            #expect(doc.lines.starts == fresh.starts && doc.lines.ascii == fresh.ascii, "\(encoding)")
            doc.apply(text: "{}", range: nil, encoding: encoding)
            #expect(doc.bytes == Array("{}".utf8) && doc.lines.starts == [0], "\(encoding)")
        }
    }

    /// A change re-reads only the lines it touches: after every replacement of every range of
    /// texts built from `a`, `é`, CR and LF, by insertions with and without line ends, the index is
    /// the one a fresh index of the new text gives (starts and ASCII flags).
    @Test func aChangeGivesTheIndexOfTheNewText() {
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), [0x0D], [0x0A]]
        var texts: [[UInt8]] = [[]]
        for _ in 0..<4 { texts += texts.filter { $0.count < 4 }.flatMap { t in pieces.map { t + $0 } } }
        let inserts: [[UInt8]] = [[], Array("x".utf8), [0x0A], Array("é\n".utf8), [0x0A, 0x0A], Array("\r\nb".utf8)]
        var checked = 0
        for text in Set(texts.map { $0 }).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let old = LineIndex(bytes: text, encoding: .utf16)
            for lower in 0...text.count {
                for upper in lower...text.count {
                    for insert in inserts {
                        let changed = LineIndex(replacing: lower..<upper, of: old, with: insert, encoding: .utf16)
                        let fresh = LineIndex(bytes: changed.bytes, encoding: .utf16)
                        #expect(changed.starts == fresh.starts && changed.ascii == fresh.ascii, "\(text) \(lower)..<\(upper) \(insert)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }
}
