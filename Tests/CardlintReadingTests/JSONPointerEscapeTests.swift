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

    @Test func appendingIsConcatenation() {
        for p in ["", "/body", "/body/0/items/3/columns/1/items", "/a~1b"] {
            for t in Self.tokens {
                #expect(JSONPointer.appending(p, t) == p + "/" + JSONPointer.slowEscape(t))
            }
            for i in [0, 7, 12, 123_456_789_012] { #expect(JSONPointer.appending(p, i) == p + "/" + String(i)) }
        }
    }
}
