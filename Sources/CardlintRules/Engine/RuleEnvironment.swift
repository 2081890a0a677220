import CardlintLayout
import CardlintModel
import CardlintReading

/// The rendering context a rule is evaluated in. Fields are filled as far as the rule's
/// functions need them (see `ContextNeed`); labels name the context in findings.
public struct RuleEnvironment: Sendable {
    public var hostID: String?
    public var theme: String?
    public var viewport: String?
    public var typeScale: String?
    /// The host profile (for `.host` and wider needs).
    public var host: HostProfile? {
        _read { yield hostBox.value }
        set { hostBox = Shared(newValue) }
    }
    /// The host's HostConfig for `theme` (for `.theme` and `.layout` needs).
    public var hostConfig: HostConfig? {
        get { configBox.isSet ? configBox.config : nil }
        set { configBox = newValue.map { ConfigBox($0) } ?? Self.noConfig }
    }
    /// `hostConfig` behind a reference (nil without one): a check that reads a few of its values per
    /// node reads them where the box holds them (`box.config.factSet`) instead of copying the whole
    /// config (hundreds of bytes) out first.
    var hostConfigBox: ConfigBox? { configBox.isSet ? configBox : nil }
    /// The card as written, when rules run on a host's effective card.
    public var sourceCard: Card?
    /// What fallback changed for this host.
    public var fallbackChanges: [FallbackChange]
    /// Set when the context itself rests on a host fact that is not firm (a stand-in host config:
    /// `HostEvidence.uncertainty`): every finding in it is at most an "(unverified: …)" note.
    public var unverified: String?
    /// On the card as written: the features every host it is checked on renders whatever version
    /// the card declares (`version-at-most` does not report them; nil: none).
    public var featuresAtAnyVersion: FeaturesAtAnyVersion?
    /// On the card as written: the hosts it is checked on (empty: not known), for values only
    /// some hosts accept (`HostForms`) and types only some hosts let the app register.
    public var checkedHosts: [HostProfile] = []
    /// Whether a string of the card may hold a `<` (and so an `<at>` mention): false when the bytes
    /// it was read from hold neither `<` nor a `\u` escape, which could spell one (see
    /// `mayHoldAngleBracket`). `mention-entities` walks the card's strings only when they may.
    public var stringsMayHoldAngleBracket = true
    /// The layout of the effective card in `viewport` at `typeScale` (for `.layout` needs).
    public var layout: LayoutTree?
    /// The layout context (viewport, type scale, HostConfig) the tree was computed in.
    public var layoutContext: LayoutContext? {
        _read { yield layoutContextBox.value }
        set { layoutContextBox = Shared(newValue) }
    }

    // The profile and the configs are shared, not copied, when an environment is copied (one per
    // theme and layout context) and read in place; setting one replaces its box.
    private var hostBox: Shared<HostProfile?>
    private var configBox: ConfigBox
    private var layoutContextBox: Shared<LayoutContext?>

    public init(hostID: String? = nil, theme: String? = nil, viewport: String? = nil, typeScale: String? = nil,
                host: HostProfile? = nil, hostConfig: HostConfig? = nil, sourceCard: Card? = nil,
                fallbackChanges: [FallbackChange] = [], layout: LayoutTree? = nil, layoutContext: LayoutContext? = nil) {
        self.hostID = hostID; self.theme = theme; self.viewport = viewport; self.typeScale = typeScale
        self.hostBox = host.map { Shared($0) } ?? Self.noHost
        self.configBox = hostConfig.map { ConfigBox($0) } ?? Self.noConfig
        self.layoutContextBox = layoutContext.map { Shared($0) } ?? Self.noLayoutContext
        self.sourceCard = sourceCard; self.fallbackChanges = fallbackChanges; self.layout = layout
    }

    private static let noHost = Shared<HostProfile?>(nil)
    private static let noConfig = ConfigBox(nil)
    private static let noLayoutContext = Shared<LayoutContext?>(nil)

    /// The box of `hostConfig`: the same object while the config is not set again (what is
    /// resolved under one config is told apart from what another gave by it).
    var configIdentity: AnyObject { configBox }

    /// The host profile's touch target, read in place (`host?.touchTarget` copies the profile out first).
    var touchTarget: HostProfile.TouchTarget? { hostBox.value?.touchTarget }

    /// The layout context's type-scale factor, read in place (nil outside layout contexts).
    var typeScaleFactor: Double? { layoutContextBox.value?.typeScale.factor }

    /// Whether the strings of a card read from `bytes` may hold a `<`: the bytes hold one, or a `\u`
    /// escape (the only other way to write one in JSON), or are empty (not known).
    public static func mayHoldAngleBracket(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || ByteSearch.find([UInt8(ascii: "<")], in: bytes) != nil || ByteSearch.find(Array("\\u".utf8), in: bytes) != nil
    }

    /// The scope a finding made in this environment holds in.
    public var scope: FindingScope {
        FindingScope(hosts: hostID.map { [$0] } ?? [], themes: theme.map { [$0] } ?? [],
                     viewports: viewport.map { [$0] } ?? [], typeScales: typeScale.map { [$0] } ?? [])
    }
}

/// A host config behind a reference (see `RuleEnvironment.hostConfigBox`). Not optional where the
/// environment holds it: an optional reference there was copied through its type's value witness
/// (~300 instructions) each time a check read it.
final class ConfigBox: Sendable {
    let config: HostConfig
    /// False for the box of "no config" (whose `config`, the defaults, is never read).
    let isSet: Bool
    init(_ config: HostConfig?) { self.config = config ?? .defaults; isSet = config != nil }
}

/// An immutable value behind a reference.
private final class Shared<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
