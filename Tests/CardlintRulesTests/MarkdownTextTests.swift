@testable import CardlintRules
import Testing

@Suite struct MarkdownTextTests {
    @Test func findsLinksWithNestedBracketsAndSkipsEscapes() {
        let links = MarkdownText.links(in: "See [the [draft] notes](https://a/b_(1)) and \\[not](x), [**here**](https://c).")
        #expect(links.map(\.text) == ["the [draft] notes", "**here**"])
        #expect(links.map(\.url) == ["https://a/b_(1)", "https://c"])
    }

    @Test func unclosedOrBrokenLinksAreNotLinks() {
        #expect(MarkdownText.links(in: "[open](https://a").isEmpty)
        #expect(MarkdownText.links(in: "[text] (https://a)").isEmpty)
        #expect(MarkdownText.links(in: "[a\nb](u)").isEmpty)
    }

    @Test func plainDropsMarkersAndKeepsLinkText() {
        #expect(MarkdownText.plain("**Bold** _it_ [link](u)") == "Bold it link")
        #expect(MarkdownText.plain("- one\n- two\n1. three") == "one two three")
        #expect(MarkdownText.plain("** **").isEmpty)
        #expect(MarkdownText.plain("3.5 stars") == "3.5 stars")
    }
}

@Suite struct URLTextTests {
    @Test func recognisesAddressesButNotSentences() {
        #expect(MarkdownText.isURL("https://a.example/x?y=1"))
        #expect(MarkdownText.isURL("WWW.example.com"))
        #expect(!MarkdownText.isURL("https://"))
        #expect(!MarkdownText.isURL("see https://a.example"))
        #expect(!MarkdownText.isURL("Contoso.com"))
    }

    @Test func bareAddressesOutsideLinksOnly() {
        let s = "Go to (https://a.example/x). Or [https://b.example](https://b.example), or [docs](https://c.example)."
        #expect(MarkdownText.bareURLs(in: s) == ["https://a.example/x"])
    }
}
