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

    @Test func emptyTextAndTrailingNewline() {
        #expect(LineIndex("", encoding: .utf16).position(of: 0) == Position(line: 0, character: 0))
        let index = LineIndex("é\n", encoding: .utf16)
        #expect(index.position(of: 3) == Position(line: 1, character: 0))
        #expect(index.position(of: 2) == Position(line: 0, character: 1))
    }
}
