import CardlintLayout
import CardlintModel

/// Text smaller than a readable minimum at the default text size (the size the host config gives,
/// before any Dynamic Type or font scaling). Default minimum: 11 pt, the Apple HIG's minimum iOS
/// text size ("Typography › Ensuring legibility"; a11y.md §1). Larger type scales only enlarge text,
/// so the verdict does not depend on the context; it is the host config's font size that decides.
struct SmallText: CheckFunction {
    static let name = "small-text"
    static let summary = "Text below a readable size at the default text size."
    static let optionNames = ["min-size"]
    static let exposes = ["part", "text", "fontSize", "required"]
    static let needs: ContextNeed = .layout

    let minSize: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        minSize = try options.number("min-size") ?? 11
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let tree = context.environment.layout else { return [] }
        // A RichTextBlock is laid out as one paragraph, so a TextRun's own size is not in the
        // layout: it comes straight from the host config.
        if Self.isTextRun(node) { return run(node, context) }
        let f = max(LayoutText.factor(context), 0.01)
        guard LayoutText.anyText(of: node, in: tree, { $0.fontSize / f + 1e-6 < minSize }) else { return [] }
        return LayoutText.texts(of: node, in: tree).compactMap { part, t in
            let base = t.fontSize / f
            guard base + 1e-6 < minSize, !TextScan.isBlank(t.string) else { return nil }
            let (text, minSize) = (t.string, minSize)
            return CheckResult { [
                "part": part, "text": LayoutText.excerpt(text), "fontSize": LayoutText.points(base),
                "required": LayoutText.points(minSize),
            ] }
        }
    }

    /// `node.type == "TextRun"`, asked for every node in every layout context. No string other
    /// than the 7 ASCII bytes `TextRun` equals it (no character has a canonical decomposition to
    /// one of its letters, and none combines into one), so other lengths are told apart by their
    /// length alone, without a string comparison.
    static func isTextRun(_ node: CardNode) -> Bool {
        guard let type = node.type, type.utf8.count == 7 else { return false }
        return type == "TextRun"
    }

    func run(_ node: CardNode, _ context: CheckContext) -> [CheckResult] {
        guard let config = context.environment.hostConfig, let text = node.json["text"]?.string ?? node.json.string,
              !TextScan.isBlank(text) else { return [] }
        let face: HostConfig.FontTypeName = node.string("fontType")?.lowercased() == "monospace" ? .monospace : .default
        let sizeName = HostConfig.FontSizeName.allCases.first { $0.rawValue.lowercased() == (node.string("size") ?? "default").lowercased() } ?? .default
        let size = config.fontType(face).fontSizes[sizeName]
        guard size + 1e-6 < minSize else { return [] }
        let minSize = minSize
        return [CheckResult { ["part": "text run", "text": LayoutText.excerpt(text), "fontSize": LayoutText.points(size),
                               "required": LayoutText.points(minSize)] }]
    }
}
