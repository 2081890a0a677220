/// The contract between text measurement and layout (Yoga's measure function, in Swift).
///
/// Layout never imports ICU: it asks a `TextMeasurer` how a string wraps at a width.
/// `ICUTextMeasurer` is the real one; `FixedAdvanceMeasurer` is a fake for layout tests.

/// Which advance-width table to measure with. Names match files under `rules/metrics/`.
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    /// Metric table family, e.g. `"selawik"` (Segoe UI-compatible, Microsoft hosts) or `"inter"` (SF Pro proxy, Apple hosts).
    public var family: String
    public var weight: FontWeight
    public var monospace: Bool
    public init(family: String, weight: FontWeight = .regular, monospace: Bool = false) {
        self.family = family; self.weight = weight; self.monospace = monospace
    }
    public var description: String { "\(family)-\(weight.rawValue)\(monospace ? "-mono" : "")" }
}

/// The weights metric tables have (a family may lack some: Selawik has no extra bold).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case light, regular, bold, extrabold

    /// The numeric (CSS / OpenType `usWeightClass`) weight of the table.
    public var value: Double {
        switch self {
        case .light: 300
        case .regular: 400
        case .bold: 700
        case .extrabold: 800
        }
    }

    /// The weight drawn for a requested numeric weight (a host config's `fontWeights`), by CSS Fonts 4 §5.2
    /// font matching among `available`: above 500, the nearest heavier weight, else the nearest lighter; below
    /// 400, the nearest lighter, else the nearest heavier; from 400 to 500, a heavier one up to 500, then the
    /// nearest lighter, then the nearest heavier. With every table, 200 → light, 500 → regular, 600 → bold,
    /// 800 and 900 → extrabold; without extrabold (Selawik), 800 → bold.
    /// (One pass over `available`, in any order: no sorted copy per text laid out.)
    public static func matching(_ requested: Double, available: [FontWeight] = FontWeight.allCases) -> FontWeight {
        var lightest: FontWeight?, heaviest: FontWeight?, heavier: FontWeight?, lighter: FontWeight?
        for w in available {
            if w.value == requested { return w }
            if lightest.map({ w.value < $0.value }) ?? true { lightest = w }
            if heaviest.map({ w.value > $0.value }) ?? true { heaviest = w }
            if w.value > requested, heavier.map({ w.value < $0.value }) ?? true { heavier = w }
            if w.value < requested, lighter.map({ w.value > $0.value }) ?? true { lighter = w }
        }
        guard let lightest, let heaviest else { return .regular }
        if requested > 500 { return heavier ?? lighter ?? heaviest }
        if requested < 400 { return lighter ?? heavier ?? lightest }
        if let h = heavier, h.value <= 500 { return h }
        return lighter ?? heavier ?? heaviest
    }
}

public struct TextStyle: Sendable, Hashable {
    public var face: FontFace
    /// Font size in points, already scaled by Dynamic Type.
    public var size: Double
    /// BCP 47 language tag for locale-aware line breaking (the card's `lang`), if any.
    public var locale: String?
    public init(face: FontFace, size: Double, locale: String? = nil) {
        self.face = face; self.size = size; self.locale = locale
    }
}

/// How the text may use lines.
public struct TextWrapping: Sendable, Hashable {
    /// `false`: one line that clips or truncates (`wrap: false`).
    public var wrap: Bool
    /// `nil` or 0: unlimited. Otherwise the text is truncated with an ellipsis after this many lines.
    public var maxLines: Int?
    public init(wrap: Bool, maxLines: Int? = nil) { self.wrap = wrap; self.maxLines = maxLines }
}

/// One laid-out line: the UTF-16 range of the source string it shows and its measured width in points.
public struct TextLine: Sendable, Hashable {
    public var utf16Range: Range<Int>
    public var width: Double
    public init(utf16Range: Range<Int>, width: Double) { self.utf16Range = utf16Range; self.width = width }
}

/// A text's layout: its shown lines and what `LaidLines` says about them (read as the layout's own
/// properties: `layout.width`, `layout.truncated`, …).
@dynamicMemberLookup
public struct TextLayout: Sendable, Hashable {
    /// The lines that are shown (after `maxLines` truncation).
    public var lines: [TextLine]
    /// Everything else; its `lineCount` is `lines.count`.
    public var laid: LaidLines

