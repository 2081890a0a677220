/// Where a card lives: the file is the card, or the card is inside something that carries it to a
/// host (a bot message, a webhook payload, an Outlook HTML message, an agent's plugin manifest, a
/// Power Automate flow). Found by content, never by file name.
public enum ContainerKind: String, Sendable, CaseIterable, Hashable, Comparable {
    case card
    case botActivity = "bot-activity"
    case botAttachment = "bot-attachment"
    case webhookMessage = "webhook-message"
    case outlookHTML = "outlook-html"
    case copilotPlugin = "copilot-plugin"
    /// A Copilot declarative agent: it holds no card itself (its actions name plugin manifests).
    case declarativeAgent = "declarative-agent"
    case powerAutomateFlow = "power-automate-flow"
    /// A Teams API-based message extension's response rendering template (`responseCardTemplate`).
    case teamsResponseTemplate = "teams-response-template"
    case json

    /// For summaries: "a bot activity", ….
    public var phrase: String {
        switch self {
        case .card: "card files"
        case .botActivity: "bot activities"
        case .botAttachment: "bot attachments"
        case .webhookMessage: "webhook messages"
        case .outlookHTML: "Outlook HTML"
        case .copilotPlugin: "Copilot plugin manifests"
        case .declarativeAgent: "Copilot declarative agents"
        case .powerAutomateFlow: "Power Automate flows"
        case .teamsResponseTemplate: "Teams response templates"
        case .json: "other JSON"
        }
    }

    public static func < (a: ContainerKind, b: ContainerKind) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// One card found in a file.
public struct EmbeddedCard: Sendable {
    public var kind: ContainerKind
    /// The card; its ranges are offsets into `text.bytes` (or the container when `text` is nil).
    public var value: JSONValue
    /// Set when the card was read from text other than the container's own JSON (a JSON string, an
    /// HTML script): its bytes and their offsets in the container.
    public var text: EmbeddedText?
    /// Set when the card text does not parse: the reading error, positioned in the container.
    public var failure: ReadingDiagnostic?
    /// Warnings of reading the card text (duplicate keys), positioned in the container.
    public var warnings: [ReadingDiagnostic] = []
    /// JSON Pointer of the card (or of the string holding it) in the container; "" for the root.
    public var pointer: String
}

public enum CardContainers {
    static let attachmentType = "application/vnd.microsoft.card.adaptive"

    /// The cards in a parsed JSON file. The root card is one card of kind `.card`.
    public static func cards(in root: JSONValue, bytes: [UInt8]) -> [EmbeddedCard] {
        if root["type"]?.string == "AdaptiveCard" { return [EmbeddedCard(kind: .card, value: root, pointer: "")] }
        var out: [EmbeddedCard] = []
        collect(root, pointer: "", bytes: bytes, text: nil, kind: kind(of: root), into: &out, depth: 0)
        return out
    }

    /// The cards of an HTML file (Outlook Actionable Messages).
    public static func cards(inHTML bytes: [UInt8]) -> [EmbeddedCard] {
        var out: [EmbeddedCard] = []
        for text in EmbeddedText.htmlScripts(bytes) {
            do throws(ReadingDiagnostic) {
                let parsed = try JSONParser.parse(text.bytes)
                out.append(EmbeddedCard(kind: .outlookHTML, value: parsed.value, text: text, warnings: parsed.warnings, pointer: ""))
            } catch {
                // A placeholder a program fills in (`{0}`) is no card; text that names one is a broken card.
                let named = String(decoding: text.bytes, as: UTF8.self).contains("AdaptiveCard")
                if named { out.append(EmbeddedCard(kind: .outlookHTML, value: JSONValue(.null), text: text, failure: error, pointer: "")) }
            }
        }
        return out
    }

