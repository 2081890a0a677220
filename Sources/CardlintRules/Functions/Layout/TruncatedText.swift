import CardlintLayout
import CardlintModel

/// Text that `maxLines` cuts (with an ellipsis) at a type scale: the hidden characters are lost to
/// everyone who reads the card at that size. Hosts with the `ignores-max-lines-at-accessibility-sizes`
/// erratum drop `maxLines` at the AX sizes, so those contexts are skipped there.
struct TruncatedText: CheckFunction {
    static let name = "truncated-text"
    static let summary = "Text cut by maxLines at a type scale (hidden characters are counted)."
    static let optionNames: [String] = []
    static let exposes = ["part", "text", "hidden", "maxLines"]
    static let needs: ContextNeed = .layout
    static let layoutFlags: LayoutFlags? = [.truncated]

    init(options: OptionReader) throws(RuleError) { try options.allowOnly(Self.optionNames) }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let tree = context.environment.layout else { return }
        if context.environment.host?.has(erratum: "ignores-max-lines-at-accessibility-sizes") == true,
           context.environment.layoutContext?.typeScale.name.hasPrefix("AX") == true { return }
        let range = node.json.member("maxLines")?.value.range
        for (part, t) in LayoutText.texts(of: node, in: tree) where t.flags.contains(.truncated) && t.hiddenCharacters > 0 {
            let (text, hidden, lines) = (tree.string(of: t), t.hiddenCharacters, t.lineCount)
            results.append(CheckResult(range: range) {
                ["part": part, "text": LayoutText.excerpt(text), "hidden": String(hidden), "maxLines": String(lines)]
            })
        }
    }
}
