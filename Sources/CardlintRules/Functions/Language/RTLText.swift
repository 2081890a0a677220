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

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        var found: (String, JSONValue)?
        if Self.isRTL(node.json), node.type == "TextRun" { found = ("text", node.json) }
        if found == nil { found = firstRTLProperty(node.json) }
        guard let first = found else { return }
        let setting = Self.directionSetting(node, in: context.card)
        guard setting?.value != true else { return }
        let container = setting.map { "its \($0.node.type ?? "container") sets rtl: false" } ?? "no enclosing container sets rtl"
        let shown = first.1.string ?? ""
        results.append(CheckResult(range: first.1.range, values: [
            "property": first.0, "value": shown.count > 40 ? String(shown.prefix(40)) + "…" : shown, "container": container,
        ]))
    }

    /// The first of `properties` (in their order) whose value, the first member of that name as
    /// `json[name]` reads it, is right-to-left. One pass over the members, most of which are decided
    /// by their first letter: only a right-to-left value's key is looked for among `properties`.
    func firstRTLProperty(_ json: JSONValue) -> (String, JSONValue)? {
        guard case .object(let members) = json.kind else { return nil }
        var best: Int?, value: JSONValue?
        for i in members.indices {
            // The string read in place (a member copied out retains its value).
            guard case .string(let text) = members[i].value.kind, Self.isRTL(text) else { continue }
            guard let k = properties.firstIndex(of: members[i].key), k < best ?? .max,
                  !members[..<i].contains(where: { $0.key == members[i].key }) else { continue }
            (best, value) = (k, members[i].value)
        }
        guard let best, let value else { return nil }
        return (properties[best], value)
    }

    /// A string (not a binding) whose base direction is right-to-left.
    static func isRTL(_ v: JSONValue) -> Bool {
        guard let s = v.string else { return false }
        return isRTL(s)
    }

    /// A text (not a binding) whose base direction is right-to-left.
    static func isRTL(_ s: String) -> Bool {
        // In ASCII only letters are strong, and left-to-right: an ASCII letter before any other byte
        // decides (a binding or not: neither is right-to-left), so only other text is tested for one.
        for b in s.utf8 {
            if b >= 0x80 { return !s.hasTemplateBinding && TextAnalysis.baseDirection(of: s) == .rtl }
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
