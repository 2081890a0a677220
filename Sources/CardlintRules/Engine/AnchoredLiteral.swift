/// A pattern that is a whole value spelled out, `^heading$` or `^(?i)heading$` (ASCII letters and
/// digits between the anchors): on ASCII text it is decided without ICU, with ICU's answer. `^` (not
/// multi-line) matches only at the start; `$` at the end, or before one line terminator that ends the
/// text (`\n`, `\r`, `\r\n`, vertical tab or form feed among ASCII characters); an ASCII letter matches
/// only its own cases in ASCII text. Text with any other character is left to ICU.
struct AnchoredLiteral: Sendable, Equatable {
    /// The letters and digits, lower-cased when the match ignores case.
    let bytes: [UInt8]
    let caseInsensitive: Bool

    /// The literal `pattern` spells out (nil: it is not one).
    static func of(_ pattern: String, caseInsensitive: Bool) -> AnchoredLiteral? {
        var body = Array(pattern.utf8)
        guard body.count > 2, body.first == UInt8(ascii: "^"), body.last == UInt8(ascii: "$") else { return nil }
        body = Array(body.dropFirst().dropLast())
        var ignoresCase = caseInsensitive
        if body.starts(with: Array("(?i)".utf8)) { ignoresCase = true; body.removeFirst(4) }
        guard !body.isEmpty, body.allSatisfy({ Self.isLetterOrDigit($0) }) else { return nil }
        return AnchoredLiteral(bytes: ignoresCase ? body.map(Self.lowered) : body, caseInsensitive: ignoresCase)
    }

    /// Whether `text` matches (nil: the text holds a non-ASCII character; ICU decides).
    func matches(_ text: String) -> Bool? {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ matches($0) }) { return answer }
        return matches(Array(text.utf8))
    }

    private func matches<Bytes: RandomAccessCollection<UInt8>>(_ text: Bytes) -> Bool? where Bytes.Index == Int {
        var end = text.endIndex, ascii = true
        for b in text where b >= 0x80 { ascii = false; break }
        guard ascii else { return nil }
        // One line terminator may end the text after the literal.
        if end - text.startIndex >= 2, text[end - 2] == 0x0D, text[end - 1] == 0x0A {
            end -= 2
        } else if end > text.startIndex, (0x0A...0x0D).contains(text[end - 1]) {
            end -= 1
        }
        guard end - text.startIndex == bytes.count else { return false }
        var k = 0
        for i in text.startIndex..<end {
            let b = caseInsensitive ? Self.lowered(text[i]) : text[i]
            if b != bytes[k] { return false }
            k += 1
        }
        return true
    }

    static func isLetterOrDigit(_ b: UInt8) -> Bool { (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) }

    static func lowered(_ b: UInt8) -> UInt8 { (65...90).contains(b) ? b + 32 : b }
}
