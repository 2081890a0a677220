import CardlintText

/// What went wrong (or is notable) with a box's content.
public struct LayoutFlags: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Text cut by `wrap: false` or by a fixed-size box.
    public static let clipped = LayoutFlags(rawValue: 1 << 0)
    /// Text cut by `maxLines` (an ellipsis is shown).
    public static let truncated = LayoutFlags(rawValue: 1 << 1)
    /// Content wider than its box or past the card edge (pixel widths, buttons past the edge).
    public static let overflowsHorizontally = LayoutFlags(rawValue: 1 << 2)
    /// An action beyond `actions.maxActions`: not shown.
    public static let hiddenByMaxActions = LayoutFlags(rawValue: 1 << 3)
    /// A word wider than its line had to be broken inside the word.
    public static let brokeInsideWord = LayoutFlags(rawValue: 1 << 4)
    /// Content wider than the box scrolls instead of being cut (CodeBlock, tab strips).
    public static let scrollsHorizontally = LayoutFlags(rawValue: 1 << 5)
    /// A `mode: secondary` action: behind the row's "…" overflow menu button, not in the row.
    public static let inOverflowMenu = LayoutFlags(rawValue: 1 << 6)
    /// A box whose size is a guess (an `auto` image without pixel sizes): its own size is not judged.
    public static let sizeUnknown = LayoutFlags(rawValue: 1 << 7)
    /// An action not drawn in its row (hidden by `maxActions` or in the overflow menu).
    public static let notInRow: LayoutFlags = [.hiddenByMaxActions, .inOverflowMenu]

    static let names: [(LayoutFlags, String)] = [
        (.clipped, "clipped"), (.truncated, "truncated"), (.overflowsHorizontally, "overflowsHorizontally"),
        (.hiddenByMaxActions, "hiddenByMaxActions"), (.brokeInsideWord, "brokeInsideWord"),
        (.scrollsHorizontally, "scrollsHorizontally"), (.inOverflowMenu, "inOverflowMenu"),
        (.sizeUnknown, "sizeUnknown"),
    ]

    /// Names of the set flags, in a fixed order.
    public var names: [String] { Self.names.compactMap { contains($0.0) ? $0.1 : nil } }
}

/// A piece of laid-out text: a TextBlock's text, a fact title or value, a label, a button title.
///
/// A plain value held in its box: a layout makes one per text it lays out (about 20 000 per
/// editor edit of a 2 000-node card), and an object per text (its allocation, its release and
/// free with the layout) cost more than the few retains a copy of the fields takes. Rules read
/// the texts in place in the tree's boxes.
public struct LaidText: Sendable, Hashable {
    /// The source string; `lines` index into it by UTF-16 offsets.
    public var string: String
    /// The text's box (its width is the width it was laid out in).
    public var frame: Rect
    /// The shown lines, from the measurer.
    public var lines: [TextLine]
    /// Font size in points after the type scale.
    public var fontSize: Double
    public var lineHeight: Double
    /// `clipped`, `truncated`, `brokeInsideWord`, `overflowsHorizontally`.
    public var flags: LayoutFlags
    /// UTF-16 code units of `string` that are not shown.
    public var hiddenCharacters: Int

    /// Number of shown lines.
    public var lineCount: Int { lines.count }

    public init(string: String, frame: Rect, lines: [TextLine], fontSize: Double, lineHeight: Double,
                flags: LayoutFlags, hiddenCharacters: Int) {
        self.string = string; self.frame = frame; self.lines = lines; self.fontSize = fontSize
        self.lineHeight = lineHeight; self.flags = flags; self.hiddenCharacters = hiddenCharacters
    }

    /// The text of one line.
    public func text(of line: TextLine) -> String {
        let u = string.utf16
        let lo = min(max(0, line.utf16Range.lowerBound), u.count)
        let hi = min(max(lo, line.utf16Range.upperBound), u.count)
        let a = u.index(u.startIndex, offsetBy: lo), b = u.index(u.startIndex, offsetBy: hi)
        return String(u[a..<b]) ?? ""
    }
}

/// The layout result of one card node.
public struct LayoutBox: Sendable, Hashable {
    public var nodeID: Int
    public var frame: Rect
    /// The node's main text (TextBlock, RichTextBlock, fact value, button title, code).
    public var text: LaidText?
    /// A secondary text: an input's label, a fact's title, an accordion header, a tab title.
    public var label: LaidText?
    /// The area that reacts to a tap (button, selectAction, input field, toggle row, choice row, tab…).
    public var hitArea: Rect?
    /// Flags of the box itself, including those of its texts.
    public var flags: LayoutFlags
    /// Further targets of one node: rating stars, carousel arrows and page dots.
    /// (Declared after `flags`, so the memberwise initializer, which `init` below delegates to, has
    /// other labels than `init`.)
    public var extraHitAreas: [Rect]
}

extension LayoutBox {
    /// Declared in an extension and delegating to the memberwise initializer: an initializer that
    /// sets the fields itself made the box twice and copied one (three retains and releases per box).
    public init(nodeID: Int, frame: Rect, text: LaidText? = nil, label: LaidText? = nil, hitArea: Rect? = nil,
                extraHitAreas: [Rect] = [], flags: LayoutFlags = []) {
        var all = flags
        // The texts' flags are read in place (`if let` bound a copy of each text: a retain and a
        // release of its string and lines).
        if let f = text?.flags { all.formUnion(f) }
        if let f = label?.flags { all.formUnion(f) }
        self.init(nodeID: nodeID, frame: frame, text: text, label: label, hitArea: hitArea, flags: all,
                  extraHitAreas: extraHitAreas)
    }

    /// Lines of the main text (empty for non-text nodes).
    public var lines: [TextLine] { text?.lines ?? [] }
    /// Font size of the main text.
    public var fontSize: Double? { text?.fontSize }
    /// Hidden UTF-16 code units of the main text and label.
    public var hiddenCharacters: Int { (text?.hiddenCharacters ?? 0) + (label?.hiddenCharacters ?? 0) }

    /// Moves the box and everything in it.
    mutating func offset(dx: Double, dy: Double) {
        frame = frame.offsetBy(dx: dx, dy: dy)
        if let f = text?.frame { text?.frame = f.offsetBy(dx: dx, dy: dy) }
        if let f = label?.frame { label?.frame = f.offsetBy(dx: dx, dy: dy) }
        hitArea = hitArea?.offsetBy(dx: dx, dy: dy)
        for i in extraHitAreas.indices { extraHitAreas[i] = extraHitAreas[i].offsetBy(dx: dx, dy: dy) }
    }
}
