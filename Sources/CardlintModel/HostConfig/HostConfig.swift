import CardlintReading

/// A renderer host configuration: the values layout and accessibility rules need, read from a host
/// config JSON file with `HostConfig.parse(_:)`.
///
/// Keys a file omits take the values of `HostConfig.defaults` — the **spec / C++ shared model**
/// defaults (see `HostConfig+Defaults.swift` and `rules/hostconfigs/README.md` for why that set).
/// Everything the model does not cover stays available in `raw`.
public struct HostConfig: Sendable, Hashable {
    public var spacing: Spacing
    public var separator: Separator
    /// `fontTypes.default` / `fontTypes.monospace`, each completed field by field from the legacy
    /// top-level `fontFamily` / `fontSizes` / `fontWeights` and then from the defaults.
    public var fontTypes: [FontTypeName: FontType]
    /// JS-SDK-only `lineHeights` (px per font size), when the file has them.
    public var lineHeights: FontSizes?
    /// All six container styles (missing ones are the defaults').
    public var containerStyles: [ContainerStyleName: ContainerStyle]
    public var imageSizes: ImageSizes
    public var imageSet: ImageSetConfig
    public var actions: Actions
    /// `adaptiveCard.allowCustomStyle`.
    public var allowCustomStyle: Bool
    public var factSet: FactSetConfig
    /// `textBlock.headingLevel` (the `aria-level` of `style: heading` text).
    public var headingLevel: Int
    /// `textStyles.heading` / `textStyles.columnHeader`.
    public var textStyles: TextStyles
    public var inputs: Inputs
    public var supportsInteractivity: Bool
    public var media: Media
    /// `table.cellSpacing`.
    public var tableCellSpacing: Double
    /// `hostWidthBreakpoints` (mobile SDKs): upper widths of the `targetWidth` buckets, when given.
    public var hostWidthBreakpoints: WidthBreakpoints?
    /// `hostCapabilities` (JS SDK): capability name → version (`"*"` = any), used by `requires`.
    public var hostCapabilities: [String: String]
    /// The JSON the config was parsed from (`null` for the built-in defaults).
    public var raw: JSONValue

    /// The font type, always present (falls back to the default font type).
    public func fontType(_ name: FontTypeName) -> FontType {
        fontTypes[name] ?? fontTypes[.default] ?? HostConfig.defaultFontType
    }

    /// The container style, always present (falls back to `default`).
    public func containerStyle(_ name: ContainerStyleName) -> ContainerStyle {
        containerStyles[name] ?? containerStyles[.default] ?? HostConfig.defaultContainerStyle
    }
}

extension HostConfig {
    /// `spacing.*` in points/px. `none` is always 0.
    public struct Spacing: Sendable, Hashable {
        public var extraSmall: Double?
        public var small: Double
        public var `default`: Double
        public var medium: Double
        public var large: Double
        public var extraLarge: Double
        public var padding: Double

        /// The value for a spacing name; `extraSmall` falls back to `small` when the file lacks it.
        public subscript(name: SpacingName) -> Double {
            switch name {
            case .none: 0
            case .extraSmall: extraSmall ?? small
            case .small: small
            case .default: self.default
            case .medium: medium
            case .large: large
            case .extraLarge: extraLarge
            case .padding: padding
            }
        }
    }

    public struct Separator: Sendable, Hashable {
        public var lineThickness: Double
        public var lineColor: Color
    }

    /// Five sizes (font sizes or line heights).
    public struct FontSizes: Sendable, Hashable {
        public var small: Double
        public var `default`: Double
        public var medium: Double
        public var large: Double
        public var extraLarge: Double

        public subscript(name: FontSizeName) -> Double {
            switch name {
            case .small: small
            case .default: self.default
            case .medium: medium
            case .large: large
            case .extraLarge: extraLarge
            }
        }
    }

    /// Numeric CSS-style weights (100…900).
    public struct FontWeights: Sendable, Hashable {
        public var lighter: Double
        public var `default`: Double
        public var bolder: Double

        public subscript(name: FontWeightName) -> Double {
            switch name {
            case .lighter: lighter
            case .default: self.default
            case .bolder: bolder
            }
        }
    }

