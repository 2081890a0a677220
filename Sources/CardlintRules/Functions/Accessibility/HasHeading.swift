import CardlintModel
import CardlintReading

/// A visible, rendered descendant is a heading: a `TextBlock` with `style: heading`
/// (case-insensitive) and non-blank text. Screen-reader users jump between headings to find
/// sections (pages, panels); a section without one is skipped or unnamed.
struct HasHeading: CheckFunction {
    static let name = "has-heading"
    static let summary = "A visible descendant is a non-empty heading (TextBlock with style heading)."
    static let optionNames: [String] = []

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        Self.containsHeading(node, context.card) ? [] : [CheckResult()]
    }

    static func isHeading(_ node: CardNode) -> Bool {
        guard node.type == "TextBlock", let style = node.json["style"]?.string else { return false }
        if style.contains("${") { return true }
        guard style.lowercased() == "heading", let text = node.json["text"]?.string else { return false }
        return text.contains("${") || !MarkdownText.plain(text).isEmpty
    }

    static func containsHeading(_ node: CardNode, _ card: Card) -> Bool {
        var stack = card.children(of: node).filter(AccessibleName.announced)
        var budget = 10_000
        while let n = stack.popLast(), budget > 0 {
            budget -= 1
            if isHeading(n) { return true }
            stack += card.children(of: n).filter(AccessibleName.announced)
        }
        return false
    }
}