    /// What the root of a file that is not a card carries cards for (`.json`: nothing known).
    public static func kind(of root: JSONValue) -> ContainerKind {
        if let items = root.array {
            if items.contains(where: { $0["type"]?.string == "message" }) { return .botActivity }
            if items.contains(where: { $0["contentType"]?.string == attachmentType }) { return .botAttachment }
            return .json
        }
        if root["contentType"]?.string == attachmentType { return .botAttachment }
        if root["type"]?.string == "message", root["attachments"] != nil {
            // Only `type` and `attachments` (and a summary or text): the incoming-webhook /
            // Workflows shape; anything a bot activity carries makes it a bot activity.
            let webhookKeys: Set<String> = ["type", "attachments", "summary", "text"]
            return (root.members ?? []).allSatisfy { webhookKeys.contains($0.key) } ? .webhookMessage : .botActivity
        }
        if root["schema_version"] != nil, root["functions"] != nil || root["name_for_human"] != nil { return .copilotPlugin }
        if let schema = root["$schema"]?.string, schema.contains("declarative-agent") { return .declarativeAgent }
        if let schema = root["$schema"]?.string, schema.contains("ResponseRenderingTemplate") { return .teamsResponseTemplate }
        if let schema = root["$schema"]?.string, schema.contains("workflowdefinition.json") { return .powerAutomateFlow }
        if let d = root["properties"]?["definition"], d["actions"] != nil || d["triggers"] != nil { return .powerAutomateFlow }
        if root["actions"] != nil, root["triggers"] != nil { return .powerAutomateFlow }
        return .json
    }

    /// Cards inside `value`: objects typed `AdaptiveCard` (not searched further: a card's own
    /// `Action.ShowCard` cards are part of it) and JSON strings whose text holds one.
    static func collect(_ value: JSONValue, pointer: String, bytes: [UInt8], text: EmbeddedText?, kind: ContainerKind,
                        into out: inout [EmbeddedCard], depth: Int) {
        switch value.kind {
        case .object(let members):
            if value["type"]?.string == "AdaptiveCard" {
                out.append(EmbeddedCard(kind: kind, value: value, text: text, pointer: pointer))
                return
            }
            for m in members {
                // A Copilot plugin's `confirmation` ({"type": "AdaptiveCard", "title", "body": "Markdown"})
                // is a confirmation dialog, not a card.
                if kind == .copilotPlugin, m.key == "confirmation" { continue }
                collect(m.value, pointer: pointer + "/" + JSONPointer.escape(m.key), bytes: bytes, text: text, kind: kind, into: &out, depth: depth)
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                collect(item, pointer: pointer + "/" + String(i), bytes: bytes, text: text, kind: kind, into: &out, depth: depth)
            }
        case .string(let s):
            guard depth < 2, s.utf8.count > 20, s.contains("AdaptiveCard"), let first = s.utf8.first(where: { $0 > 0x20 }),
                  first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return }
            let source = text?.bytes ?? bytes
            guard let inner = EmbeddedText.decodeString(source, token: value.range, outer: text) else { return }
            let parsedInner: JSONParser.Result
            do { parsedInner = try JSONParser.parse(inner.bytes) } catch {
                if let masked = EmbeddedText.maskingBareExpressions(inner.bytes),
                   let again = try? JSONParser.parse(masked) {
                    parsedInner = again
                } else {
                    var failure = error
                    failure.range = inner.containerRange(error.range)
                    failure.message = "the card in this JSON string does not parse: " + error.message
                    out.append(EmbeddedCard(kind: kind, value: JSONValue(.null), text: inner, failure: failure, pointer: pointer))
                    return
                }
            }
            var found: [EmbeddedCard] = []
            let innerKind = kind == .json ? Self.kind(of: parsedInner.value) : kind
            if parsedInner.value["type"]?.string == "AdaptiveCard" {
                found = [EmbeddedCard(kind: innerKind, value: parsedInner.value, text: inner, pointer: pointer)]
            } else {
                collect(parsedInner.value, pointer: pointer, bytes: inner.bytes, text: inner, kind: innerKind, into: &found, depth: depth + 1)
            }
            for var f in found {
                f.warnings = parsedInner.warnings.map { w in var w = w; w.range = inner.containerRange(w.range); return w }
                out.append(f)
            }
        default:
            return
        }
    }
}
