@testable import CardlintRules
import CardlintModel
import Testing

@Suite struct LanguageRuleTests {
    func tag(_ problem: String) throws -> LanguageTagCheck {
        try LanguageTagCheck(options: try ContrastFixture.options("{problem: \(problem)}"))
    }

    @Test func malformedTags() throws {
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "lang": "en_US", "body": [{"type": "TextBlock", "text": "x", "lang": "fr-"},
         {"type": "TextBlock", "text": "y", "lang": "de-CH"}, {"type": "TextBlock", "text": "z", "lang": "${lang}"}]}
        """)
        let r = ContrastFixture.run(try tag("malformed"), card, nil)
        #expect(r.map { $0.values["value"] } == ["en_US", "fr-"])
        #expect(r.first?.values["hint"] == "; did you mean 'en-US'?")
        #expect(ContrastFixture.run(try tag("unknown"), card, nil).isEmpty)
    }

    @Test func unknownLanguages() throws {
        let card = try ContrastFixture.card(#"{"type": "AdaptiveCard", "version": "1.5", "lang": "qq", "body": []}"#)
        #expect(ContrastFixture.run(try tag("unknown"), card, nil).count == 1)
        #expect(ContrastFixture.run(try tag("malformed"), card, nil).isEmpty)
        let blank = try ContrastFixture.card(#"{"type": "AdaptiveCard", "version": "1.5", "lang": " ", "body": []}"#)
        #expect(ContrastFixture.run(try tag("malformed"), blank, nil).first?.values["hint"]?.contains("blank") == true)
    }

    @Test func badProblemOption() throws {
        #expect(throws: RuleError.self) { try tag("weird") }
    }

    @Test func rtlTextNeedsAnRTLContainer() throws {
        let f = try RTLText(options: try ContrastFixture.options("{}"))
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "123 שלום"},
          {"type": "Container", "rtl": true, "items": [{"type": "TextBlock", "text": "مرحبا"},
            {"type": "Container", "rtl": false, "items": [{"type": "FactSet", "facts": [{"title": "الاسم", "value": "x"}]}]}]},
          {"type": "RichTextBlock", "inlines": ["مرحبا", {"type": "TextRun", "text": "hello"}]},
          {"type": "TextBlock", "text": "Hello مرحبا"},
          {"type": "TextBlock", "text": "${name}"}]}
        """)
        let r = ContrastFixture.run(f, card, nil)
        // Nodes come breadth-first: the inline string is shallower than the nested fact.
        #expect(r.map { $0.values["value"] } == ["123 שלום", "مرحبا", "الاسم"])
        #expect(r.count == 3)
        #expect(r.last?.values["container"] == "its Container sets rtl: false")
        #expect(r.first?.values["container"] == "no enclosing container sets rtl")
    }

    /// The property reported is the first of `properties` (not of the members) whose value is
    /// right-to-left, and a name's value is its first member's (as `json[name]` reads it).
    @Test func rtlTextReportsTheFirstPropertyInOptionOrder() throws {
        let f = try RTLText(options: try ContrastFixture.options("{properties: [label, title, text]}"))
        let card = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Input.Text", "id": "a", "placeholder": "שלום", "title": "مرحبا", "label": "x", "label": "שלום"},
          {"type": "Input.Text", "id": "b", "text": "שלום", "title": "hello", "label": "مرحبا"},
          {"type": "Input.Text", "id": "c", "placeholder": "שלום", "text": "hi"}]}
        """)
        let r = ContrastFixture.run(f, card, nil)
        #expect(r.map { $0.values["property"] } == ["title", "label"])
        #expect(r.map { $0.values["value"] } == ["مرحبا", "مرحبا"])
    }
}
