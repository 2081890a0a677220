import CardlintLayout
import CardlintModel

/// Text cut off on one line (`wrap: false`, button titles, `headerWrap: false`) because it no
/// longer fits its box — what Xcode's `textClipped` audit looks for at larger Dynamic Type sizes.
///
/// One rule per side of a type-scale factor: `up-to-factor: F` reports text clipped at scales up to
/// F; `above-factor: F` reports text clipped at a larger scale that would still fit at F in the
/// same viewport (so the two rules do not report the same place in one viewport). Single-line text
/// width grows in proportion to the font size, so "would it fit at F" is estimated from the width
/// the text needs here (`needed × F / factor`) against the width its box has here. Text that
/// overflows by less than `min-overflow` points (default 1) or 2 % of its box is within measuring
/// error and passes.
struct ClippedText: CheckFunction {
    static let name = "clipped-text"
    static let summary = "Single-line text that is cut off by its box at a type scale."
    static let optionNames = ["up-to-factor", "above-factor", "min-overflow"]
    static let exposes = ["part", "text", "needed", "available", "hidden"]
    static let needs: ContextNeed = .layout
    static let layoutFlags: LayoutFlags? = [.clipped]

    let limit: Double
    let above: Bool
    let minOverflow: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        minOverflow = try options.number("min-overflow") ?? 1
        let up = try options.number("up-to-factor"), ab = try options.number("above-factor")
        switch (up, ab) {
        case (let u?, nil) where u > 0: limit = u; above = false
        case (nil, let a?) where a > 0: limit = a; above = true
        case (nil, nil): limit = .infinity; above = false
        default: throw options.error("give one positive 'up-to-factor' or 'above-factor'")
        }
    }

    /// Whether the text, clipped here at `factor`, would also be clipped at the `limit` factor.
    static func clipped(needed: Double, available: Double, factor: Double, at limit: Double) -> Bool {
        guard factor > limit, factor > 0 else { return true }
        return needed * limit / factor > available + 0.5
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let tree = context.environment.layout else { return }
        let f = LayoutText.factor(context)
        if above ? f <= limit + 1e-9 : f > limit + 1e-9 { return }
        for (part, t) in LayoutText.texts(of: node, in: tree) where t.flags.contains(.clipped) {
            let needed = tree.lines(of: t).first?.width ?? 0
            // Less than the measurement's own error (min-overflow, or 2 % of the box) is not a clip.
            guard needed > t.frame.width + max(minOverflow, 0.02 * t.frame.width) else { continue }
            if above, Self.clipped(needed: needed, available: t.frame.width, factor: f, at: limit) { continue }
            let (text, available, hidden, above, limit) = (tree.string(of: t), t.frame.width, t.hiddenCharacters, above, limit)
            results.append(CheckResult { () -> [String: String] in
                let values: [String: String] = [
                    "part": part, "text": LayoutText.excerpt(text), "needed": LayoutText.points(needed),
                    "available": LayoutText.points(available), "hidden": String(hidden),
                ]
                let looked = above ? LayoutText.scaleRange(above: limit) : LayoutText.scaleRange(upTo: limit)
                return values.merging(looked) { a, _ in a }
            })
        }
    }
}
