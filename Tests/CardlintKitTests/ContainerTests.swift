import CardlintReading
import CardlintReport
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing
@testable import CardlintKit

/// Cards where they live: bot activities and attachments, webhook payloads, Outlook HTML, Copilot
/// plugin manifests, Power Automate flows; every finding placed in the container file. And other
/// JSON in a walk is skipped with a reason, never an error.
@Suite struct ContainerTests {
    static let linter: Linter = {
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())
        return try! factory.linter(for: FileManager.default.temporaryDirectory.path + "/container-tests/x.json")
    }()

    /// A card with an image without alt text and a required input without an error message; "é" and
    /// an emoji before the image, so columns count code points.
    static let card = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "TextBlock", "text": "Café ☕ \\"ready\\"", "wrap": true},
      {"type": "Image", "url": "https://example.com/a.png"},
      {"type": "Input.Text", "id": "name", "label": "Name", "isRequired": true}
    ]}
    """

    static func report(_ text: String, path: String = "payload.json", explicit: Bool = false) -> FileReport? {
        guard case .report(let r) = linter.lint(path: path, bytes: Array(text.utf8), explicit: explicit) else { return nil }
        return r
    }

    /// Findings about the container rather than the card (its channel, its audience).
    static let channelRules: Set<String> = ["audience-inferred", "container-card-missing-property", "container-unsupported-action", "message-too-large"]

    /// (rule, byte offset) of each finding of the card linted on its own.
    static let plain: [(String, Int)] = {
        (report(card, path: "card.json")?.findings ?? []).map { ($0.ruleID, $0.range.start) }
    }()

    /// The card as a JSON string token, escaped as a program would write it (`\n`, `\"`, `\\`, and
    /// non-ASCII as `\uXXXX` when `asciiOnly`), with the token offset each card byte offset lands on.
    static func escaped(_ s: String, asciiOnly: Bool) -> (token: String, offsetOf: (Int) -> Int) {
        var token = "\"", starts: [Int] = []
        for scalar in s.unicodeScalars {
            let piece: String
            switch scalar {
            case "\n": piece = "\\n"
            case "\"": piece = "\\\""
            case "\\": piece = "\\\\"
            default:
                if asciiOnly, scalar.value > 0x7F {
                    piece = String(scalar.utf16.map { String(format: "\\u%04x", $0) }.joined())
                } else { piece = String(scalar) }
            }
            for _ in 0..<String(scalar).utf8.count { starts.append(token.utf8.count) }
            token += piece
        }
        starts.append(token.utf8.count)
        token += "\""
        return (token, { starts[$0] })
    }

    @Test func theCardAloneHasFindingsToPlace() {
        #expect(Self.plain.contains { $0.0 == "image-missing-alt-text" })
        #expect(Self.plain.contains { $0.0 == "required-input-without-error-message" })
    }

    @Test func aBotActivityAttachmentIsLintedInPlace() throws {
        let prefix = """
        {"type": "message", "from": {"id": "bot"}, "attachmentLayout": "carousel", "attachments": [
          {"contentType": "application/vnd.microsoft.card.adaptive", "content":
        """
        let text = prefix + Self.card + "}]}"
        let r = try #require(Self.report(text))
        #expect(r.containers == ["bot-activity"])
        let got = r.findings.filter { !Self.channelRules.contains($0.ruleID) }.map { ($0.ruleID, $0.range.start) }.sorted { $0.1 < $1.1 }
        let want = Self.plain.map { ($0.0, $0.1 + prefix.utf8.count) }.sorted { $0.1 < $1.1 }
        #expect(got.map(\.0) == want.map(\.0) && got.map(\.1) == want.map(\.1))
        #expect(r.findings.allSatisfy { $0.pointer.hasPrefix("/attachments/0/content") })
    }

    @Test func aCarouselOfAttachmentsAndAnArrayOfActivitiesGiveEachCard() throws {
        let attachment = "{\"contentType\": \"application/vnd.microsoft.card.adaptive\", \"content\": \(Self.card)}"
        let carousel = try #require(Self.report("[\(attachment), \(attachment)]"))
        #expect(carousel.containers == ["bot-attachment", "bot-attachment"])
        let activities = try #require(Self.report("[{\"type\": \"message\", \"attachments\": [\(attachment)]}, {\"type\": \"typing\"}]"))
        #expect(activities.containers == ["bot-activity"])
        #expect(activities.findings.filter { $0.ruleID == "image-missing-alt-text" }.count == 1)
    }

    @Test func aWebhookPayloadIsTold() throws {
        let text = "{\"type\": \"message\", \"attachments\": [{\"contentType\": \"application/vnd.microsoft.card.adaptive\", \"contentUrl\": null, \"content\": \(Self.card)}]}"
        // `contentUrl` is in the attachment, not the message: the message has only type and attachments.
        #expect(try #require(Self.report(text)).containers == ["webhook-message"])
        let bot = text.replacingOccurrences(of: "{\"type\": \"message\",", with: "{\"type\": \"message\", \"replyToId\": \"1\",")
        #expect(try #require(Self.report(bot)).containers == ["bot-activity"])
    }

    /// A card held in a JSON string: positions go through `\n`, `\"`, `\uXXXX` and raw non-ASCII.
    @Test(arguments: [false, true]) func aCardInAJSONStringMapsThroughItsEscapes(asciiOnly: Bool) throws {
        let (token, offsetOf) = Self.escaped(Self.card, asciiOnly: asciiOnly)
        let prefix = "{\"type\": \"message\", \"attachments\": [{\"contentType\": \"application/vnd.microsoft.card.adaptive\", \"content\": "
        let text = prefix + token + "}]}"
        let r = try #require(Self.report(text))
        #expect(r.containers == ["webhook-message"])
        let got = r.findings.filter { !Self.channelRules.contains($0.ruleID) }.map { ($0.ruleID, $0.range.start) }.sorted { $0.1 < $1.1 }
        let want = Self.plain.map { ($0.0, prefix.utf8.count + offsetOf($0.1)) }.sorted { $0.1 < $1.1 }
        #expect(got.map(\.0) == want.map(\.0) && got.map(\.1) == want.map(\.1))
        #expect(r.findings.allSatisfy { $0.fix == nil }, "no fix edits text inside a string")
        #expect(r.findings.contains { $0.ruleID == "audience-inferred" && $0.message.contains("webhook messages") })
        // The column counts code points of the container's line (one line: everything is escaped).
        let image = try #require(r.findings.first { $0.ruleID == "image-missing-alt-text" })
        let source = SourceFile(path: "p", bytes: Array(text.utf8))
        let before = String(decoding: Array(text.utf8)[0..<image.range.start], as: UTF8.self)
        #expect(source.position(of: image.range.start).column == before.unicodeScalars.count + 1)
        #expect(before.hasSuffix("\\n  "), "the finding starts at the image object, after its escaped line break")
    }

    @Test func outlookHTMLCardsArePlacedInTheHTML() throws {
        let head = "<html><head>\n<meta charset=\"utf-8\">\n<script type=\"application/adaptivecard+json\">\n"
        let text = head + Self.card + "\n</script></head><body>Résumé</body></html>\n"
        guard case .report(let r) = Self.linter.lint(path: "mail.html", bytes: Array(text.utf8), explicit: false) else {
            Issue.record("an HTML file with a card script is linted"); return
        }
        #expect(r.containers == ["outlook-html"])
        #expect(r.findings.contains { $0.ruleID == "container-card-missing-property" && $0.message.contains("originator") })
        // The container makes Outlook the audience: the card is compared with itself linted on Outlook.
        #expect(r.findings.contains { $0.ruleID == "audience-inferred" && $0.message.contains("outlook") })
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings(hosts: ["outlook"]))
        let outlook = try factory.linter(for: FileManager.default.temporaryDirectory.path + "/container-tests/x.json")
        guard case .report(let alone) = outlook.lint(path: "card.json", bytes: Array(Self.card.utf8), explicit: false) else {
            Issue.record("the card alone is linted"); return
        }
        let got = r.findings.filter { !Self.channelRules.contains($0.ruleID) }.map { ($0.ruleID, $0.range.start) }.sorted { $0.1 < $1.1 }
        let want = alone.findings.map { ($0.ruleID, $0.range.start + head.utf8.count) }.sorted { $0.1 < $1.1 }
        #expect(got.map(\.0) == want.map(\.0) && got.map(\.1) == want.map(\.1))
        guard case .skippedNonCard(.noCardHTML, _) = Self.linter.lint(path: "page.html", bytes: Array("<html><script>x()</script></html>".utf8), explicit: false) else {
            Issue.record("HTML without a card script is skipped"); return
        }
    }

    @Test func aPowerAutomateFlowCardStringWithBareExpressionsIsRead() throws {
        // The card as the flow designer stores it: a string holding `@{…}` where values go.
        let card = """
        {"type": "AdaptiveCard", "version": "1.4", "body": [{"type": "TextBlock", "text": "@{triggerBody()?['title']}", "wrap": true},
         {"type": "Image", "url": "https://example.com/a.png"}, {"type": "TextBlock", "text": "x", "isVisible": @{variables('show')}}]}
        """
        let (token, _) = Self.escaped(card, asciiOnly: false)
        let flow = """
        {"$schema": "https://schema.management.azure.com/providers/Microsoft.Logic/schemas/2016-06-01/workflowdefinition.json#",
         "triggers": {"manual": {"type": "Request"}},
         "actions": {"Post_card": {"type": "OpenApiConnection", "inputs": {"parameters": {"poster": "Flow bot", "body/messageBody": \(token)}}}}}
        """
        let r = try #require(Self.report(flow))
        #expect(r.containers == ["power-automate-flow"])
        #expect(r.findings.contains { $0.ruleID == "image-missing-alt-text" })
        #expect(!r.findings.contains { $0.ruleID == "json-syntax" })
    }

    @Test func aCopilotPluginTemplateIsRead() throws {
        let manifest = """
        {"schema_version": "v2.2", "name_for_human": "Repairs", "functions": [{"name": "listRepairs",
          "capabilities": {"response_semantics": {"data_path": "$.results", "static_template": \(Self.card)}}}]}
        """
        let r = try #require(Self.report(manifest))
        #expect(r.containers == ["copilot-plugin"])
        #expect(r.findings.contains { $0.ruleID == "image-missing-alt-text" })
    }

    @Test func aTeamsResponseTemplateIsRead() throws {
        let template = """
        {"version": "devPreview", "$schema": "https://developer.microsoft.com/json-schemas/teams/vDevPreview/MicrosoftTeams.ResponseRenderingTemplate.schema.json",
         "jsonPath": "results", "responseLayout": "list", "responseCardTemplate": \(Self.card)}
        """
        let r = try #require(Self.report(template))
        #expect(r.containers == ["teams-response-template"])
        #expect(r.findings.contains { $0.ruleID == "image-missing-alt-text" })
        #expect(r.findings.contains { $0.ruleID == "audience-inferred" }, "a Teams template is checked on the Teams hosts")
    }

    @Test func aCardStringThatDoesNotParseIsAPositionedError() throws {
        let prefix = "{\"type\": \"message\", \"attachments\": [{\"contentType\": \"application/vnd.microsoft.card.adaptive\", \"content\": "
        let text = prefix + "\"{\\n \\\"type\\\": \\\"AdaptiveCard\\\", \\\"body\\\": [,]}\"}]}"
        let r = try #require(Self.report(text))
        let f = try #require(r.findings.first { $0.ruleID == "json-syntax" })
        #expect(r.failed)
        // `[,]`: the comma is reported where it stands in the container.
        #expect(f.range.start == Array(text.utf8).lastIndex(of: UInt8(ascii: ",")))
    }

    @Test func otherJSONInAWalkIsSkippedWithAReason() {
        let tsconfig = "{\n  // comments\n  \"compilerOptions\": {\"strict\": true,},\n}\n"
        guard case .skippedNonCard(.notJSON, _) = Self.linter.lint(path: "tsconfig.json", bytes: Array(tsconfig.utf8), explicit: false) else {
            Issue.record("JSON with comments in a walk is skipped"); return
        }
        guard case .skippedNonCard(.noCard, _) = Self.linter.lint(path: "renovate.json", bytes: Array("{\"extends\": [\"config:base\"]}".utf8), explicit: false) else {
            Issue.record("JSON without a card in a walk is skipped"); return
        }
        // Named on the command line: today's explicit error.
        #expect(Self.report(tsconfig, path: "tsconfig.json", explicit: true)?.findings.first?.ruleID == "json-syntax")
        // A broken card is still an error in a walk: it names AdaptiveCard.
        let broken = "{\"type\": \"AdaptiveCard\", \"body\": [,]}"
        #expect(Self.report(broken, path: "card.json")?.findings.first?.ruleID == "json-syntax")
    }

    @Test func theSummaryCountsCardsPerContainer() {
        var a = FileReport(path: "a.json", source: nil, findings: []); a.containers = ["card"]
        var b = FileReport(path: "b.json", source: nil, findings: []); b.containers = ["bot-attachment", "bot-attachment"]
        var c = FileReport(path: "c.json", source: nil, findings: []); c.containers = ["webhook-message"]
        let run = LintRun(tool: ToolInfo(name: "cardlint", version: "0", informationURI: ""), files: [a, b, c], rules: [], workingDirectory: "/tmp")
        let text = TextReporter(color: false).render(run)
        #expect(text.contains("No problems in 3 files; 4 cards (1 in card files, 2 in bot attachments, 1 in webhook messages)"))
        let json = JSONReporter().render(run)
        #expect(json.contains("\"cards\":{\"bot-attachment\":2,\"card\":1,\"webhook-message\":1}") || json.contains("\"bot-attachment\": 2"))
        var only = a; only.path = "d.json"
        #expect(!TextReporter(color: false).render(LintRun(tool: run.tool, files: [only], rules: [], workingDirectory: "/tmp")).contains("card files"))
    }

    /// A webhook payload of `size` bytes minified (one TextBlock padded to it).
    static func webhook(minified size: Int) -> String {
        let head = "{\"type\":\"message\",\"attachments\":[{\"contentType\":\"application/vnd.microsoft.card.adaptive\",\"content\":{\"type\":\"AdaptiveCard\",\"version\":\"1.5\",\"body\":[{\"type\":\"TextBlock\",\"wrap\":true,\"text\":\""
        let tail = "\"}]}}]}"
        return head + String(repeating: "a", count: size - head.utf8.count - tail.utf8.count) + tail
    }

    /// Over 28 KB an error, within 4 KB of it a warning, below nothing; measured minified, so
    /// indentation does not count.
    @Test func webhookSizeIsMeasuredOnTheMinifiedPayload() throws {
        func sizeFinding(_ text: String) -> Finding? { Self.report(text)?.findings.first { $0.ruleID == "message-too-large" } }
        #expect(sizeFinding(Self.webhook(minified: 28_673))?.severity == .error)
        #expect(sizeFinding(Self.webhook(minified: 28_672))?.severity == .warning)
        #expect(sizeFinding(Self.webhook(minified: 24_577))?.severity == .warning)
        #expect(sizeFinding(Self.webhook(minified: 24_576)) == nil)
        let indented = Self.webhook(minified: 24_000).replacingOccurrences(of: ",", with: ",\n" + String(repeating: " ", count: 1_000))
        #expect(indented.utf8.count > 28_672 && sizeFinding(indented) == nil, "whitespace is not sent")
        let f = try #require(sizeFinding(Self.webhook(minified: 30_000)))
        #expect(f.message.contains("30000 bytes") && f.range.start == 0)
    }

    /// What public repositories hold that looks like a card and is not: a Copilot plugin's
    /// `confirmation` dialog, an HTML placeholder a program fills in; and containers whose
    /// templates live in files of their own are no error when named.
    @Test func lookalikesAreNotCards() throws {
        let manifest = """
        {"schema_version": "v2.1", "name_for_human": "Time", "functions": [{"name": "charge",
          "capabilities": {"confirmation": {"type": "AdaptiveCard", "title": "Charge time?", "body": "* **Hours**: {{function.parameters.hours}}"},
                           "response_semantics": {"data_path": "$", "static_template": {"file": "./adaptiveCards/charge.json"}}}}]}
        """
        let named = try #require(Self.report(manifest, path: "ai-plugin.json", explicit: true))
        #expect(named.findings.isEmpty && named.containers.isEmpty)
        guard case .skippedNonCard(.noCard, _) = Self.linter.lint(path: "ai-plugin.json", bytes: Array(manifest.utf8), explicit: false) else {
            Issue.record("a manifest without an inline card is skipped in a walk"); return
        }
        let agent = #"{"$schema": "https://developer.microsoft.com/json-schemas/copilot/declarative-agent/v1.4/schema.json", "version": "v1.4", "name": "Helpdesk", "description": "d", "instructions": "i", "actions": [{"id": "a", "file": "ai-plugin.json"}]}"#
        #expect(try #require(Self.report(agent, path: "declarativeAgent.json", explicit: true)).findings.isEmpty)
        let html = "<html><head><script type=\"application/adaptivecard+json\">{0}</script></head></html>"
        guard case .skippedNonCard(.noCardHTML, _) = Self.linter.lint(path: "MessageBody.html", bytes: Array(html.utf8), explicit: false) else {
            Issue.record("an HTML placeholder is no card"); return
        }
        let broken = "<html><script type=\"application/adaptivecard+json\">{\"type\": \"AdaptiveCard\", }</script></html>"
        #expect(Self.report(broken, path: "mail.html")?.findings.first?.ruleID == "json-syntax")
    }
}
