import CardlintReading

/// How a host's renderer draws what the host config leaves open: named box facts of one renderer
/// (`rules/renderers/NAME.yaml`), which a host profile names with `renderer:`. The defaults are the
/// box model cardlint had before the renderers were told apart (the native renderers keep it).
public struct RendererBehaviour: Sendable, Hashable {
    /// What a horizontal action row does when its buttons are wider than the card.
    public enum ActionRow: String, Sendable, CaseIterable {
        /// The buttons shrink (CSS `flex: 0 1 auto`) and each title is cut with "…" so that nothing
        /// passes the card's edge (the JavaScript renderer's ActionCollection).
        case shrink
        /// The buttons keep their widths and the row scrolls sideways past the edge (the native
        /// iOS and Android renderers put a horizontal row in a scroll view).
        case scroll
        /// The buttons flow onto further rows; one wider than the row is made as wide as the row
        /// and its title wraps (the iOS SDK's ActionFlowLayout).
        case wrap
    }

    /// How a Table pads its cells.
    public enum TableCellPadding: String, Sendable, CaseIterable {
        /// Each cell is inset by half of `table.cellSpacing` on every side.
        case halfCellSpacing = "half-cell-spacing"
        /// With grid lines (`showGridLines`, default true) each cell is padded by `spacing.small`
        /// and cells touch; without them cells are unpadded and `table.cellSpacing` apart.
        case gridLines = "grid-lines"
    }

    /// How a ColumnSet shares its width among its columns.
    public enum ColumnWidths: String, Sendable, CaseIterable {
        /// Pixel columns first, then `auto` columns at their natural widths (shrunk in proportion
        /// when they do not fit), then weighted and `stretch` columns share what is left by weight.
        case shareRemaining = "share-remaining"
        /// CSS flex items: `auto` may shrink, `stretch` grows from 50 px, a weighted column grows
        /// from its share of the whole set (the JavaScript renderer).
        case flex
    }

    /// When a container with a `style` is padded.
    public enum StyledPadding: String, Sendable, CaseIterable {
        /// When its style differs from its parent's.
        case differsFromParent = "differs-from-parent"
        /// When its style differs from the effective style of any ancestor (or an ancestor has a
        /// background image).
        case differsFromAnyAncestor = "differs-from-any-ancestor"
    }

    /// A line height as a multiple of the font size.
    public enum LineHeight: Sendable, Hashable {
        /// The type scale's `lineHeightRatio` (`rules/type-scales.yaml`).
        case typeScaleRatio
        /// The drawn font's own normal line height (CSS `line-height: normal`,
        /// `rules/metrics/line-heights.yaml`).
        case fontNormal
        /// A renderer's constant.
        case ratio(Double)
    }

    /// Where an action's icon goes when the host config gives no `actions.iconPlacement`.
    public enum IconPlacement: String, Sendable, CaseIterable {
        case hostConfigDefault = "host-config-default"
        case leftOfTitle = "left-of-title"
        case aboveTitle = "above-title"
    }

    /// The control of an `Input.Toggle` and the gap between it and the title.
    public struct Toggle: Sendable, Hashable {
        public enum Control: String, Sendable, CaseIterable { case `switch`, checkbox }
        public var control: Control
        public var width: Double
        public var height: Double
        public var gap: Double
        public init(control: Control, width: Double, height: Double, gap: Double) {
            self.control = control; self.width = width; self.height = height; self.gap = gap
        }
        /// A UISwitch (51 × 31 pt), 8 pt from its title.
        public static let uiSwitch = Toggle(control: .switch, width: 51, height: 31, gap: 8)
    }

    /// The rows of an expanded Input.ChoiceSet: a radio button or checkbox `width` × `height`,
    /// `gap` from its title; rows `rowGap` apart.
    public struct ChoiceRows: Sendable, Hashable {
        public var width, height, gap, rowGap: Double
        public init(width: Double, height: Double, gap: Double, rowGap: Double) {
            self.width = width; self.height = height; self.gap = gap; self.rowGap = rowGap
        }
        /// A 20 pt glyph 8 pt from its title, rows 8 pt apart.
        public static let standard = ChoiceRows(width: 20, height: 20, gap: 8, rowGap: 8)
    }

