import CardlintModel
import CardlintText

/// Everything a layout depends on besides the card and the measurer.
public struct LayoutContext: Sendable {
    public var viewport: Viewport
    public var typeScale: TypeScale
    public var hostConfig: HostConfig {
        _read { yield config.value }
        set { config = ConfigBox(newValue) }
    }
    /// The host config behind one reference: a layout per context reads it in place instead of
    /// copying its many fields (and their reference counts).
    private(set) var config: ConfigBox
    /// Metric table family for the measurer: `"selawik"` (Microsoft hosts) or `"inter"` (Apple).
    public var fontFamily: String
    public var options: LayoutOptions
    /// How the host's renderer draws action rows (its profile's `renderer:`).
    public var renderer: RendererBehaviour
    /// Renderer constants the host config does not give (button and field heights, control sizes).
    public var metrics: LayoutMetrics
    /// The font family's normal line height in em (`rules/metrics/line-heights.yaml`), for a
    /// renderer whose `line-height` is `font-normal`; nil: the type scale's ratio applies.
    public var fontLineHeight: Double?

    public init(viewport: Viewport, typeScale: TypeScale = .large, hostConfig: HostConfig = .defaults,
                fontFamily: String = "selawik", options: LayoutOptions = LayoutOptions(),
                renderer: RendererBehaviour = RendererBehaviour(), metrics: LayoutMetrics = .standard,
                fontLineHeight: Double? = nil) {
        self.viewport = viewport; self.typeScale = typeScale; self.config = ConfigBox(hostConfig)
        self.fontFamily = fontFamily; self.options = options; self.renderer = renderer; self.metrics = metrics
        self.fontLineHeight = fontLineHeight
    }
}

/// An immutable host config shared by the copies of a `LayoutContext` and the layouts made in it.
final class ConfigBox: Sendable {
    let value: HostConfig
    /// `fontTypes.default` / `.monospace` sizes, and the weights their `fontWeights` draw, worked
    /// out once per config instead of once per layout (sizes) or per text laid out (weights: the
    /// lookup copied the whole config; the font matching ran for every text).
    let textSizes: HostConfig.FontSizes
    let monoSizes: HostConfig.FontSizes
    let textWeights: DrawnWeights
    let monoWeights: DrawnWeights
    init(_ value: HostConfig) {
        self.value = value
        textSizes = value.fontType(.default).fontSizes
        monoSizes = value.fontType(.monospace).fontSizes
        textWeights = DrawnWeights(value.fontType(.default).fontWeights)
        monoWeights = DrawnWeights(value.fontType(.monospace).fontWeights)
    }
}

/// The table weight drawn for each weight name of a font type: the host config's numeric weight
/// (iOS SDK: bolder 800) matched the way CSS font matching picks (`FontWeight.matching`).
struct DrawnWeights: Sendable {
    let lighter: FontWeight
    let `default`: FontWeight
    let bolder: FontWeight

    init(_ w: HostConfig.FontWeights) {
        lighter = FontWeight.matching(w[.lighter])
        `default` = FontWeight.matching(w[.default])
        bolder = FontWeight.matching(w[.bolder])
    }

    subscript(name: HostConfig.FontWeightName) -> FontWeight {
        switch name {
        case .lighter: lighter
        case .default: self.default
        case .bolder: bolder
        }
    }
}

/// Choices about which optional content to lay out.
public struct LayoutOptions: Sendable, Hashable {
    /// Lay out the cards of `Action.ShowCard` expanded below their action row (each one, stacked).
    public var expandShowCards: Bool
    /// Lay out the content of collapsed Accordion pages too.
    public var expandAccordions: Bool

    public init(expandShowCards: Bool = true, expandAccordions: Bool = true) {
        self.expandShowCards = expandShowCards; self.expandAccordions = expandAccordions
    }
}