    public subscript<T>(dynamicMember property: KeyPath<LaidLines, T>) -> T { laid[keyPath: property] }

    public init(lines: [TextLine], width: Double, naturalWidth: Double, unconstrainedLineCount: Int,
                truncated: Bool, hiddenUTF16Count: Int, brokeInsideWord: Bool) {
        self.init(lines: lines, LaidLines(lineCount: lines.count, width: width, naturalWidth: naturalWidth,
                                          unconstrainedLineCount: unconstrainedLineCount, truncated: truncated,
                                          hiddenUTF16Count: hiddenUTF16Count, brokeInsideWord: brokeInsideWord))
    }

    /// `laid` with its lines.
    public init(lines: [TextLine], _ laid: LaidLines) {
        self.lines = lines
        self.laid = laid
    }
}

/// A text's layout without its lines: what a measurer returns when it appended them to the caller's
/// array (a layout keeps one array of lines for all its texts, so a text laid out allocates none of
/// its own), and the rest of a `TextLayout`.
public struct LaidLines: Sendable, Hashable {
    /// Lines shown (appended).
    public var lineCount: Int
    /// Width of the widest shown line, in points (may exceed `maxWidth` for `wrap: false`).
    public var width: Double
    /// Width the whole text would need on one line, in points.
    public var naturalWidth: Double
    /// Lines the text would need with unlimited lines at this width.
    public var unconstrainedLineCount: Int
    /// True when text is cut: by `maxLines`, or by `wrap: false` at a width smaller than the text.
    public var truncated: Bool
    /// UTF-16 code units of the source not shown (0 when nothing is cut).
    public var hiddenUTF16Count: Int
    /// True when a single word was wider than the line and had to be broken inside the word.
    public var brokeInsideWord: Bool

    public init(lineCount: Int, width: Double, naturalWidth: Double, unconstrainedLineCount: Int,
                truncated: Bool, hiddenUTF16Count: Int, brokeInsideWord: Bool) {
        self.lineCount = lineCount; self.width = width; self.naturalWidth = naturalWidth
        self.unconstrainedLineCount = unconstrainedLineCount; self.truncated = truncated
        self.hiddenUTF16Count = hiddenUTF16Count; self.brokeInsideWord = brokeInsideWord
    }
}

public protocol TextMeasurer: Sendable {
    /// Lays `text` out into lines no wider than `maxWidth` points (greedy line filling at line-break
    /// opportunities; breaks inside a word only when one word is wider than the line).
    func layout(_ text: String, style: TextStyle, maxWidth: Double, wrapping: TextWrapping) -> TextLayout
    /// Width in points of `text` on one line.
    func width(of text: String, style: TextStyle) -> Double
    /// Prepares `text` in `face` for repeated layout (see `PreparedRun`).
    func prepare(_ text: String, face: FontFace, locale: String?) -> PreparedRun
    /// `prepare(_:face:locale:)`, given a run of (possibly) the same text and locale in another face
    /// whose face-independent work the measurer may reuse.
    func prepare(_ text: String, face: FontFace, locale: String?, like sibling: PreparedRun) -> PreparedRun
    /// `layout(_:style:maxWidth:wrapping:)` of a prepared text at `size` points.
    func layout(_ run: PreparedRun, size: Double, maxWidth: Double, wrapping: TextWrapping) -> TextLayout
    /// `layout(_:size:maxWidth:wrapping:)` with the shown lines appended to `lines`. `number`: the
    /// run's number in `natural` (a card numbers its runs 0, 1, …), where the measurer may keep the
    /// run's layouts at unlimited width for the card's other contexts.
    func layout(_ run: PreparedRun, number: Int, size: Double, maxWidth: Double, wrapping: TextWrapping,
                natural: inout NaturalLayouts, into lines: inout [TextLine]) -> LaidLines
    /// `width(of:style:)` of a prepared text at `size` points.
    func width(of run: PreparedRun, size: Double) -> Double
}
