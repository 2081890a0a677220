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
/// A plain value of numbers held in its box: its string and lines are kept by the tree, one array
/// for all the texts of a layout (`LayoutTree.string(of:)`, `LayoutTree.lines(of:)`). A box then
/// holds no reference, so a layout's table of boxes is freed in one go rather than box by box
/// through the runtime's generic destroy of each optional box (4.1 M instructions of an editor
/// edit of a 2 000-node card), and reading or copying a box retains nothing.
public struct LaidText: Sendable, Hashable {
    /// The text's box (its width is the width it was laid out in).
    public var frame: Rect
    /// Font size in points after the type scale.
    public var fontSize: Double
    public var lineHeight: Double
    /// UTF-16 code units of the string that are not shown.
    public var hiddenCharacters: Int
    // Places in the tree's arrays in 32 bits: a box is copied whole when it is written, and a
    // smaller one copies faster (a layout's arrays never hold 2^31 elements).
    private var string32: Int32, lineStart32: Int32, lineCount32: Int32
    /// `clipped`, `truncated`, `brokeInsideWord`, `overflowsHorizontally`.
    public var flags: LayoutFlags

    /// The source string's place in the tree's strings; the lines index into it by UTF-16 offsets.
    public var stringIndex: Int { Int(string32) }
    /// Where the shown lines start in the tree's lines.
    public var lineStart: Int { Int(lineStart32) }
    /// Number of shown lines.
    public var lineCount: Int { Int(lineCount32) }
    /// The shown lines' places in the tree's lines.
    public var lineRange: Range<Int> { lineStart..<lineStart + lineCount }

    public init(stringIndex: Int, frame: Rect, lineStart: Int, lineCount: Int, fontSize: Double,
                lineHeight: Double, flags: LayoutFlags, hiddenCharacters: Int) {
        string32 = Int32(stringIndex); self.frame = frame; lineStart32 = Int32(lineStart)
        lineCount32 = Int32(lineCount); self.fontSize = fontSize; self.lineHeight = lineHeight
        self.flags = flags; self.hiddenCharacters = hiddenCharacters
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
    /// Further targets of one node (rating stars, carousel arrows and page dots): their places in
    /// the tree's rectangles (`LayoutTree.extraHitAreas(of:)`), in 32 bits like a text's.
    /// (Declared after `flags`, so the memberwise initializer, which `init` below delegates to, has
    /// other labels than `init`.)
    private var extraStart: Int32, extraEnd: Int32

    /// The places of the node's further targets in the tree's rectangles.
    public var extraHitAreaRange: Range<Int> { Int(extraStart)..<Int(extraEnd) }
}

extension LayoutBox {
    /// Declared in an extension and delegating to the memberwise initializer: an initializer that
    /// sets the fields itself made the box twice and copied one (three retains and releases per box).
    public init(nodeID: Int, frame: Rect, text: LaidText? = nil, label: LaidText? = nil, hitArea: Rect? = nil,
                extraHitAreas: Range<Int> = 0..<0, flags: LayoutFlags = []) {
        var all = flags
        if let f = text?.flags { all.formUnion(f) }
        if let f = label?.flags { all.formUnion(f) }
        self.init(nodeID: nodeID, frame: frame, text: text, label: label, hitArea: hitArea, flags: all,
                  extraStart: Int32(extraHitAreas.lowerBound), extraEnd: Int32(extraHitAreas.upperBound))
    }

    /// Number of lines of the main text (0 for non-text nodes).
    public var lineCount: Int { text?.lineCount ?? 0 }
    /// Font size of the main text.
    public var fontSize: Double? { text?.fontSize }
    /// Hidden UTF-16 code units of the main text and label.
    public var hiddenCharacters: Int { (text?.hiddenCharacters ?? 0) + (label?.hiddenCharacters ?? 0) }

    /// Moves the box, its texts and its hit area (its extra hit areas are the tree's: `Engine.shift`).
    mutating func offset(dx: Double, dy: Double) {
        frame = frame.offsetBy(dx: dx, dy: dy)
        if let f = text?.frame { text?.frame = f.offsetBy(dx: dx, dy: dy) }
        if let f = label?.frame { label?.frame = f.offsetBy(dx: dx, dy: dy) }
        hitArea = hitArea?.offsetBy(dx: dx, dy: dy)
    }
}
