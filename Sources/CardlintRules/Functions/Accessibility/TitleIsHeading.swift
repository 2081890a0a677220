import CardlintModel
import CardlintReading

/// On the top-level card: when no text is marked as a heading, the first visible text must not
/// look like a title. It looks like one when it is a short single-line `TextBlock` in one of
/// `sizes` or `weights` (case-insensitive), without a final period, followed by more content.
/// The finding points at that `TextBlock`.
struct TitleIsHeading: CheckFunction {
    static let name = "title-is-heading"
    static let summary = "A card whose first text looks like a title marks some text as a heading."
    static let optionNames = ["sizes", "weights", "max-length"]
    static let exposes = ["text"]
    let sizes: Set<String>
    let weights: Set<String>
    let maxLength: Int

    init(options: OptionReader) throws(RuleError) {
        sizes = Set((try options.strings("sizes") ?? ["medium", "large", "extraLarge"]).map { $0.lowercased() })
        weights = Set((try options.strings("weights") ?? ["bolder"]).map { $0.lowercased() })
        maxLength = try options.int("max-length") ?? 80
        guard maxLength >= 1 else { throw options.error("'max-length' must be at least 1", at: options.node["max-length"]) }
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard node.parent == nil else { return }
        let card = context.card
        // The cheap, usually failing test first: does the first visible text look like a title?
        var found: CardNode?
        Self.forEachVisibleText(node, card) { found = $0; return false }
        guard let first = found, let text = first.json["text"]?.string, looksLikeTitle(first, text) else { return }
        var count = 0
        var heading = false
        Self.forEachVisibleText(node, card) { n in
            count += 1
            heading = HasHeading.isHeading(n)
            return !heading
        }
        guard !heading, count > 1 || hasMoreContent(node, card) else { return }
        results.append(CheckResult(range: first.range, pointer: first.pointer, values: ["text": MarkdownText.plain(text)]))
    }

    func looksLikeTitle(_ tb: CardNode, _ text: String) -> Bool {
        guard tb.type == "TextBlock", tb.json["style"] == nil || tb.json["style"]?.string?.lowercased() == "default" else { return false }
        let plain = MarkdownText.plain(text)
        guard !plain.isEmpty, plain.count <= maxLength, !text.contains("\n"), !plain.hasSuffix("."), !plain.hasSuffix(",") else { return false }
        let size = tb.json["size"]?.string?.lowercased() ?? "default"
        let weight = tb.json["weight"]?.string?.lowercased() ?? "default"
        let bold = text.hasPrefix("**") && text.hasSuffix("**")
        return sizes.contains(size) || weights.contains(weight) || (bold && weights.contains("bolder"))
    }

    /// Anything named besides the texts (an input, an image with altText, an action).
    func hasMoreContent(_ root: CardNode, _ card: Card) -> Bool {
        card.descendants(of: root).contains { !$0.inFallback && ($0.kind == .input || $0.kind == .action) }
    }

    /// Calls `body` with the text-role nodes that have a name, in document order, skipping hidden and
    /// fallback subtrees, until it returns false.
    static func forEachVisibleText(_ root: CardNode, _ card: Card, _ body: (CardNode) -> Bool) {
        var stack = Array(root.children.reversed())
        var budget = 10_000
        while let id = stack.popLast(), budget > 0 {
            budget -= 1
            let n = card.nodes[id]
            guard AccessibleName.announced(n) else { continue }
            if n.hasRole("text"), n.type == "TextBlock" || n.type == "RichTextBlock" {
                if !AccessibleName.isMissing(n, in: card), !body(n) { return }
                continue
            }
            stack += n.children.reversed()
        }
    }
}
