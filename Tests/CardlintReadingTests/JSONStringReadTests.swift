@testable import CardlintReading
import Testing

/// A string's quote, escapes, control characters and multi-byte characters are found where they are,
/// at every position in the string, with the value, its range and the error offset each gives.
@Suite struct JSONStringReadTests {
    /// `["` + `a`… + the special bytes + `b`… + `"]`, with `before` and `after` ASCII letters around.
    static func document(_ special: [UInt8], before: Int, after: Int, close: Bool = true) -> [UInt8] {
        Array("[\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: before) + special
            + Array(repeating: UInt8(ascii: "b"), count: after) + (close ? Array("\"]".utf8) : [])
    }

    @Test func specialBytesAreFoundAtEveryPosition() throws {
        for before in 0..<20 {
            for after in [0, 1, 7, 8, 9, 16] {
                let text = String(repeating: "a", count: before) + "%" + String(repeating: "b", count: after)
                for (special, decoded) in [(Array("\\\"".utf8), "\""), (Array("\\n".utf8), "\n"), (Array("é".utf8), "é"),
                                           (Array("😀".utf8), "😀"), (Array("~".utf8), "~"), ([UInt8](), "")] {
                    let value = try JSONParser.parse(Self.document(special, before: before, after: after)).value
                    #expect(value.array?.first?.string == text.replacing("%", with: decoded))
                    let range = try #require(value.array?.first?.range)
                    #expect(range.start == 1 && range.end == 3 + before + special.count + after)
                }
                for (byte, id) in [(UInt8(0x01), "json-syntax"), (0x1F, "json-syntax"), (0xFF, "invalid-utf8"), (0x80, "invalid-utf8")] {
                    #expect(throws: ReadingDiagnostic.self) { try JSONParser.parse(Self.document([byte], before: before, after: after)) }
                    do {
                        _ = try JSONParser.parse(Self.document([byte], before: before, after: after))
                    } catch {
                        #expect(error.id == id && error.range.start == 2 + before, "\(error)")
                    }
                }
                do {
                    _ = try JSONParser.parse(Self.document([], before: before, after: after, close: false))
                    Issue.record("an unterminated string was read")
                } catch {
                    #expect(error.message.contains("unterminated string") && error.range.start == 1, "\(error)")
                }
            }
        }
    }
}
