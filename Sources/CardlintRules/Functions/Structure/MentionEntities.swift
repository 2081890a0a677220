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

    /// Every `<at>…</at>` in `s` (its bytes searched, and only when it holds a `<`: Foundation's
    /// `range(of:)` per string here cost 70 M instructions per editor edit of a 2 000-node card).
    /// The `<` is looked for in the string's own storage: `utf8.contains` iterates generically.
    static func mentions(in s: String) -> [String] {
        var s = s
        guard s.withUTF8({ $0.contains(UInt8(ascii: "<")) }) else { return [] }
        let b = Array(s.utf8), open = Array("<at>".utf8), close = Array("</at>".utf8)
        var out: [String] = []
        var from = 0
        while let o = ByteSearch.find(open, in: b, from: from), let c = ByteSearch.find(close, in: b, from: o + open.count) {
            out.append(String(decoding: b[o..<(c + close.count)], as: UTF8.self))
            from = c + close.count
        }
        return out
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard node.parent == nil else { return }
        let entities = (node.json["msteams"]?["entities"]?.array ?? []).filter { $0["type"]?.string == "mention" }
        // Without a mention entity none is unused; without a `<` in the card's strings none is
        // unmatched (nor used): the card's texts are not walked.
        if unused, entities.isEmpty { return }
        if !unused, !context.environment.stringsMayHoldAngleBracket { return }
        let named = Set(entities.compactMap { $0["text"]?.string })
        // Texts anywhere in the card but its msteams object, in document order.
        var used: [(String, JSONValue)] = []
        Self.collect(node.json, into: &used)
        if unused {
            let texts = Set(used.map(\.0))
            results += entities.compactMap { e in
                guard let t = e["text"]?.string, !Values.isUnresolvedBinding(e["text"]), !texts.contains(t) else { return nil }
                return CheckResult(range: e["text"]?.range ?? e.range, values: ["mention": t])
            }
            return
        }
        results += used.compactMap { m, v in
            named.contains(m) || Values.isUnresolvedBinding(v) ? nil : CheckResult(range: v.range, values: ["mention": m])
        }
    }

    /// The mentions of every string under `v` (but a `msteams` member's), in document order, with
    /// the string that holds each. (Nesting is bounded by the reader's depth limit.)
    /// Members and items are read in place: copying each member out (its key and value) for the
    /// walk cost more than looking at the strings, in a walk of every card that mostly finds nothing.
    static func collect(_ v: JSONValue, into used: inout [(String, JSONValue)]) {
        switch v.kind {
        case .string(let s): for m in mentions(in: s) { used.append((m, v)) }
        case .object(let members): for i in members.indices where members[i].key != "msteams" { collect(members[i].value, into: &used) }
        case .array(let items): for i in items.indices { collect(items[i], into: &used) }
        default: break
        }
    }
}
