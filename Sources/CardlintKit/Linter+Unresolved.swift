import CardlintReading
import CardlintRules

/// Text whose value is unknown (a binding without data, a value cardlint cannot compute, a
/// preview-syntax binding) has no width cardlint can know: layout findings that may depend on it
/// are dropped. Width effects stay within a top-level block (a body element, the card's actions
/// row): a layout finding is kept only when its block holds no such text.
enum UnresolvedLayout {
    /// Keys whose value does not change how a card is laid out.
    static let ignoredKeys: Set<String> = ["url", "id", "altText", "tooltip", "speak", "fallbackText", "lang", "$schema",
                                           "iconUrl", "$data", "$when"]

    static func filter(_ findings: [Finding], card: JSONValue, layoutRules: Set<String>) -> [Finding] {
        guard findings.contains(where: { layoutRules.contains($0.ruleID) }) else { return findings }
        var blocks = Set<String>()
        collect(card, pointer: "", into: &blocks)
        guard !blocks.isEmpty else { return findings }
        return findings.filter { f in
            guard layoutRules.contains(f.ruleID) else { return true }
            return !blocks.contains("") && !blocks.contains(block(of: f.pointer))
        }
    }

    /// The top-level block of a JSON Pointer: `/body/3/items/0` → `/body/3`, `/actions/1` → `/actions`.
    static func block(of pointer: String) -> String {
        let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard let first = tokens.first else { return "" }
        if first == "body", tokens.count > 1 { return "/body/" + tokens.dropFirst().first! }
        return "/" + first
    }

    private static func collect(_ v: JSONValue, pointer: String, into blocks: inout Set<String>) {
        switch v.kind {
        case .object(let members):
            for m in members {
                if let s = m.value.string, !ignoredKeys.contains(m.key), s.hasTemplateBinding {
                    blocks.insert(block(of: pointer))
                }
                collect(m.value, pointer: JSONPointer.appending(pointer, m.key), into: &blocks)
            }
        case .array(let items):
            for (i, item) in items.enumerated() { collect(item, pointer: JSONPointer.appending(pointer, i), into: &blocks) }
        default: break
        }
    }
}