    public struct FontType: Sendable, Hashable {
        /// The CSS-style family list as written (e.g. `'Segoe UI', Tahoma, sans-serif`); `nil` = platform default.
        public var fontFamily: String?
        public var fontSizes: FontSizes
        public var fontWeights: FontWeights
    }

    /// One named foreground colour: `default` and `subtle`, plus optional `highlightColors`.
    public struct ForegroundColor: Sendable, Hashable {
        public var `default`: Color
        public var subtle: Color
        public var highlightDefault: Color?
        public var highlightSubtle: Color?

        public func color(subtle isSubtle: Bool) -> Color { isSubtle ? subtle : self.default }
    }

    public struct ContainerStyle: Sendable, Hashable {
        public var backgroundColor: Color
        public var borderColor: Color?
        public var borderThickness: Double?
        public var foregroundColors: [ColorName: ForegroundColor]

        /// The foreground colour, always present (falls back to `default`, then black).
        public func foreground(_ name: ColorName) -> ForegroundColor {
            foregroundColors[name] ?? foregroundColors[.default]
                ?? ForegroundColor(default: .black, subtle: .black, highlightDefault: nil, highlightSubtle: nil)
        }
    }

    public struct ImageSizes: Sendable, Hashable {
        public var small: Double
        public var medium: Double
        public var large: Double
    }

    public struct ImageSetConfig: Sendable, Hashable {
        public var imageSize: ImageSizeName
        public var maxImageHeight: Double
    }

    public struct ShowCard: Sendable, Hashable {
        public var actionMode: ShowCardActionMode
        public var inlineTopMargin: Double
        public var style: ContainerStyleName
    }

    public struct Actions: Sendable, Hashable {
        public var maxActions: Int
        public var buttonSpacing: Double
        public var actionsOrientation: ActionsOrientation
        public var actionAlignment: ActionAlignment
        public var showCard: ShowCard
        public var iconPlacement: IconPlacement
        /// Whether the config gives `iconPlacement` (else `iconPlacement` is the spec's default and a
        /// renderer's own default may apply instead: `RendererBehaviour.iconPlacement`).
        public var iconPlacementGiven = false
        public var iconSize: Double
        public var spacing: SpacingName
    }

    /// A text configuration (`factSet.title|value`, `textStyles.*`).
    public struct TextConfig: Sendable, Hashable {
        public var size: FontSizeName
        public var weight: FontWeightName
        public var color: ColorName
        public var fontType: FontTypeName
        public var isSubtle: Bool
        public var wrap: Bool
        /// `maxWidth` in px; `nil` (or 0 in the file) = unlimited.
        public var maxWidth: Double?
    }

    public struct FactSetConfig: Sendable, Hashable {
        public var title: TextConfig
        public var value: TextConfig
        public var spacing: Double
    }

    public struct TextStyles: Sendable, Hashable {
        public var heading: TextConfig
        public var columnHeader: TextConfig
    }

    /// `inputs.label.requiredInputs|optionalInputs`.
    public struct InputLabel: Sendable, Hashable {
        public var color: ColorName
        public var isSubtle: Bool
        public var size: FontSizeName
        public var weight: FontWeightName
        /// `nil` = not set in the file; the renderer's own default applies (JS: `" *"`, C++: none).
        public var suffix: String?
        public var suffixColor: ColorName?
    }

    public struct ErrorMessage: Sendable, Hashable {
        public var size: FontSizeName
        public var spacing: SpacingName
        public var weight: FontWeightName
        public var color: ColorName
    }

    public struct Inputs: Sendable, Hashable {
        public var inputSpacing: SpacingName
        /// Whether the config gives `inputs.label.inputSpacing` (else a renderer's own default may
        /// apply: `RendererBehaviour.labelSpacing`).
        public var inputSpacingGiven = false
        public var requiredInputs: InputLabel
        public var optionalInputs: InputLabel
        public var errorMessage: ErrorMessage
    }

    /// Widths (px/pt) at which `targetWidth` buckets end: ≤ veryNarrow, ≤ narrow, ≤ standard, else wide.
    public struct WidthBreakpoints: Sendable, Hashable {
        public var veryNarrow: Double
        public var narrow: Double
        public var standard: Double
    }

    public struct Media: Sendable, Hashable {
        public var defaultPoster: String?
        public var playButton: String?
        public var allowInlinePlayback: Bool
    }
}
