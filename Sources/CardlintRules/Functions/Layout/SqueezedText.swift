import CardlintLayout
import CardlintModel
import CardlintReading

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

    func evaluate(_ node: CardNode, in context: CheckContext, into out: inout [CheckResult]) {
        guard let tree = context.environment.layout else { return }
        let narrow = tree.size.width * maxWidthRatio
        guard LayoutText.anyText(of: node, in: tree, { $0.lineCount > 1 && $0.frame.width < narrow }) else { return }
        var cause: (text: String, guessed: Bool)??
        LayoutText.forEachText(of: node, in: tree) { part, t in
            guard t.lineCount > 1 && t.frame.width < narrow else { return }
            let shown = tree.lines(of: t).reduce(0) { $0 + $1.utf16Range.count }
            let perLine = Double(shown) / Double(t.lineCount)
            let broke = t.flags.contains(.brokeInsideWord)
            guard broke || (t.lineCount >= minLines && perLine < minPerLine) else { return }
            if cause == nil { cause = Self.cause(of: node, in: context.card, sets: context.memo?.columnSets) }
            guard let found = cause ?? nil else { return }
            let (text, width) = (tree.string(of: t), t.frame.width)
            var result = CheckResult { [
                "part": part, "text": LayoutText.excerpt(text), "perLine": LayoutText.points(perLine),
                "width": LayoutText.points(width),
                "problem": broke ? "breaks words in the middle" : "has about \(LayoutText.points(perLine)) characters per line",
                "cause": found.text + (found.guessed ? "; how wide depends on an image of unknown size in an auto column beside it (needs review)" : ""),
            ] }
            // The box's width rests on a size cardlint cannot know: needs review, not a warning.
            if found.guessed { result.atMost = .note }
            out.append(result)
        }
    }

    /// "in a 60px column", "next to a 60px column", "next to a 120px image"; nil when no pixel width is
    /// to blame. `guessed` when an `auto` column of the same set holds an image with no pixel size or
    /// named size: the renderer sizes that column by the image's natural size, which is not in the card.
    static func cause(of node: CardNode, in card: Card, sets: NodeTable<ColumnCauses>? = nil) -> (text: String, guessed: Bool)? {
        var id = node.parent
        var depth = 0
        while let i = id, card.nodes.indices.contains(i), depth < 32 {
            let n = card.nodes[i]
            if n.type == "Column" {
                // What the set's columns say, worked out once per set (with a memo): looking through
                // every sibling for each text made a set of 1 024 columns of text quadratic.
                let set = n.parent.map { p in sets?.value(p) { ColumnCauses(card.nodes[p], in: card) } ?? ColumnCauses(card.nodes[p], in: card) }
                let guessed = set?.unsizedAuto.contains { $0 != i } ?? false
                if let w = pixelWidth(n) { return ("in a \(w) column", guessed) }
                if let c = set?.causes.first(where: { $0.column != i }) { return (c.text, guessed) }
            }
            id = n.parent
            depth += 1
        }
        return nil
    }

    /// Of one ColumnSet's columns: the first two `auto` columns holding an image of unknown size,
    /// and the first two that can squeeze a neighbour ("next to a 60px column", "next to a 120px
    /// image"), in order (two, so that each column finds one other than itself).
    struct ColumnCauses: Sendable {
        var unsizedAuto: [Int] = []
        var causes: [(column: Int, text: String)] = []

        init(_ set: CardNode, in card: Card) {
            WorkMeter.add(set.children.count)
            for s in set.children where card.nodes.indices.contains(s) {
                let sibling = card.nodes[s]
                if unsizedAuto.count < 2, isAutoColumnWithUnsizedImage(sibling, in: card) { unsizedAuto.append(s) }
                guard causes.count < 2 else { continue }
                if let w = pixelWidth(sibling) { causes.append((s, "next to a \(w) column")); continue }
                for c in sibling.children where card.nodes.indices.contains(c) && card.nodes[c].type == "Image" {
                    if let w = pixelWidth(card.nodes[c]) { causes.append((s, "next to a \(w) image")); break }
                }
            }
        }
    }

    static func isAutoColumnWithUnsizedImage(_ column: CardNode, in card: Card) -> Bool {
        guard column.string("width")?.trimmingCharacters(in: .whitespaces).lowercased() == "auto" else { return false }
        return card.descendants(of: column).contains { n in
            n.type == "Image" && pixelWidth(n) == nil && n.string("height")?.hasSuffix("px") != true
                && (n.string("size")?.lowercased() ?? "auto") == "auto"
        }
    }

    static func pixelWidth(_ n: CardNode) -> String? {
        guard let raw = n.string("width") else { return nil }
        let w = TextScan.mayEndInWhitespace(raw) ? raw.trimmingCharacters(in: .whitespaces) : raw
        return w.hasSuffix("px") ? w : nil
    }
}
