import CardlintReading
import Testing
@testable import CardlintTemplating

/// Functions an application registers before expanding (`template-functions:`), the build-time
/// placeholders of Microsoft's toolkits and Power Automate expressions: known, with unknown values.
@Suite struct RegisteredFunctionTests {
    func run(_ template: String, _ data: String? = "{\"price\": 4, \"name\": \"Ada\"}",
             functions: [String: ClosedRange<Int>] = [:]) throws -> (TemplateExpansion, Doc) {
        let t = try Doc(template)
        let d = try data.map { try Doc($0, path: "d.json") }
        return (TemplateExpander.expand(template: t.value, source: t.file, data: d?.value, dataSource: d?.file, functions: functions), t)
    }

    static let card = #"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "${formatPrice(price, 'EUR')}"}, {"type": "TextBlock", "text": "Hi ${app.greet(name)}"}]}"#

    @Test func unregisteredCallsAreUnknownFunctions() throws {
        let (e, doc) = try run(Self.card)
        #expect(positions(e, doc, "template-unknown-function").count == 2)
    }

    @Test func registeredCallsAreKnownWithUnknownResults() throws {
        let (e, _) = try run(Self.card, functions: ["formatPrice": 1...2, "app.greet": 1...1])
        #expect(e.diagnostics.isEmpty, "\(e.diagnostics)")
        // What depends on them stays as written, as an unbound value does.
        #expect(e.output?["body"]?.array?[0]["text"]?.string == "${formatPrice(price, 'EUR')}")
        #expect(e.output?["body"]?.array?[1]["text"]?.string == "Hi ${app.greet(name)}")
    }

    @Test func registeredArityIsChecked() throws {
        let (e, doc) = try run(Self.card, functions: ["formatPrice": 1...1, "app.greet": 1...1])
        #expect(positions(e, doc, "template-argument-count").count == 1)
        #expect(e.diagnostics.allSatisfy { $0.id == "template-argument-count" })
    }

    @Test func argumentsOfRegisteredCallsAreStillChecked() throws {
        let (e, doc) = try run(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "${formatPrice(prize)}"}]}"#,
                               functions: ["formatPrice": 1...1])
        #expect(positions(e, doc, "template-unknown-path").count == 1)
    }

    @Test func aConditionOnARegisteredCallKeepsTheObject() throws {
        let (e, _) = try run(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "$when": "${isVip('x')}", "text": "VIP"}]}"#,
                             functions: ["isVip": 1...1])
        #expect(e.diagnostics.isEmpty, "\(e.diagnostics)")  // not a constant $when: the application decides
        #expect(e.output?["body"]?.array?.count == 1)
    }

    @Test func toolkitPlaceholdersAreNotSyntaxErrors() throws {
        let template = #"{"type": "AdaptiveCard", "body": [{"type": "Image", "url": "${{BOT_ENDPOINT}}/a.png", "altText": "${{ APP_NAME }} logo"}, {"type": "TextBlock", "text": "${name}"}]}"#
        for data in [nil, "{\"name\": \"Ada\"}"] {
            let (e, _) = try run(template, data)
            #expect(e.diagnostics.isEmpty, "\(e.diagnostics)")
            #expect(e.output?["body"]?.array?[0]["url"]?.string == "${{BOT_ENDPOINT}}/a.png")
        }
        // A real expression between double braces is still an expression (and its error is reported).
        let (bad, _) = try run(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "${{a: 1}}"}]}"#)
        #expect(bad.diagnostics.contains { $0.id == "template-syntax" })
    }

    @Test func powerAutomateExpressionsAreNotPreviewSyntax() throws {
        let (e, _) = try run(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Hi @{variables('name')} and ${name}"}, {"type": "TextBlock", "text": "@{body('Get_item')?['Title']}"}]}"#)
        #expect(e.diagnostics.isEmpty, "\(e.diagnostics)")
        let (preview, _) = try run(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "text": "Hi {name}"}]}"#, nil)
        #expect(preview.diagnostics.contains { $0.id == "template-preview-syntax" })
    }

    @Test func literalPartDropsEveryUnknownValue() {
        #expect(UnknownText.literalPart("Approve ${title} for ${{TEAM}} by @{variables('who')} {name}!") == "Approve  for  by  !")
        #expect(UnknownText.literalPart("no values") == "no values")
        #expect(UnknownText.literalPart("%Widget_Template/Title% at 50% to 60%") == " at 50% to 60%")
        #expect(UnknownText.literalPart("${a}${b}") == "")
    }
}
