@testable import CardlintRules
import CardlintModel
import Testing

@Suite struct A11yFunctionTests {
    typealias F = A11yFixture

    @Test func hasAccessibleNameReportsWhatIsMissingAndPointsAtBlankValues() throws {
        let card = try F.card("""
            {"type": "AdaptiveCard", "body": [{"type": "Image", "url": "u", "altText": "", "selectAction": {"type": "Action.Submit"}},
              {"type": "Container", "items": [], "selectAction": {"type": "Action.Submit"}}]}
            """)
        let f = try F.function(HasAccessibleName.self)
        let image = try F.node(card, "Image")
        let r = F.results(f, card, image)
        #expect(r.count == 1)
        #expect(r.first?.range == image.json["altText"]?.range)
        #expect(r.first?.values["missing"] == "'altText' or a 'title' on its selectAction")
        let container = F.results(f, card, try F.node(card, "Container"))
        #expect(container.first?.range == nil)
        #expect(container.first?.values["missing"] == "a 'title' on its selectAction or visible text inside it")
        // The select actions themselves are left to their holders.
        #expect(F.results(f, card, try F.node(card, "Action.Submit")).isEmpty)
    }

    @Test func hasAccessibleNamePlaceholderOption() throws {
        let card = try F.card(#"{"type": "AdaptiveCard", "body": [{"type": "Input.Text", "id": "a", "placeholder": "Name"}]}"#)
        let input = try F.node(card, "Input.Text")
        #expect(F.results(try F.function(HasAccessibleName.self, "placeholder: true"), card, input).isEmpty)
        #expect(F.results(try F.function(HasAccessibleName.self, "placeholder: false"), card, input).count == 1)
        let e = F.optionError(HasAccessibleName.self, "placeholder: maybe")
        #expect(e?.line == 1)
        #expect(e?.message.contains("true or false") == true)
    }

    @Test func descriptiveTextNormalisesAndChecksMarkdownLinks() throws {
        let card = try F.card("""
            {"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Go [ Read More! ](u) or [the guide](v)"},
              {"type": "TextBlock", "text": "[the guide](v) [](w)"}, {"type": "TextBlock", "text": "click here"}],
             "actions": [{"type": "Action.Submit", "title": "«Here»"}, {"type": "Action.Submit", "title": "Here we go"}]}
            """)
        let links = try F.function(DescriptiveText.self, "{property: text, markdown-links: true, vague: [read more, here]}")
        let r = F.results(links, card, try F.node(card, "TextBlock", 0))
        #expect(r.first?.values["text"] == "Read More!")
        #expect(F.results(links, card, try F.node(card, "TextBlock", 1)).first?.values["text"] == "")
        #expect(F.results(links, card, try F.node(card, "TextBlock", 2)).isEmpty)
        let titles = try F.function(DescriptiveText.self, "{property: title, vague: [here]}")
        #expect(F.results(titles, card, try F.node(card, "Action.Submit", 0)).count == 1)
        #expect(F.results(titles, card, try F.node(card, "Action.Submit", 1)).isEmpty)
    }

    @Test func descriptiveTextValidatesOptions() {
        #expect(F.optionError(DescriptiveText.self, "{property: title}")?.message.contains("vague") == true)
        let e = F.optionError(DescriptiveText.self, "{property: title,\n vague: [ok, \"!!\"]}")
        #expect(e?.line == 2)
        #expect(e?.message.contains("empty") == true)
        #expect(F.optionError(DescriptiveText.self, "{vague: [x]}")?.message.contains("property") == true)
    }

    @Test func hasHeadingLooksThroughVisibleDescendants() throws {
        let card = try F.card("""
            {"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "Carousel", "pages": [
              {"type": "CarouselPage", "items": [{"type": "Container", "items": [{"type": "TextBlock", "text": "A", "style": "HEADING"}]}]},
              {"type": "CarouselPage", "items": [{"type": "TextBlock", "text": "B", "style": "heading", "isVisible": false}]},
              {"type": "CarouselPage", "items": [{"type": "TextBlock", "text": "C"}]}]}]}
            """)
        let f = try F.function(HasHeading.self)
        #expect(F.results(f, card, try F.node(card, "CarouselPage", 0)).isEmpty)
        #expect(F.results(f, card, try F.node(card, "CarouselPage", 1)).count == 1)
        #expect(F.results(f, card, try F.node(card, "CarouselPage", 2)).count == 1)
        #expect(F.compileError("has-heading: {levels: 2}")?.message.contains("unknown option 'levels'") == true)
        #expect(F.compileError("has-accessible-name: {placeholdr: true}")?.message.contains("did you mean") == true)
    }

    @Test func precededByTextNeedsAVisibleNamedTextSibling() throws {
        let card = try F.card("""
            {"type": "AdaptiveCard", "body": [{"type": "ProgressBar"}, {"type": "TextBlock", "text": "Upload"}, {"type": "ProgressBar"},
              {"type": "TextBlock", "text": "x", "isVisible": false}, {"type": "ProgressBar"}]}
            """)
        let f = try F.function(PrecededByText.self)
        #expect(F.results(f, card, try F.node(card, "ProgressBar", 0)).count == 1)
        #expect(F.results(f, card, try F.node(card, "ProgressBar", 1)).isEmpty)
        // The hidden text is skipped, so the previous visible sibling is the second ProgressBar.
        #expect(F.results(f, card, try F.node(card, "ProgressBar", 2)).count == 1)
    }

    @Test func tableHeaderRowCases() throws {
        let row = #"{"type": "TableRow", "cells": []}"#
        let card = try F.card("""
            {"type": "AdaptiveCard", "body": [
              {"type": "Table", "firstRowAsHeaders": false, "rows": [\(row), \(row)]},
              {"type": "Table", "firstRowAsHeaders": false, "rows": [\(row)]},
              {"type": "Table", "firstRowAsHeader": false, "rows": [\(row)]},
              {"type": "Table", "firstRowAsHeader": false, "firstRowAsHeaders": true, "rows": [\(row), \(row)]},
              {"type": "Table", "rows": [\(row), \(row)]}]}
            """)
        let f = try F.function(TableHeaderRow.self, "min-rows: 2")
        let counts = try (0..<5).map { F.results(f, card, try F.node(card, "Table", $0)).count }
        #expect(counts == [1, 0, 1, 0, 0])
        let first = F.results(f, card, try F.node(card, "Table", 0)).first
        #expect(first?.values["rows"] == "2")
        #expect(first?.range == (try F.node(card, "Table", 0)).json["firstRowAsHeaders"]?.range)
        #expect(F.results(f, card, try F.node(card, "Table", 2)).first?.values["problem"]?.contains("firstRowAsHeaders") == true)
        #expect(F.optionError(TableHeaderRow.self, "min-rows: 0")?.message.contains("at least 1") == true)
    }

    @Test func registryListsTheNewFunctionsSorted() {
        let names = CheckRegistry.all.map { String(describing: $0) }
        #expect(names == names.sorted())
        for n in ["has-accessible-name", "descriptive-text", "has-heading", "preceded-by-text", "table-header-row"] {
            #expect(CheckRegistry.function(named: n) != nil, "\(n) not registered")
        }
    }
}

@Suite struct TitleIsHeadingTests {
    typealias F = A11yFixture

