import CardlintLayout
import CardlintModel

/// Wrapped text squeezed by a pixel-width column or image into a box so narrow that it shows only a
/// few characters per line, or has to break words in the middle. Only text in a box narrower than
/// `max-width-ratio` of the card, with a pixel-width column or image responsible (its own column, a
/// sibling column, or an image in a sibling column), is reported: large text on a small phone that
/// simply has few words per line is not squeezed by anything the card author chose.
struct SqueezedText: CheckFunction {
    static let name = "squeezed-text"
    static let summary = "Wrapped text with too few characters per line, or words broken in the middle."
    static let optionNames = ["min-characters-per-line", "min-lines", "max-width-ratio"]
    static let exposes = ["part", "text", "perLine", "width", "problem", "cause"]
    static let needs: ContextNeed = .layout

    let minPerLine: Double
    let minLines: Int
    let maxWidthRatio: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        minPerLine = try options.number("min-characters-per-line") ?? 10
        minLines = try options.int("min-lines") ?? 3
        maxWidthRatio = try options.number("max-width-ratio") ?? 0.5
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let tree = context.environment.layout else { return [] }
        let narrow = tree.size.width * maxWidthRatio
        guard LayoutText.anyText(of: node, in: tree, { $0.lineCount > 1 && $0.frame.width < narrow }) else { return [] }
        var out: [CheckResult] = []
        var cause: String??
        LayoutText.forEachText(of: node, in: tree) { part, t in
            guard t.lineCount > 1 && t.frame.width < narrow else { return }
            let shown = t.lines.reduce(0) { $0 + $1.utf16Range.count }
            let perLine = Double(shown) / Double(t.lines.count)
            let broke = t.flags.contains(.brokeInsideWord)
            guard broke || (t.lines.count >= minLines && perLine < minPerLine) else { return }
            if cause == nil { cause = context.remembered({ $0.squeezeCauses }, node) { Self.cause(of: node, in: context.card) } }
            guard let found = cause ?? nil else { return }
            let (text, width) = (t.string, t.frame.width)
            out.append(CheckResult { [
                "part": part, "text": LayoutText.excerpt(text), "perLine": LayoutText.points(perLine),
                "width": LayoutText.points(width),
                "problem": broke ? "breaks words in the middle" : "has about \(LayoutText.points(perLine)) characters per line",
                "cause": found,
            ] })
        }
        return out
    }

    /// "in a 60px column", "next to a 60px column", "next to a 120px image"; nil when no pixel width is to blame.
    static func cause(of node: CardNode, in card: Card) -> String? {
        var id = node.parent
        var depth = 0
        while let i = id, card.nodes.indices.contains(i), depth < 32 {
            let n = card.nodes[i]
            if n.type == "Column" {
                if let w = pixelWidth(n) { return "in a \(w) column" }
                if let p = n.parent, card.nodes.indices.contains(p) {
                    for s in card.nodes[p].children where s != i && card.nodes.indices.contains(s) {
                        let sibling = card.nodes[s]
                        if let w = pixelWidth(sibling) { return "next to a \(w) column" }
                        for c in sibling.children where card.nodes.indices.contains(c) && card.nodes[c].type == "Image" {
                            if let w = pixelWidth(card.nodes[c]) { return "next to a \(w) image" }
                        }
                    }
                }
            }
            id = n.parent
            depth += 1
        }
        return nil
    }

    static func pixelWidth(_ n: CardNode) -> String? {
        guard let raw = n.string("width") else { return nil }
        let w = TextScan.mayEndInWhitespace(raw) ? raw.trimmingCharacters(in: .whitespaces) : raw
        return w.hasSuffix("px") ? w : nil
    }
}
