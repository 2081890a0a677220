import CardlintModel
import CardlintReading

/// A visible, rendered descendant is a heading: a `TextBlock` with `style: heading`
/// (case-insensitive) and non-blank text. Screen-reader users jump between headings to find
/// sections (pages, panels); a section without one is skipped or unnamed. With `or-text: true`
/// any visible text element with text (TextBlock, RichTextBlock, FactSet…) is accepted as the
/// section's label instead. With `or-name: true` the section also counts as named when the renderer
/// gives it a name another way: its `selectAction`'s title (the JS renderer sets it as the section's
/// aria-label) or a visible image with alt text (announced when the section appears).
struct HasHeading: CheckFunction {
    static let name = "has-heading"
    static let summary = "A visible descendant is a non-empty heading (TextBlock with style heading), or with or-text any text, or with or-name a selectAction title or described image."
    static let optionNames = ["or-text", "or-name"]
    let orText: Bool
    let orName: Bool

    init(options: OptionReader) throws(RuleError) {
        orText = try options.bool("or-text") ?? false
        orName = try options.bool("or-name") ?? false
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        let card = context.card
        let found = Self.containsHeading(node, card)
            || (orText && Self.firstDescendant(node, card) { $0.hasRole("text") && $0.kind != .part && !AccessibleName.isMissing($0, in: card) })
            || (orName && (Self.selectActionTitle(node) || Self.firstDescendant(node, card) { $0.hasRole("image") && Self.hasAltText($0) }))
        if !found { results.append(CheckResult()) }
    }

    static func selectActionTitle(_ node: CardNode) -> Bool {
        guard let title = node.json["selectAction"]?["title"]?.string else { return false }
        return !title.allSatisfy(\.isWhitespace)
    }

    static func hasAltText(_ node: CardNode) -> Bool {
        guard let alt = node.json["altText"]?.string else { return false }
        return !alt.allSatisfy(\.isWhitespace)
    }

    static func isHeading(_ node: CardNode) -> Bool {
        guard node.type == "TextBlock", let style = node.json["style"]?.string else { return false }
        if style.hasTemplateBinding { return true }
        guard style.lowercased() == "heading", let text = node.json["text"]?.string else { return false }
        return text.hasTemplateBinding || !MarkdownText.plain(text).isEmpty
    }

    static func containsHeading(_ node: CardNode, _ card: Card) -> Bool {
        firstDescendant(node, card, where: isHeading)
    }

    /// Whether a visible, rendered descendant satisfies `test`.
    static func firstDescendant(_ node: CardNode, _ card: Card, where test: (CardNode) -> Bool) -> Bool {
        var stack = card.children(of: node).filter(AccessibleName.announced)
        var budget = 10_000
        while let n = stack.popLast(), budget > 0 {
            budget -= 1
            if test(n) { return true }
            stack += card.children(of: n).filter(AccessibleName.announced)
        }
        return false
    }
}