    public var actionRow: ActionRow
    /// Whether `mode: secondary` actions (and no others) go to a "…" overflow menu button at the
    /// end of the row instead of the row itself.
    public var secondaryActionsInMenu: Bool
    /// Whether primary actions past `actions.maxActions` go to the "…" menu too (true) or are
    /// not shown at all (false: the JavaScript renderer's default).
    public var extraActionsInMenu: Bool
    /// Gap between a fact's title and its value; nil: the host config's `factSet.spacing`.
    public var factSetGap: Double? = nil
    /// Gap between the images of an ImageSet (across and down); nil: `spacing.small`.
    public var imageSetGap: Double? = nil
    public var tableCellPadding = TableCellPadding.halfCellSpacing
    public var columnWidths = ColumnWidths.shareRemaining
    /// Heights of a one-line and a multiline Input.Text (and Number, Date, Time) field; nil: the
    /// text line plus padding (`LayoutMetrics`).
    public var inputFieldHeight: Double? = nil
    public var multilineFieldHeight: Double? = nil
    public var toggle = Toggle.uiSwitch
    public var choiceRows = ChoiceRows.standard
    public var iconPlacement = IconPlacement.hostConfigDefault
    /// The space between an input's label and its field when the host config gives no
    /// `inputs.label.inputSpacing` (nil: the host config's default, `default`).
    public var labelSpacing: HostConfig.SpacingName? = nil
    /// Whether `textStyles.heading.wrap` / `columnHeader.wrap` decide wrapping of text in those
    /// styles (false: such text wraps only with its own `wrap: true`).
    public var textStyleWrap = true
    public var styledPadding = StyledPadding.differsFromParent
    /// Whether items with `height: stretch` share the free height of a column stretched to its row.
    public var stretchHeight = false
    /// Whether text anywhere inside a Table cell wraps whatever its own `wrap` (its `maxLines` still
    /// cuts it): the seed iOS SDK's TextBlockView lifts the line limit inside table cells.
    public var tableCellTextWraps = false
    /// Whether an Input.Toggle's title wraps whatever the input's `wrap` (the seed iOS SDK draws it
    /// with no line limit).
    public var toggleTitleWraps = false
    /// Line height of text when the host config gives no `lineHeights`.
    public var lineHeight = LineHeight.typeScaleRatio
    /// Line height of wrapped text cut by `maxLines` (whatever the host config's `lineHeights`);
    /// nil: as other text.
    public var clampedLineHeight: LineHeight? = nil
    /// Line height of RichTextBlocks and input labels; nil: as other text.
    public var richTextLineHeight: LineHeight? = nil

    /// Each box fact the renderer file sets, with its evidence (`evidence:`).
    public var facts: [HostFact] {
        get { evidence.list }
        set { evidence.list = newValue }
    }
    /// The evidence does not change what renders: two renderers with the same box facts are equal.
    private var evidence = Evidence()
    private struct Evidence: Sendable, Hashable {
        var list: [HostFact] = []
        static func == (a: Self, b: Self) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    public init(actionRow: ActionRow = .scroll, secondaryActionsInMenu: Bool = true, extraActionsInMenu: Bool = false) {
        self.actionRow = actionRow; self.secondaryActionsInMenu = secondaryActionsInMenu
        self.extraActionsInMenu = extraActionsInMenu
    }

    /// The keys of a renderer file (besides `id`, `description`, `sources`) and of a host
    /// profile's `renderer:` mapping (besides `use`).
    public static let keys = ["action-row", "secondary-actions", "beyond-max-actions", "fact-set-gap", "image-set-gap",
                              "table-cell-padding", "column-widths", "input-field-height", "multiline-field-height", "toggle", "expanded-choices",
                              "icon-placement", "label-spacing", "text-style-wrap", "styled-container-padding", "stretch-height", "line-height",
                              "clamped-line-height", "rich-text-line-height", "table-cell-text-wraps", "toggle-title-wraps"]
}
