import CardlintModel
import CardlintReading
import CardlintText

/// Right-to-left text (its first strong character is Arabic, Hebrew, …; UAX #9 P2–P3) inside a card or
/// container whose nearest `rtl` setting is not `true`. Template bindings (`${…}`) are skipped.
struct RTLText: CheckFunction {
    static let name = "rtl-text"
    static let summary = "Text whose base direction is right-to-left sits in a card or container with rtl: true."
    static let optionNames = ["properties"]
    static let exposes = ["property", "value", "container"]

    let properties: [String]

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        properties = try options.strings("properties") ?? ["text", "title", "value", "label", "placeholder"]
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        var found: (String, JSONValue)?
        if node.type == "TextRun", Self.isRTL(node.json) { found = ("text", node.json) }
        for p in properties where found == nil {
            if let v = node.json[p], Self.isRTL(v) { found = (p, v) }
        }
        guard let first = found else { return [] }
        let setting = Self.directionSetting(node, in: context.card)
        guard setting?.value != true else { return [] }
        let container = setting.map { "its \($0.node.type ?? "container") sets rtl: false" } ?? "no enclosing container sets rtl"
        let shown = first.1.string ?? ""
        return [CheckResult(range: first.1.range, values: [
            "property": first.0, "value": shown.count > 40 ? String(shown.prefix(40)) + "…" : shown, "container": container,
        ])]
    }

    /// A string (not a binding) whose base direction is right-to-left.
    static func isRTL(_ v: JSONValue) -> Bool {
        guard let s = v.string, !s.hasTemplateBinding else { return false }
        // In ASCII only letters are strong, and left-to-right: an ASCII letter before any other byte decides.
        for b in s.utf8 {
            if b >= 0x80 { return TextAnalysis.baseDirection(of: s) == .rtl }
            if (65...90).contains(b) || (97...122).contains(b) { return false }
        }
        return false
    }

    /// The nearest `rtl` boolean on the node or an ancestor.
    static func directionSetting(_ node: CardNode, in card: Card) -> (node: CardNode, value: Bool)? {
        if let b = node.bool("rtl"), node.spec?.property("rtl") != nil { return (node, b) }
        for a in card.ancestors(of: node) {
            if let b = a.bool("rtl") { return (a, b) }
        }
        return nil
    }
}
