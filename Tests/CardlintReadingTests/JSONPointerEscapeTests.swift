@testable import CardlintReading
import Testing

/// `JSONPointer.escape` skips tokens without a `~` or `/` byte: it must agree with the character
/// comparison it passes over, and `appending` with plain concatenation.
@Suite struct JSONPointerEscapeTests {
    static let tokens = ["", "body", "a/b", "a~b", "~", "/", "~1", "a/b~c", "~\u{0301}", "/\u{0301}x", "é/", "😀~",
                         "averyveryverylongpropertyname", "x\u{0301}"]

    @Test func escapeAgreesWithTheCharacterComparison() {
        for t in Self.tokens { #expect(JSONPointer.escape(t) == JSONPointer.slowEscape(t), "\(t)") }
    }

    /// `appending` builds the pointer's bytes in place: the same bytes as concatenation, short or long.
    @Test func appendingIsConcatenation() {
        for p in ["", "/body", "/body/0/items/3/columns/1/items", "/a~1b", "/é", "/x\u{0301}", "/12345678901234"] {
            for t in Self.tokens {
                #expect(Array(JSONPointer.appending(p, t).utf8) == Array((p + "/" + JSONPointer.slowEscape(t)).utf8), "\(p) \(t)")
            }
            for i in [0, 7, 9, 10, 12, 99, 100, 123_456_789_012, Int.max, -1, -42, Int.min] {
                #expect(Array(JSONPointer.appending(p, i).utf8) == Array((p + "/" + String(i)).utf8), "\(p) \(i)")
            }
        }
    }
}