    func results(_ json: String, _ yaml: String = "{}") throws -> [CheckResult] {
        let card = try F.card(json)
        return F.results(try F.function(TitleIsHeading.self, yaml), card, card.rootNode)
    }

    @Test func reportsTheTitleLikeFirstTextAtItsPosition() throws {
        let card = try F.card("""
            {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Container", "items": [
              {"type": "TextBlock", "text": "Weekly *report*", "size": "large"}]}, {"type": "TextBlock", "text": "Body"}]}
            """)
        let r = F.results(try F.function(TitleIsHeading.self), card, card.rootNode)
        let tb = try #require(card.nodes.first { $0.pointer == "/body/0/items/0" })
        #expect(r.count == 1)
        #expect(r.first?.range == tb.range)
        #expect(r.first?.pointer == tb.pointer)
        #expect(r.first?.values["text"] == "Weekly report")
    }

    @Test func leavesPlainSentencesLongTextsAndHeadedCardsAlone() throws {
        let body = #"{"type": "TextBlock", "text": "Body"}"#
        #expect(try results(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Hello there."}, \#(body)]}"#).isEmpty)
        #expect(try results(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Hello", "size": "small"}, \#(body)]}"#).isEmpty)
        #expect(try results(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Hello world", "size": "large"}, \#(body)]}"#, "max-length: 5").isEmpty)
        #expect(try results(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Hi", "size": "large"}, {"type": "TextBlock", "text": "S", "style": "heading"}]}"#).isEmpty)
        #expect(try results(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Hi", "size": "large"}]}"#).isEmpty)
    }

