import CardlintModel
import CardlintReading

/// Teams mentions: each `<at>…</at>` in the card's text has an entry in `msteams.entities`
/// (`{"type": "mention", "text": "<at>…</at>", "mentioned": {…}}`) whose `text` is the same, and
/// each such entry is used by some text (`problem: unmatched` / `unused`). Runs on the root card.
struct MentionEntities: CheckFunction {
    static let name = "mention-entities"
    static let summary = "Each <at>…</at> in the card has its msteams.entities mention, and each mention is used."
    static let optionNames = ["problem"]
    static let exposes = ["mention"]
    let unused: Bool

    init(options: OptionReader) throws(RuleError) {
        let p = try options.requiredString("problem")
        guard p == "unmatched" || p == "unused" else { throw options.error("'problem' is unmatched or unused", at: options.node["problem"]) }
        unused = p == "unused"
    }

    /// Every `<at>…</at>` in `s`.
    /// (One pass over the UTF-8 bytes, and none past the first when there is no `<`: the tags are
    /// ASCII, so matches start and end on character boundaries. Foundation's `range(of:)` here cost
    /// 70 M instructions per editor edit of a 2 000-node card, `firstRange(of:)` 300 M.)
    static func mentions(in s: String) -> [String] {
        let u = s.utf8
        guard u.contains(UInt8(ascii: "<")) else { return [] }
        var out: [String] = []
        var open: String.Index?
        var i = u.startIndex
        while i != u.endIndex {
            if u[i] == UInt8(ascii: "<") {
                if open == nil, u[i...].starts(with: "<at>".utf8) {
                    open = i
                } else if let o = open, u[i...].starts(with: "</at>".utf8) {
                    let end = u.index(i, offsetBy: 5)
                    out.append(String(s[o..<end]))
                    open = nil
                    i = end
                    continue
                }
            }
            i = u.index(after: i)
        }
        return out
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard node.parent == nil else { return [] }
        let entities = (node.json["msteams"]?["entities"]?.array ?? []).filter { $0["type"]?.string == "mention" }
        let named = Set(entities.compactMap { $0["text"]?.string })
        // Texts anywhere in the card but its msteams object, in document order.
        var used: [(String, JSONValue)] = []
        Self.collect(node.json, into: &used)
        if unused {
            let texts = Set(used.map(\.0))
            return entities.compactMap { e in
                guard let t = e["text"]?.string, !Values.isUnresolvedBinding(e["text"]), !texts.contains(t) else { return nil }
                return CheckResult(range: e["text"]?.range ?? e.range, values: ["mention": t])
            }
        }
        return used.compactMap { m, v in
            named.contains(m) || Values.isUnresolvedBinding(v) ? nil : CheckResult(range: v.range, values: ["mention": m])
        }
    }

    /// The mentions of every string under `v` (but a `msteams` member's), in document order, with
    /// the string that holds each. (Nesting is bounded by the reader's depth limit.)
    static func collect(_ v: JSONValue, into used: inout [(String, JSONValue)]) {
        switch v.kind {
        case .string(let s): for m in mentions(in: s) { used.append((m, v)) }
        case .object(let members): for m in members where m.key != "msteams" { collect(m.value, into: &used) }
        case .array(let items): for item in items { collect(item, into: &used) }
        default: break
        }
    }
}
