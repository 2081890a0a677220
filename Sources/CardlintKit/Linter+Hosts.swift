import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintRules

/// One host as simulated in a run: its profile and its HostConfig per theme.
public struct HostContext: Sendable {
    public var profile: HostProfile
    public var themes: [(name: String, config: HostConfig)]
    /// The viewport × type-scale combinations to lay its cards out in (set per run).
    public var layoutPlan = LayoutPlan(combinations: [])
    public init(profile: HostProfile, themes: [(name: String, config: HostConfig)]) {
        self.profile = profile; self.themes = themes
    }
}

extension Linter {
    /// Rules that run per host, on what the host renders after fallback.
    func lintOnHost(_ card: Card, _ host: HostContext) -> [Finding] {
        let effective = FallbackResolver.resolve(card, host: host.profile, catalog: resources.catalog)
        let base = RuleEnvironment(hostID: host.profile.id, host: host.profile, hostConfig: host.themes.first?.config,
                                   sourceCard: card, fallbackChanges: effective.changes)
        // Host-level rules look at the source card with the fallback changes in hand.
        var findings = engine.evaluate(card: card, environment: base, needs: [.host], runsOnEachHost: true)
        guard let json = effective.json else { return findings }
        // Most cards render unchanged: reuse the source tree instead of rebuilding it.
        let shown = effective.changes.isEmpty ? card : CardBuilder.build(json, catalog: resources.catalog)
        findings += engine.evaluate(card: shown, environment: base, needs: [.card], runsOnEachHost: true)
        for theme in host.themes {
            var env = base
            env.theme = theme.name
            env.hostConfig = theme.config
            findings += engine.evaluate(card: shown, environment: env, needs: [.theme], runsOnEachHost: true)
        }
        guard needsLayout, let config = host.themes.first?.config else { return findings }
        for (viewport, scale) in host.layoutPlan.combinations {
            let context = LayoutContext(viewport: viewport, typeScale: scale, hostConfig: config, fontFamily: host.profile.fontFamily)
            var env = base
            env.viewport = viewport.name
            env.typeScale = scale.name
            env.layoutContext = context
            env.layout = Layout.compute(card: shown, context: context, measurer: resources.measurer)
            findings += engine.evaluate(card: shown, environment: env, needs: [.layout], runsOnEachHost: true)
        }
        return findings
    }
}

/// A finding that holds on every selected host needs no host list: it is a property of the card.
enum HostScope {
    static func collapse(_ findings: [Finding], allHosts: [String]) -> [Finding] {
        let merged = FindingMerger.merge(findings)
        let all = Set(allHosts)
        return merged.map { f in
            var f = f
            if Set(f.scope.hosts) == all { f.scope.hosts = [] }
            return f
        }
    }
}
