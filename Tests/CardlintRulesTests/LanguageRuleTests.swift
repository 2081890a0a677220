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
}
