import CardlintLayout
import CardlintModel
import CardlintReading

/// Text smaller than a readable minimum at the default text size (the size the host config gives,
/// before any Dynamic Type or font scaling). Default minimum: 11 pt, the Apple HIG's minimum iOS
/// text size ("Typography › Ensuring legibility"; a11y.md §1). Larger type scales only enlarge text,
/// so the verdict does not depend on the context; it is the host config's font size that decides.
struct SmallText: CheckFunction {
    static let name = "small-text"
    static let summary = "Text below a readable size at the default text size."
    static let optionNames = ["min-size"]
    static let exposes = ["part", "text", "fontSize", "required", "source"]
    static let needs: ContextNeed = .layout

    let minSize: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        minSize = try options.number("min-size") ?? 11
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let tree = context.environment.layout else { return }
        // A RichTextBlock is laid out as one paragraph, so a TextRun's own size is not in the
        // layout: it comes straight from the host config.
        if node.type == "TextRun" { results += run(node, context); return }
        let f = max(LayoutText.factor(context), 0.01)
        guard LayoutText.anyText(of: node, in: tree, { $0.fontSize / f + 1e-6 < minSize }) else { return }
        results += LayoutText.texts(of: node, in: tree).compactMap { part, t -> CheckResult? in
            let base = t.fontSize / f
            let text = tree.string(of: t)
            guard base + 1e-6 < minSize, !TextScan.isBlank(text) else { return nil }
            let minSize = minSize
            var result = CheckResult { [
                "part": part, "text": LayoutText.excerpt(text), "fontSize": LayoutText.points(base),
                "required": LayoutText.points(minSize), "source": Self.source(node),
            ] }
            result.atMost = Self.cap(node)
            return result
        }
    }

    /// Text the card sets to `size: small` asks for the smallest size a card can ask for; how small
    /// that is, the host config decides. The card cannot do better than not using `small`, so that
    /// is a note (the host's font size is the problem: `cardlint hostconfig`); text at a larger
    /// named size that the host still draws below the minimum stays a warning.
    static func cap(_ node: CardNode) -> Severity? {
        node.string("size")?.lowercased() == "small" ? .note : nil
    }

    static func source(_ node: CardNode) -> String {
        node.string("size")?.lowercased() == "small" ? "the host config's `small` size" : "the host config's font size for it"
    }

    func run(_ node: CardNode, _ context: CheckContext) -> [CheckResult] {
        guard let config = context.environment.hostConfig, let text = node.json["text"]?.string ?? node.json.string,
              !TextScan.isBlank(text) else { return [] }
        let face: HostConfig.FontTypeName = node.string("fontType")?.lowercased() == "monospace" ? .monospace : .default
        let sizeName = HostConfig.FontSizeName.allCases.first { $0.rawValue.lowercased() == (node.string("size") ?? "default").lowercased() } ?? .default
        let size = config.fontType(face).fontSizes[sizeName]
        guard size + 1e-6 < minSize else { return [] }
        let minSize = minSize
        var result = CheckResult { ["part": "text run", "text": LayoutText.excerpt(text), "fontSize": LayoutText.points(size),
                                    "required": LayoutText.points(minSize), "source": Self.source(node)] }
        result.atMost = Self.cap(node)
        return [result]
    }
}
