@testable import CardlintRules
import CardlintModel
import Testing

@Suite struct AccessibleNameTests {
    func name(_ json: String, _ type: String, _ index: Int = 0, placeholder: Bool = true) throws -> AccessibleName {
        let card = try A11yFixture.card(json)
        return AccessibleName.of(try A11yFixture.node(card, type, index), in: card, placeholder: placeholder)
    }

    @Test func containerIsNamedByItsVisibleTextInOrder() throws {
        let n = try name("""
            {"type": "AdaptiveCard", "body": [{"type": "Container", "items": [
              {"type": "TextBlock", "text": "**Order** 12"}, {"type": "TextBlock", "text": "secret", "isVisible": false},
              {"type": "Image", "url": "u", "altText": "shipped"}, {"type": "Image", "url": "u"},
              {"type": "RichTextBlock", "inlines": ["due ", {"type": "TextRun", "text": "today"}]},
              {"type": "ActionSet", "actions": [{"type": "Action.Submit", "title": "Cancel"}]}]}]}
            """, "Container")
        #expect(n.text == "Order 12 shipped due today")
        #expect(n.source == "content")
        #expect(!n.isMissing)
    }

    @Test func selectActionTitleWinsOverContent() throws {
        let n = try name("""
            {"type": "AdaptiveCard", "body": [{"type": "Container", "items": [{"type": "TextBlock", "text": "x"}],
              "selectAction": {"type": "Action.Submit", "title": "Open order"}}]}
            """, "Container")
        #expect(n.text == "Open order")
        #expect(n.source == "selectAction.title")
    }

    @Test func blankEverythingIsMissing() throws {
        let n = try name("""
            {"type": "AdaptiveCard", "body": [{"type": "Column", "items": [{"type": "TextBlock", "text": "  "}],
              "selectAction": {"type": "Action.Submit", "title": ""}}]}
            """, "Column")
        #expect(n.isMissing)
        #expect(n.source == "")
    }

    @Test func bindingsMakeTheNameUnknownNotMissing() throws {
        let n = try name("""
            {"type": "AdaptiveCard", "body": [{"type": "Container", "items": [{"type": "TextBlock", "text": "${title}"}]}]}
            """, "Container")
        #expect(n.isUnresolved)
        #expect(!n.isMissing)
    }

    @Test func inputsUseLabelThenLabelForThenPlaceholder() throws {
        let json = """
            {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Email", "labelFor": "b"},
              {"type": "Input.Text", "id": "a", "label": "Name", "placeholder": "x"}, {"type": "Input.Text", "id": "b"},
              {"type": "Input.Text", "id": "c", "placeholder": "Phone"}]}
            """
        #expect(try name(json, "Input.Text", 0).text == "Name")
        #expect(try name(json, "Input.Text", 1).source == "labelFor")
        #expect(try name(json, "Input.Text", 1).text == "Email")
        #expect(try name(json, "Input.Text", 2).text == "Phone")
        #expect(try name(json, "Input.Text", 2, placeholder: false).isMissing)
    }

    @Test func inputsDoNotTakeTheirNameFromAdjacentText() throws {
        let n = try name("""
            {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Email"}, {"type": "Input.Text", "id": "a"}]}
            """, "Input.Text")
        #expect(n.isMissing)
    }

    @Test func toggleIsNamedByTitleAndActionsByTitleOrTooltip() throws {
        #expect(try name(#"{"type": "AdaptiveCard", "body": [{"type": "Input.Toggle", "id": "t", "title": "Agree"}]}"#, "Input.Toggle").text == "Agree")
        let json = #"{"type": "AdaptiveCard", "actions": [{"type": "Action.Submit", "tooltip": "Send"}, {"type": "Action.Submit", "iconUrl": "u"}]}"#
        #expect(try name(json, "Action.Submit", 0).text == "Send")
        #expect(try name(json, "Action.Submit", 1).isMissing)
    }

    @Test func fallbackContentDoesNotName() throws {
        let n = try name("""
            {"type": "AdaptiveCard", "body": [{"type": "Container", "items": [
              {"type": "Rating", "fallback": {"type": "TextBlock", "text": "4 stars"}}]}]}
            """, "Container")
        #expect(n.isMissing)
    }
}
