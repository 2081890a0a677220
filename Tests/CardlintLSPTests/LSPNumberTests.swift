@testable import CardlintLSP
import CardlintTestSupport
import Foundation
import Testing

/// A document with a number past `Int`'s range (a Carousel `timer` of 9.3e18 ms trapped the
/// process) gets its diagnostics, and the server goes on serving its other documents.
@Suite struct LSPNumberTests {
    @Test func timerPastIntDoesNotKillTheServer() throws {
        let client = LSPClient()
        let exit = client.start()
        _ = try client.initialize()
        let bad = "file:///tmp/cardlint-lsp-test/timer.json", good = "file:///tmp/cardlint-lsp-test/welcome.json"
        client.open(bad, #"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "Carousel", "timer": 9.3e18, "pages": [{"type": "CarouselPage", "items": [{"type": "TextBlock", "text": "a"}]}]}]}"#)
        let items = try client.diagnostics(for: bad).items
        #expect(items.contains { $0["code"] as? String == "carousel-auto-advance" && ($0["message"] as? String)?.contains("9.3e+18") == true },
                "\(items.map { $0["message"] ?? "" })")
        client.open(good, LSPServerTests.card)
        #expect(try client.diagnostics(for: good).items.contains { $0["code"] as? String == "unknown-property" })
        try client.shutdownAndExit()
        #expect(exit.wait() == 0)
    }
}
