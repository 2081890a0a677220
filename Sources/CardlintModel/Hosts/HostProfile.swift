/// What one host (an app or SDK that renders Adaptive Cards) supports, read from `rules/hosts/<id>.yaml`
/// by `HostProfileLoader`. Rules and the fallback resolver use it to decide what a card looks like there.
public struct HostProfile: Sendable, Hashable {
    /// Kebab-case identifier, equal to the file name without `.yaml`.
    public var id: String
    /// The host id the catalog's `hosts-only` lists use for this host (`teams` for both Teams
    /// profiles); the `family` key, defaulting to `id`.
    public var family: String
    public var name: String
    public var description: String
    /// Highest card `version` the host renders; a higher card version triggers fallback.
    public var maxVersion: SchemaVersion
    /// Metric font used to measure text: `selawik` (Segoe UI metrics) or `inter` (SF Pro–like).
    public var fontFamily: String
    /// What the host config's font sizes are measured in (`text-unit:`): CSS px for web renderers and
    /// UWP (effective pixels, 1/96 inch), points or dp/sp for native phone renderers (the default).
    public var textUnit: TextUnit = .pt
    /// Element/action types rendered beyond the generic set for `maxVersion` (e.g. Teams' `Icon`).
    public var supports: [String]
    /// Types in the generic set for `maxVersion` that this host does not render.
    public var unsupported: [UnsupportedType]
    /// Capabilities for `requires`: name → version (`*` = any version).
    public var features: [String: String]
    /// Whether `Action.Execute` (Universal Action Model) works.
    public var universalActions: Bool
    /// Whether the host shows `fallbackText` when the card version is too new (JS hosts never do).
    public var showsFallbackText: Bool
    /// The highlight its renderer draws behind a `highlight` TextRun when the host config declares
    /// no `highlightColors` (the JS SDK: a translucent black); nil when not known.
    public var rendererHighlight: Highlight? = nil
    /// Types the host's renderer drops, without fallback, anywhere inside a `Carousel` (its pages
    /// and everything in them): the `carousel-forbids` key. Empty when not known.
    public var carouselForbids: Set<String> = []
    /// Features the host renders whatever `version` a card declares (`features-at-any-version`:
    /// `Type`, `Type.property`, `*.property`; `FeaturesAtAnyVersion`). Empty when not known.
    public var featuresAtAnyVersion: Set<String> = []
    /// Foreground colour names (`light`, `accent`…) whose values in the themes' host configs rest on
    /// their own fact (`host-config-colors`, e.g. disputed by renderings of the host): contrast
    /// findings on text in those colours rest on it. Empty when not known.
    public var hostConfigColors: Set<String> = []
    /// Rules whose problem the host's renderer tolerates: it renders the card all the same
    /// (`renders-anyway`; the JS SDK with duplicate ids). Their errors are at most warnings when
    /// every host a card is checked on tolerates them. Empty when not known.
    public var rendersAnyway: Set<String> = []
    /// Whether the host's JSON reader skips `//` and `/* */` comments (`json-comments`: the C++ shared
    /// model's jsoncpp reader does) or rejects the card (a strict parser, `JSON.parse`). nil when the
    /// profile says nothing: read as JSON, which has no comments.
    public var jsonComments: Bool? = nil
    /// Whether the host's renderer checks elements' `requires` against its features (`checks-requires`,
    /// default true): the Android SDK does only when the app registers a FeatureRegistration, so by
    /// default an unmet `requires` renders the element there. A malformed version fails either way.
    public var checksRequires: Bool = true
    /// Theme name → host config file name in `rules/hostconfigs/`, in file order.
    public var themes: [Theme]
    /// Default viewport names (defined in `rules/viewports.yaml`).
    public var viewports: [String]
    public var touchTarget: TouchTarget
    /// What the host documents about images (`images:`); nil when the profile says nothing.
    public var images: HostImages? = nil
    /// How its renderer draws action rows and menus (`renderer:`; defaults when absent).
    public var renderer: RendererBehaviour = RendererBehaviour()
    /// Named deviations from the spec, in file order.
    public var errata: [Erratum]
    /// Citations for the facts above.
    public var sources: [String]
    /// The file the profile was read from.
    public var path: String
    /// Where `family` and `font-family` are written: key → [line, column] (for `HostProfileValidator`).
    public var keyAt: [String: [Int]] = [:]
    /// Every fact with its source and confidence, in file order (`HostFact`), the renderer's last.
    public var facts: [HostFact] = []
    /// Whether the host's renderer lets the app register its own element and action types (a
    /// native SDK's parser registration: `app-registered-types`).
    public var appRegistersTypes = false
    /// Whether the host's renderer lets the app load images itself (`app-image-loaders`: Android's
    /// `registerOnlineImageLoader`, the Windows SDK's `ResourceResolvers`), so that it may draw formats
    /// the SDK's own loader does not.
    public var appImageLoaders = false
    /// The largest message the host's channel carries, in bytes of the JSON sent (`message-size`); nil: not known.
    public var messageSize: Int? = nil
    /// The types the app registers (`custom-types:` in the config, set for hosts that let it):
    /// rendered here, with contents cardlint does not know.
    public var registeredTypes: Set<String> = []

    /// Whether an unknown type may be one the app registers here: the host lets apps register
    /// types, and its fact says so firmly.
    public var mayRegister: Bool { appRegistersTypes && evidence("app-registered-types")?.isFirm == true }

    /// Whether the app may load this host's images itself, firmly (`app-image-loaders`).
    public var mayLoadImages: Bool { appImageLoaders && evidence("app-image-loaders")?.isFirm == true }

    /// What the other side says when `max-version` is disputed: findings that rest on it are notes.
    public var maxVersionDisputed: String? {
        guard let e = evidence("max-version"), e.confidence == .disputed else { return nil }
        return e.disputed ?? e.source
    }

    public enum TextUnit: String, Sendable, CaseIterable { case cssPx = "css-px", pt, dp }

    public struct UnsupportedType: Sendable, Hashable {
        public var type: String
        /// Its source (the citation of its `unsupported` entry).
        public var reason: String
    }

    /// `highlightColors` for normal and subtle text.
    public struct Highlight: Sendable, Hashable {
        public var normal: Color
        public var subtle: Color
        public init(normal: Color, subtle: Color) { self.normal = normal; self.subtle = subtle }
    }

    public struct Theme: Sendable, Hashable {
        public var name: String
        public var file: String
    }

    public struct Erratum: Sendable, Hashable {
        public var name: String
        public var description: String
    }

    /// The minimum touch-target standard that applies on this host.
    public struct TouchTarget: Sendable, Hashable {
        public enum Standard: String, Sendable, CaseIterable { case appleHIG = "apple-hig", material, wcag258 = "wcag-2.5.8" }
        public enum Unit: String, Sendable, CaseIterable { case pt, dp, cssPx = "css-px" }
        public var standard: Standard
        public var size: Double
        public var unit: Unit
    }

    /// Whether the erratum `name` applies on this host.
    public func has(erratum name: String) -> Bool { errata.contains { $0.name == name } }

    /// Whether a catalog `hosts-only` list (nil = every host) includes this host.
    public func matches(hostsOnly hosts: [String]?) -> Bool {
        guard let hosts else { return true }
        return hosts.contains(family) || hosts.contains(id)
    }

    /// Whether `type` is listed as unsupported.
    public func isUnsupported(_ type: String) -> Bool { unsupported.contains { $0.type == type } }
}
