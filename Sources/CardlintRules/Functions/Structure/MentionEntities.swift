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
    static func mentions(in s: String) -> [String] {
        var out: [String] = []
        var rest = s[...]
        while let open = rest.range(of: "<at>"), let close = rest[open.upperBound...].range(of: "</at>") {
            out.append(String(rest[open.lowerBound..<close.upperBound]))
            rest = rest[close.upperBound...]
        }
        return out
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard node.parent == nil else { return [] }
        let entities = (node.json["msteams"]?["entities"]?.array ?? []).filter { $0["type"]?.string == "mention" }
        let named = Set(entities.compactMap { $0["text"]?.string })
        // Texts anywhere in the card but its msteams object, in document order.
        var used: [(String, JSONValue)] = []
        var stack: [JSONValue] = [node.json]
        while let v = stack.popLast() {
            switch v.kind {
            case .string(let s) where s.contains("<at>"): for m in Self.mentions(in: s) { used.append((m, v)) }
            case .object(let members): stack.append(contentsOf: members.reversed().filter { $0.key != "msteams" }.map(\.value))
            case .array(let items): stack.append(contentsOf: items.reversed())
            default: break
            }
        }
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
}
