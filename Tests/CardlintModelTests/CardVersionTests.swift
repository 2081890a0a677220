@testable import CardlintModel
import Testing

/// `Card.version` reads `"d.d"` from its bytes: it must agree with `SchemaVersion(text)` everywhere.
@Suite struct CardVersionTests {
    @Test func agreesWithTheParser() {
        let chars = ["0", "1", "5", "9", ".", "a", "-", "+", " ", "/", ":", "\u{0663}", "\u{00E9}", ""]
        var texts: [String] = ["1.5", "1.6", "1.10", "1.5.0", "10.1", "", "1", "1.", ".5", "1.5.x"]
        for a in chars { for b in chars { for c in chars { texts.append(a + b + c) } } }
        for t in texts { #expect(Card.version(t) == SchemaVersion(t), "\(t)") }
    }
}
