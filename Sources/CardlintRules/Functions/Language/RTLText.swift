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
        var texts: [(String, JSONValue)] = []
        if node.json.string != nil, node.type == "TextRun" { texts.append(("text", node.json)) }
        for p in properties {
            if let v = node.json[p], v.string != nil { texts.append((p, v)) }
        }
        let rtl = texts.filter { !Values.isUnresolvedBinding($0.1) && TextAnalysis.baseDirection(of: $0.1.string ?? "") == .rtl }
        guard let first = rtl.first else { return [] }
        let setting = Self.directionSetting(node, in: context.card)
        guard setting?.value != true else { return [] }
        let container = setting.map { "its \($0.node.type ?? "container") sets rtl: false" } ?? "no enclosing container sets rtl"
        let shown = first.1.string ?? ""
        return [CheckResult(range: first.1.range, values: [
            "property": first.0, "value": shown.count > 40 ? String(shown.prefix(40)) + "…" : shown, "container": container,
        ])]
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
