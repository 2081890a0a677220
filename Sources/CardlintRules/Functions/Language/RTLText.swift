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
    /// The UTF-8 length of each property name: a member's key is compared only with names of its length.
    let lengths: [Int]

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        properties = try options.strings("properties") ?? ["text", "title", "value", "label", "placeholder"]
        lengths = properties.map(\.utf8.count)
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        var found: (String, JSONValue)?
        if node.type == "TextRun", Self.isRTL(node.json) { found = ("text", node.json) } else { found = firstRTL(node.json) }
        guard let first = found else { return [] }
        let setting = Self.directionSetting(node, in: context.card)
        guard setting?.value != true else { return [] }
        let container = setting.map { "its \($0.node.type ?? "container") sets rtl: false" } ?? "no enclosing container sets rtl"
        let shown = first.1.string ?? ""
        return [CheckResult(range: first.1.range, values: [
            "property": first.0, "value": shown.count > 40 ? String(shown.prefix(40)) + "…" : shown, "container": container,
        ])]
    }

    /// The first of `properties` whose value (the first member of its name, as `json[name]` reads it)
    /// is right-to-left text, found in one pass over the members instead of one look-up per property.
    func firstRTL(_ json: JSONValue) -> (String, JSONValue)? {
        guard case .object(let members) = json.kind else { return nil }
        guard properties.count <= 64 else {
            for p in properties { if let v = json[p], Self.isRTL(v) { return (p, v) } }
            return nil
        }
        var best = properties.count, seen: UInt64 = 0
        var value: JSONValue?
        for k in members.indices {
            let n = members[k].key.utf8.count
            var rank = -1
            for i in properties.indices where lengths[i] == n && properties[i] == members[k].key { rank = i; break }
            // A later member of a name already seen is not the one `json[name]` reads.
            guard rank >= 0, rank < best, seen & (1 << UInt64(rank)) == 0 else { continue }
            seen |= 1 << UInt64(rank)
            if Self.isRTL(members[k].value) { best = rank; value = members[k].value }
        }
        return value.map { (properties[best], $0) }
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
