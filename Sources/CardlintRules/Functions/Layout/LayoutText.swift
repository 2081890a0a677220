import CardlintLayout
import CardlintModel

/// Helpers shared by the layout text rules.
enum LayoutText {
    /// A box's laid-out texts: its main text and its label (input label, fact title, header, tab title).
    static func texts(of node: CardNode, in tree: LayoutTree) -> [(part: String, text: LaidText)] {
        var out: [(part: String, text: LaidText)] = []
        forEachText(of: node, in: tree) { out.append(($0, $1)) }
        return out
    }

    /// Calls `body` with each of the box's texts (as `texts` lists them), without making an array.
    static func forEachText(of node: CardNode, in tree: LayoutTree, _ body: (String, LaidText) -> Void) {
        let id = node.id
        guard id >= 0, id < tree.boxes.count else { return }
        // The two texts are read in place: the box is not copied.
        tree.boxes.withUnsafeBufferPointer { boxes in
            guard let flags = boxes[id]?.flags, flags.isDisjoint(with: .notInRow) else { return }
            if let t = boxes[id]?.text { body(node.kind == .action ? "title" : "text", t) }
            if let l = boxes[id]?.label { body("label", l) }
        }
    }

    /// The flags of a node's box, read in place (nil without a box).
    static func flags(of id: Int, in tree: LayoutTree) -> LayoutFlags? {
        guard id >= 0, id < tree.boxes.count else { return nil }
        return tree.boxes.withUnsafeBufferPointer { $0[id]?.flags }
    }

    /// Whether the box's main text or label passes `test` (a cheap pre-check: no array is built).
    static func anyText(of node: CardNode, in tree: LayoutTree, _ test: (LaidText) -> Bool) -> Bool {
        let id = node.id
        guard id >= 0, id < tree.boxes.count else { return false }
        return tree.boxes.withUnsafeBufferPointer { boxes in
            if let t = boxes[id]?.text, test(t) { return true }
            if let l = boxes[id]?.label, test(l) { return true }
            return false
        }
    }

    /// At most `limit` characters of a string, for messages (one line, ellipsis when cut).
    static func excerpt(_ s: String, limit: Int = 40) -> String {
        let flat = TextScan.hasNewline(s) ? s.split(whereSeparator: \.isNewline).joined(separator: " ") : s
        if flat.utf8.count <= limit { return flat }  // never more characters than bytes
        // Characters are counted only as far as the limit, not through a long text.
        guard let cut = flat.index(flat.startIndex, offsetBy: limit - 1, limitedBy: flat.endIndex),
              let next = flat.index(cut, offsetBy: 1, limitedBy: flat.endIndex), next != flat.endIndex else { return flat }
        return String(flat[..<cut]) + "…"
    }

    /// The type scale factor of the context (1 = the default text size).
    static func factor(_ context: CheckContext) -> Double { context.environment.typeScaleFactor ?? 1 }

    /// The `up-to-factor` option: the largest type-scale factor a check looks at (default: all).
    static func upToFactor(_ options: OptionReader) throws(RuleError) -> Double {
        try options.number("up-to-factor") ?? .infinity
    }

    /// Whether the context's type scale is within `limit` (with a tolerance for rounding).
    static func scaleIsWithin(_ context: CheckContext, _ limit: Double) -> Bool { factor(context) <= limit + 1e-9 }

    /// The `scalesUpTo` / `scalesAbove` values that tell the "where it begins" summary which type
    /// scales a check looks at (nothing when it looks at all of them).
    static func scaleRange(upTo: Double = .infinity, above: Double? = nil) -> [String: String] {
        var out: [String: String] = [:]
        if upTo.isFinite { out["scalesUpTo"] = String(upTo + 1e-9) }
        if let above { out["scalesAbove"] = String(above + 1e-9) }
        return out
    }

    /// A length in points for messages (at most one decimal).
    static func points(_ d: Double) -> String { TargetSize.format(d) }
}
