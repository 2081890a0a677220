import CardlintLayout
import CardlintModel

/// Wrapped text squeezed into a box so narrow that it shows only a few characters per line, or has
/// to break words in the middle. The usual cause is a pixel-width column or image next to the text;
/// the nearest such ancestor or sibling is named.
struct SqueezedText: CheckFunction {
    static let name = "squeezed-text"
    static let summary = "Wrapped text with too few characters per line, or words broken in the middle."
    static let optionNames = ["min-characters-per-line", "min-lines"]
    static let exposes = ["part", "text", "perLine", "width", "problem", "cause"]
    static let needs: ContextNeed = .layout

    let minPerLine: Double
    let minLines: Int

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        minPerLine = try options.number("min-characters-per-line") ?? 10
        minLines = try options.int("min-lines") ?? 3
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let tree = context.environment.layout else { return [] }
        var out: [CheckResult] = []
        for (part, t) in LayoutText.texts(of: node, in: tree) where t.lines.count > 1 {
            let shown = t.lines.reduce(0) { $0 + $1.utf16Range.count }
            let perLine = Double(shown) / Double(t.lines.count)
            let broke = t.flags.contains(.brokeInsideWord)
            guard broke || (t.lines.count >= minLines && perLine < minPerLine) else { continue }
            out.append(CheckResult(values: [
                "part": part, "text": LayoutText.excerpt(t.string), "perLine": LayoutText.points(perLine),
                "width": LayoutText.points(t.frame.width),
                "problem": broke ? "breaks words in the middle" : "has about \(LayoutText.points(perLine)) characters per line",
                "cause": Self.cause(of: node, in: context.card),
            ]))
        }
        return out
    }

    /// "in a 60px column" / "next to a 120px image", or "in a narrow box".
    static func cause(of node: CardNode, in card: Card) -> String {
        var id = node.parent
        var depth = 0
        while let i = id, card.nodes.indices.contains(i), depth < 32 {
            let n = card.nodes[i]
            if n.type == "Column", let w = pixelWidth(n) { return "in a \(w) column" }
            if n.type == "Column", let p = n.parent, card.nodes.indices.contains(p) {
                for s in card.nodes[p].children where s != i {
                    if let w = pixelWidth(card.nodes[s]) { return "next to a \(w) column" }
                }
            }
            id = n.parent
            depth += 1
        }
        return "in a narrow box"
    }

    static func pixelWidth(_ n: CardNode) -> String? {
        guard let w = n.string("width")?.trimmingCharacters(in: .whitespaces), w.hasSuffix("px") else { return nil }
        return w
    }
}
