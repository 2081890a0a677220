/// A simulated environment a card is laid out in: a device screen, a host's card slot or a
/// container (carousel) cell. Loaded from `rules/viewports.yaml`.
public struct Viewport: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable { case device, host, container }
    public enum SizeClass: String, Sendable, Hashable, CaseIterable { case compact, regular }
    /// How people enlarge text there: `zoom` (desktop and web: the page zooms and reflows, text at
    /// its default size relative to the CSS width) or `dynamic-type` (phones and tablets: the text
    /// size setting scales text in a layout of the same width).
    public enum TextScaling: String, Sendable, Hashable, CaseIterable { case zoom, dynamicType = "dynamic-type" }

    /// Identifier used in matrices and reports, e.g. `iphone-se-320`.
    public var name: String
    /// Screen or window width in points.
    public var width: Double
    /// Horizontal size class.
    public var sizeClass: SizeClass
    public var kind: Kind
    public var textScaling: TextScaling
    /// Width the host or container gives a card; `nil` for devices (the card spans `width`).
    public var cardWidth: Double?
    /// Where the numbers come from.
    public var source: String

    public init(name: String, width: Double, sizeClass: SizeClass, kind: Kind, cardWidth: Double? = nil, source: String = "",
                textScaling: TextScaling = .dynamicType) {
        self.name = name; self.width = width; self.sizeClass = sizeClass; self.kind = kind; self.textScaling = textScaling
        self.cardWidth = cardWidth; self.source = source
    }

    /// The width available to the card: `cardWidth` when given (never wider than the screen), else `width`.
    public var effectiveCardWidth: Double {
        guard let c = cardWidth else { return width }
        return min(c, width)
    }
}

/// A Dynamic Type size: the body size in points and the factor applied to every card font size.
public struct TypeScale: Sendable, Hashable {
    /// `xSmall` … `xxxLarge`, `AX1` … `AX5`.
    public var name: String
    /// iOS Body text size at this setting, in points.
    public var bodySize: Double
    /// Body size relative to the default (`large`, 17 pt).
    public var factor: Double
    /// Line height as a multiple of the font size, when the host config gives no `lineHeights`.
    public var lineHeightRatio: Double

    public init(name: String, bodySize: Double, factor: Double, lineHeightRatio: Double = 1.3) {
        self.name = name; self.bodySize = bodySize; self.factor = factor; self.lineHeightRatio = lineHeightRatio
    }

    /// The default setting (`large`, factor 1).
    public static let large = TypeScale(name: "large", bodySize: 17, factor: 1)
}

/// A named list of viewport × type-scale combinations to lay every card out in.
public struct LayoutMatrix: Sendable, Hashable {
    public var name: String
    public var viewports: [Viewport]
    public var typeScales: [TypeScale]

    public init(name: String, viewports: [Viewport], typeScales: [TypeScale]) {
        self.name = name; self.viewports = viewports; self.typeScales = typeScales
    }

    /// Every combination, viewports outermost.
    public var combinations: [(viewport: Viewport, typeScale: TypeScale)] {
        var out: [(viewport: Viewport, typeScale: TypeScale)] = []
        out.reserveCapacity(viewports.count * typeScales.count)
        for v in viewports { for s in typeScales { out.append((v, s)) } }
        return out
    }
}
