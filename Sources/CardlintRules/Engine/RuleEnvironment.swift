import CardlintModel

/// The rendering context a rule is evaluated in. Fields are filled as far as the rule's
/// functions need them (see `ContextNeed`); labels name the context in findings.
public struct RuleEnvironment: Sendable {
    public var hostID: String?
    public var theme: String?
    public var viewport: String?
    public var typeScale: String?
    /// Stage outputs keyed by name, supplied by the pipeline (host profile, HostConfig, layout tree…).
    /// Typed accessors live next to the functions that use them.
    public var values: [String: any Sendable]

    public init(hostID: String? = nil, theme: String? = nil, viewport: String? = nil, typeScale: String? = nil,
                values: [String: any Sendable] = [:]) {
        self.hostID = hostID; self.theme = theme; self.viewport = viewport; self.typeScale = typeScale
        self.values = values
    }

    /// The scope a finding made in this environment holds in.
    public var scope: FindingScope {
        FindingScope(hosts: hostID.map { [$0] } ?? [], themes: theme.map { [$0] } ?? [],
                     viewports: viewport.map { [$0] } ?? [], typeScales: typeScale.map { [$0] } ?? [])
    }
}