    @Test func validatesMaxLength() {
        #expect(F.optionError(TitleIsHeading.self, "max-length: 0")?.message.contains("at least 1") == true)
        #expect(F.optionError(TitleIsHeading.self, "sizes: {a: 1}")?.message.contains("list") == true)
    }
}

@Suite struct DescriptiveTextLinkTests {
    typealias F = A11yFixture

    @Test func textRunLinksAreCheckedWholeAndNeverAsMarkdown() throws {
        let card = try F.card("""
            {"type": "AdaptiveCard", "body": [{"type": "RichTextBlock", "inlines": [
              {"type": "TextRun", "text": "More", "selectAction": {"type": "Action.OpenUrl", "url": "u"}},
              {"type": "TextRun", "text": "[here](u)"}]}]}
            """)
        let f = try F.function(DescriptiveText.self, "{property: text, markdown-links: true, vague: [more, here]}")
        #expect(F.results(f, card, try F.node(card, "TextRun", 0)).first?.values["text"] == "More")
        #expect(F.results(f, card, try F.node(card, "TextRun", 1)).isEmpty)
    }

    @Test func factsAreNamedByTitleAndValue() throws {
        let card = try F.card(#"{"type": "AdaptiveCard", "body": [{"type": "FactSet", "facts": [{"title": "Due", "value": "**Monday**"}]}]}"#)
        #expect(AccessibleName.of(try F.node(card, "FactSet"), in: card).text == "Due Monday")
    }
}

@Suite struct HiddenActionTests {
    typealias F = A11yFixture

    @Test func actionsTheHostRunsNeedNoName() throws {
        let card = try F.card("""
            {"type": "AdaptiveCard", "refresh": {"action": {"type": "Action.Execute"}},
             "body": [{"type": "Input.Text", "id": "p", "label": "P", "valueChangedAction": {"type": "Action.ResetInputs"}}],
             "actions": [{"type": "Action.Execute"}]}
            """)
        let f = try F.function(HasAccessibleName.self)
        let executes = try (0..<2).map { F.results(f, card, try F.node(card, "Action.Execute", $0)).count }
        #expect(executes.sorted() == [0, 1])
        #expect(F.results(f, card, try F.node(card, "Action.ResetInputs")).isEmpty)
    }
}

@Suite struct OptionVariantTests {
    typealias F = A11yFixture

    @Test func hasHeadingOrTextAcceptsTextButNotPictures() throws {
        let card = try F.card("""
            {"type": "AdaptiveCard", "body": [{"type": "Container", "items": [{"type": "FactSet", "facts": [{"title": "A", "value": "1"}]}]},
              {"type": "Container", "items": [{"type": "Image", "url": "u", "altText": "A picture"}]}]}
            """)
        let strict = try F.function(HasHeading.self)
        let lenient = try F.function(HasHeading.self, "or-text: true")
        let withFacts = try F.node(card, "Container", 0), withImage = try F.node(card, "Container", 1)
        #expect(F.results(strict, card, withFacts).count == 1)
        #expect(F.results(lenient, card, withFacts).isEmpty)
        #expect(F.results(lenient, card, withImage).count == 1)
    }

    @Test func urlsOptionFlagsAddressesAsLinkText() throws {
        let card = try F.card(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Enrol: https://hr.example/e"}]}"#)
        let tb = try F.node(card, "TextBlock")
        let off = try F.function(DescriptiveText.self, "{property: text, markdown-links: true, vague: [here]}")
        let on = try F.function(DescriptiveText.self, "{property: text, markdown-links: true, urls: true, vague: [here]}")
        #expect(F.results(off, card, tb).isEmpty)
        #expect(F.results(on, card, tb).first?.values["text"] == "https://hr.example/e")
        #expect(F.results(on, card, tb).first?.values["value"] == "Enrol: https://hr.example/e")
    }
}
