import CardlintReading
import CardlintRules
import Foundation
import Testing
@testable import CardlintKit

/// Limits of the channel and the host that break cards in production: a Teams bot message's size
/// (UTF-16, base64 images left out, at most a warning), and the hosts' documented image facts.
@Suite struct ProductionLimitTests {
    static func findings(_ text: String, path: String = "payload.json") -> [Finding] {
        ContainerTests.report(text, path: path)?.findings ?? []
    }

    /// A bot activity (it has `from`) whose text is `text`, plus `image` as an Image url.
    static func activity(text: String, image: String = "https://example.com/a.png") -> String {
        "{\"type\":\"message\",\"from\":{\"id\":\"bot\"},\"attachments\":[{\"contentType\":\"application/vnd.microsoft.card.adaptive\",\"content\":{\"type\":\"AdaptiveCard\",\"version\":\"1.5\",\"body\":[{\"type\":\"TextBlock\",\"wrap\":true,\"text\":\"\(text)\"},{\"type\":\"Image\",\"altText\":\"Chart\",\"url\":\"\(image)\"}]}}]}"
    }

    /// Counted as Teams counts it: two bytes per UTF-16 code unit (an emoji is a surrogate pair),
    /// whitespace between tokens not sent, a base64 data URL not counted.
    @Test func utf16SizeLeavesOutBase64ImagesAndBlanks() {
        func size(_ s: String) -> Int { EmbeddedText.utf16SizeWithoutBase64Images(Array(s.utf8), SourceRange(start: 0, end: s.utf8.count)) }
        #expect(size(#"{"a": "b"}"#) == 2 * 9)
        #expect(size(#"{"a":"é😀"}"#) == 2 * (7 + 1 + 2 + 1), "é one unit, the emoji a surrogate pair")
        #expect(size(#"{"u":"data:image/png;base64,AAAA"}"#) == 2 * 8)
        #expect(size(#"{"u":"data:text/plain,AAAA"}"#) == 2 * 28, "not base64: counted")
        #expect(size(#"{"a":"x\"y"}"#) == 2 * 12, "an escape is sent as written")
    }

    /// Over 100 KB a warning (the limit is documented for Teams only; an activity does not name
    /// its channel), over 80 KB a warning, below nothing; a large base64 image does not count.
    @Test func botMessageSizeIsAWarningAtMost() throws {
        func sizeFinding(_ text: String) -> Finding? { Self.findings(text).first { $0.ruleID == "message-too-large" } }
        let over = try #require(sizeFinding(Self.activity(text: String(repeating: "a", count: 52_000))))
        #expect(over.severity == .warning && over.message.contains("UTF-16") && over.message.contains("102400"))
        #expect(over.message.contains("rejects it") && over.message.contains("documented for Teams"))
        let near = try #require(sizeFinding(Self.activity(text: String(repeating: "a", count: 41_000))))
        #expect(near.severity == .warning && near.message.contains("within"))
        #expect(sizeFinding(Self.activity(text: String(repeating: "a", count: 30_000))) == nil)
        let image = "data:image/png;base64," + String(repeating: "A", count: 200_000)
        #expect(sizeFinding(Self.activity(text: "Chart", image: image)) == nil)
    }

    static let bigPNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAB9AAAAXcCAYAAAB6ZRUrAAAAAElFTkSuQmCC"
    static let animatedGIF = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH/C05FVFNDQVBFMi4wAwEAAAAh+QQACgAAACwAAAAAAQABAAACAkQBACH5BAAKAAAALAAAAAABAAEAAAICRAEAOw=="

    /// A webhook goes to Teams: its documented image facts apply, each finding in the container.
    @Test func teamsImageFactsApplyToAWebhookCard() throws {
        func webhook(_ url: String) -> String {
            "{\"type\":\"message\",\"attachments\":[{\"contentType\":\"application/vnd.microsoft.card.adaptive\",\"content\":{\"type\":\"AdaptiveCard\",\"version\":\"1.4\",\"body\":[{\"type\":\"Image\",\"altText\":\"Chart\",\"url\":\"\(url)\"}]}}]}"
        }
        let http = try #require(Self.findings(webhook("http://example.com/a.png")).first { $0.ruleID == "image-http-url" })
        #expect(http.severity == .warning && http.message.contains("HTTPS"))
        #expect(webhook("http://example.com/a.png").utf8.dropFirst(http.range.start).starts(with: "\"http://".utf8))
        let big = try #require(Self.findings(webhook(Self.bigPNG)).first { $0.ruleID == "image-over-host-size" })
        #expect(big.message.contains("2000 × 1500 pixels") && big.message.contains("1024 × 1024"))
        #expect(Self.findings(webhook(Self.animatedGIF)).contains { $0.ruleID == "image-animated-gif" })
        let fine = Self.findings(webhook("https://example.com/a.png")).map(\.ruleID)
        let imageRules: Set = ["image-http-url", "image-over-host-size", "image-animated-gif", "image-data-uri-not-shown"]
        #expect(fine.allSatisfy { !imageRules.contains($0) })
    }

    /// Outlook's data-URL fact is disputed: a note that says "unverified", never a warning.
    @Test func anOutlookDataURLIsAnUnverifiedNote() throws {
        let html = "<html><head><script type=\"application/adaptivecard+json\">{\"type\":\"AdaptiveCard\",\"version\":\"1.4\",\"originator\":\"x\",\"body\":[{\"type\":\"Image\",\"altText\":\"Logo\",\"url\":\"data:image/png;base64,iVBORw0KGgo=\"}]}</script></head></html>"
        let f = try #require(Self.findings(html, path: "mail.html").first { $0.ruleID == "image-data-uri-not-shown" })
        #expect(f.severity == .note && f.message.contains("unverified"))
    }
}
