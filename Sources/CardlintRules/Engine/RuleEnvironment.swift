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
    /// Stage outputs supplied by the pipeline that earlier stages cannot name (the layout tree).
    public var values: [String: any Sendable]

    public init(hostID: String? = nil, theme: String? = nil, viewport: String? = nil, typeScale: String? = nil,
                host: HostProfile? = nil, hostConfig: HostConfig? = nil, sourceCard: Card? = nil,
                fallbackChanges: [FallbackChange] = [], values: [String: any Sendable] = [:]) {
        self.hostID = hostID; self.theme = theme; self.viewport = viewport; self.typeScale = typeScale
        self.host = host; self.hostConfig = hostConfig; self.sourceCard = sourceCard
        self.fallbackChanges = fallbackChanges; self.values = values
    }

    /// The scope a finding made in this environment holds in.
    public var scope: FindingScope {
        FindingScope(hosts: hostID.map { [$0] } ?? [], themes: theme.map { [$0] } ?? [],
                     viewports: viewport.map { [$0] } ?? [], typeScales: typeScale.map { [$0] } ?? [])
    }
}
