import CardlintKit
import CardlintRules
import Testing

/// `host-image` reads a node's image properties in one pass over its members: of a duplicated key
/// the first counts (as `json[key]` reads it), and `url` is an image only on `Image` and
/// `BackgroundImage`.
@Suite struct HostImageMembersTests {
    @Test func theFirstOfADuplicatedKeyIsRead() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Image", "url": "http://example.com/a.png", "url": "https://example.com/b.png", "altText": "A"},
          {"type": "Container", "backgroundImage": "https://example.com/c.png", "backgroundImage": "http://example.com/d.png",
           "items": [{"type": "TextBlock", "text": "x"}]}],
         "actions": [{"type": "Action.OpenUrl", "title": "Go", "url": "http://example.com", "iconUrl": "http://example.com/e.png"}]}
        """
        let http = try CompatibilityTests.lint(card, hosts: ["teams-desktop"]).filter { $0.ruleID == "image-http-url" }
        #expect(http.map(\.pointer) == ["/body/0", "/actions/0"])
        #expect(http.first?.message.contains("'http://example.com/a.png'") == true)
        #expect(http.last?.message.contains("'http://example.com/e.png'") == true)
    }
}