/// Sizes renderers hard-code (not in host configs), in points. Text-dependent sizes grow with the
/// type scale because they are computed as max(minimum, text line + padding).
public struct LayoutMetrics: Sendable, Equatable {
    /// Button: minimum height and padding around the title.
    public var buttonMinHeight = 32.0
    public var buttonPaddingH = 12.0
    public var buttonPaddingV = 6.0
    /// Input field: minimum height and inner padding.
    public var inputMinHeight = 32.0
    public var inputPadding = 6.0
    /// Width an input asks for when sizing `auto` columns.
    public var inputNaturalWidth = 120.0
    /// Lines a multiline Input.Text shows.
    public var multilineLines = 3.0
    /// Gap between the Accordion's chevron and its title (Input.Toggle's and an expanded choice set's
    /// controls are the renderer's: `RendererBehaviour.toggle`, `.choiceRows`).
    public var controlGap = 8.0
    /// Image aspect ratio (width / height) assumed when a card gives only one dimension or none.
    public var assumedImageAspectRatio = 1.0
    /// The width assumed for `size: auto` images without pixel sizes, whose natural size cardlint
    /// cannot know (renderers draw them at it, capped by their space): icon-sized, since the unsized
    /// images of Microsoft's samples are 9–25 px icons, so that neighbours are not squeezed by an
    /// invented size. Their boxes are `sizeUnknown`: no check judges their own size.
    public var autoImageWidth = 24.0
    /// Teams `Icon` sides by `size` (xxSmall … xxLarge), in px: the Fluent UI icon size ramp
    /// (12, 16, 20, 24, 28, 32, 40, 48). An assumption: the Hub names the sizes but not their pixels.
    public var iconSides: [String: Double] = ["xxsmall": 12, "xsmall": 16, "small": 20, "standard": 24,
                                              "medium": 28, "large": 32, "xlarge": 40, "xxlarge": 48]
    /// Media poster aspect ratio (16:9).
    public var mediaAspectRatio = 16.0 / 9.0
    /// Carousel: height of the navigation row, arrow and page-dot target sizes.
    public var carouselControlsHeight = 32.0
    public var carouselArrowSize = 24.0
    public var pageDotSize = 8.0
    /// Accordion header: minimum height, padding and chevron size.
    public var accordionHeaderMinHeight = 44.0
    public var accordionHeaderPadding = 8.0
    public var chevronSize = 16.0
    /// TabSet strip: minimum tab height and horizontal padding.
    public var tabMinHeight = 44.0
    public var tabPaddingH = 12.0
    /// Rating star sizes (small/medium/large) and gap; ProgressBar track height.
    public var starSizes = StarSizes(small: 16, medium: 20, large: 28)
    public var starGap = 4.0
    public var progressBarHeight = 4.0
    /// Spinner / ProgressRing diameters (tiny/small/medium/large).
    public var spinnerSizes = SpinnerSizes(tiny: 12, small: 16, medium: 24, large: 32)
    /// CodeBlock inner padding.
    public var codePadding = 8.0

    public init() {}

    /// The values above (iOS UIKit controls, AC JS SDK CSS, Fluent sizes).
    public static let standard = LayoutMetrics()

    public struct StarSizes: Sendable, Equatable {
        public var small, medium, large: Double
        public init(small: Double, medium: Double, large: Double) { self.small = small; self.medium = medium; self.large = large }
    }

    public struct SpinnerSizes: Sendable, Equatable {
        public var tiny, small, medium, large: Double
        public init(tiny: Double, small: Double, medium: Double, large: Double) {
            self.tiny = tiny; self.small = small; self.medium = medium; self.large = large
        }
    }
}

extension LayoutMatrix {
    /// One context per combination, sharing a host config, font family and options.
    public func contexts(hostConfig: HostConfig, fontFamily: String,
                         options: LayoutOptions = LayoutOptions(),
                         renderer: RendererBehaviour = RendererBehaviour()) -> [LayoutContext] {
        combinations.map {
            LayoutContext(viewport: $0.viewport, typeScale: $0.typeScale, hostConfig: hostConfig,
                          fontFamily: fontFamily, options: options, renderer: renderer)
        }
    }
}
