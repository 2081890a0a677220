import CardlintLayout
import CardlintModel

/// The rendering context a rule is evaluated in. Fields are filled as far as the rule's
/// functions need them (see `ContextNeed`); labels name the context in findings.
public struct RuleEnvironment: Sendable {
    public var hostID: String?
    public var theme: String?
    public var viewport: String?
    public var typeScale: String?
    /// The host profile (for `.host` and wider needs).
    public var host: HostProfile?
    /// The host's HostConfig for `theme` (for `.theme` and `.layout` needs).
    public var hostConfig: HostConfig?
    /// The card as written, when rules run on a host's effective card.
    public var sourceCard: Card?
    /// What fallback changed for this host.
    public var fallbackChanges: [FallbackChange]
    /// The layout of the effective card in `viewport` at `typeScale` (for `.layout` needs).
    public var layout: LayoutTree?
    /// The layout context (viewport, type scale, HostConfig) the tree was computed in.
    public var layoutContext: LayoutContext?

    public init(hostID: String? = nil, theme: String? = nil, viewport: String? = nil, typeScale: String? = nil,
                host: HostProfile? = nil, hostConfig: HostConfig? = nil, sourceCard: Card? = nil,
                fallbackChanges: [FallbackChange] = [], layout: LayoutTree? = nil, layoutContext: LayoutContext? = nil) {
        self.hostID = hostID; self.theme = theme; self.viewport = viewport; self.typeScale = typeScale
        self.host = host; self.hostConfig = hostConfig; self.sourceCard = sourceCard
        self.fallbackChanges = fallbackChanges; self.layout = layout; self.layoutContext = layoutContext
    }

    /// The scope a finding made in this environment holds in.
    public var scope: FindingScope {
        FindingScope(hosts: hostID.map { [$0] } ?? [], themes: theme.map { [$0] } ?? [],
                     viewports: viewport.map { [$0] } ?? [], typeScales: typeScale.map { [$0] } ?? [])
    }
}
