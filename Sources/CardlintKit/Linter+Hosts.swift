import Foundation
import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintRules

/// One host as simulated in a run: its profile and its HostConfig per theme.
public struct HostContext: Sendable {
    public var profile: HostProfile {
        didSet { uncertainties = Self.uncertainties(profile) }
    }
    /// What makes the theme and layout passes' findings notes on this host: the uncertainty of its
    /// `host-config` and `text-scaling` facts. Read from the profile once, not per card (a fact is
    /// found by a scan of the host's facts).
    private(set) var uncertainties: (config: String?, scaling: String?)
    /// Each theme's HostConfig. Loaded hosts read their config files when first asked
    /// (`OnFirstUse`): a run's own hosts when its linter is made (`Resources.hostContexts`, so a
    /// broken file is an error before any card), another host when a card's inferred audience first
    /// names it; a run whose cards never reach a host never reads its files. (Empty for a file that
    /// could not be read: `readThemes` gives the error.)
    public var themes: [(name: String, config: HostConfig)] {
        get { (try? source.value.get()) ?? [] }
        set { source = OnFirstUse(made: .success(newValue)) }
    }
    private var source: OnFirstUse<Result<[(name: String, config: HostConfig)], KitError>>
    /// Whether `themes` has been read (tests).
    var themesParsed: Bool { source.isMade }
    /// The viewport × type-scale combinations to lay its cards out in (set per run).
    public var layoutPlan = LayoutPlan(combinations: [])
    /// The normal line height (em) of its font family, for renderers that draw text at it.
    public var fontLineHeight: Double?
    public init(profile: HostProfile, themes: [(name: String, config: HostConfig)]) {
        self.profile = profile; source = OnFirstUse(made: .success(themes))
        uncertainties = Self.uncertainties(profile)
    }

    /// A shipped host: its themes' files (in `configDirectory`) are read and parsed when first needed.
    init(profile: HostProfile, configDirectory: URL) {
        self.profile = profile
        source = OnFirstUse {
            do throws(HostProfile.HostConfigLoadError) {
                return .success(try profile.hostConfigJSON(baseDirectory: configDirectory).map { (name: $0.theme, config: HostConfig.parse($0.json).0) })
            } catch { return .failure(.message("\(error.path): error: \(error.message)")) }
        }
        uncertainties = Self.uncertainties(profile)
    }

    static func uncertainties(_ profile: HostProfile) -> (config: String?, scaling: String?) {
        (profile.evidence("host-config")?.uncertainty, profile.evidence("text-scaling")?.uncertainty)
    }

    /// Reads the themes now, if not yet read: the error of a config file that cannot be read or is not JSON.
    func readThemes() throws(KitError) { _ = try source.value.get() }

    /// The context its cards are laid out in: its first theme's config (the defaults without a
    /// theme) and its font family. Every layout of a host's card starts here.
    public func layoutContext(_ viewport: Viewport, _ typeScale: TypeScale = .large) -> LayoutContext {
        LayoutContext(viewport: viewport, typeScale: typeScale, hostConfig: themes.first?.config ?? .defaults,
                      fontFamily: profile.fontFamily, renderer: profile.renderer, fontLineHeight: fontLineHeight)
    }
}

/// The plans of the per-host passes over a source card that a host renders unchanged. They are the
/// same on every such host (the rules' selectors, `when` and the card decide them, not the host,
/// unless a per-host rule is limited to hosts: `RuleEngine.plansDependOnHost`), so a card's are
/// made once, on the first host that renders it unchanged, not again on each.
struct UnchangedPlans {
    var host: RulePlan
    var card: RulePlan
    var theme: RulePlan
    var layout: RulePlan?
}

extension Linter {
    /// The per-host plans over `card` as rendered unchanged on host `id`.
    func plans(unchanged card: Card, host id: String) -> UnchangedPlans {
        func plan(_ need: ContextNeed) -> RulePlan { engine.plan(card: card, hostID: id, needs: [need], runsOnEachHost: true) }
        return UnchangedPlans(host: engine.plan(card: card, hostID: id, needs: [.host], runsOnEachHost: true,
                                                withoutFallbackRules: skipsFallbackRules),
                              card: plan(.card), theme: plan(.theme), layout: needsLayout ? plan(.layout) : nil)
    }

    /// Rules that run per host (`hosts[h]`), on what the host renders after fallback; what they find goes to
    /// `collector`. Returns the layout combinations actually evaluated.
    /// `sourceLayout` is the source card prepared for layout, reused when fallback changes nothing;
    /// `unchangedPlans` likewise its plans (made here on the first host that renders it unchanged), and
    /// `sourcePointers` the source's pointers by range (made on the first host that changes it).
    func lintOnHost(_ card: Card, _ h: Int, sourceLayout: LayoutInput?, unchangedPlans: inout UnchangedPlans?,
                    sourcePointers: inout [SourceRange: String]?,
                    into collector: inout FindingCollector, fallbackContent: inout [Finding]) -> ScopeSummary.Evaluated {
        let host = hosts[h], support = hostSupport[h].value, themes = host.themes
        let effective = FallbackResolver.rendersUnchanged(card, host: host.profile, catalog: resources.catalog, support: support)
            ? EffectiveCard(json: card.root, changes: [])
            : FallbackResolver.resolve(card, host: host.profile, catalog: resources.catalog)
        let id = host.profile.id
        var base = RuleEnvironment(hostID: id, host: host.profile, hostConfig: themes.first?.config,
                                   sourceCard: card, fallbackChanges: effective.changes)
        // Findings of the theme and layout passes rest on the host config too.
        let (configUncertainty, scalingUncertainty) = host.uncertainties
        // Most cards render unchanged: the source card's plans, made once for all such hosts.
        let unchanged = effective.changes.isEmpty
        var shared: UnchangedPlans?
        if unchanged, !engine.plansDependOnHost {
            if unchangedPlans == nil { unchangedPlans = plans(unchanged: card, host: id) }
            shared = unchangedPlans
        }
        // Host-level rules look at the source card with the fallback changes in hand.
        // Without fallback changes, rules that report only what fallback changes are left out.
        let hostPlan = shared?.host ?? engine.plan(card: card, hostID: id, needs: [.host], runsOnEachHost: true,
                                                   withoutFallbackRules: skipsFallbackRules && unchanged)
        engine.evaluate(hostPlan, card: card, environment: base, into: &collector)
        var evaluated = ScopeSummary.Evaluated(id: id)
        guard let json = effective.json else { return evaluated }
        // Most cards render unchanged: reuse the source tree instead of rebuilding it.
        let shown: Card
        if unchanged { shown = card } else {
            let pointers = sourcePointers ?? CardBuilder.pointersByRange(card.root)
            sourcePointers = pointers
            shown = CardBuilder.build(json, catalog: resources.catalog, sourcePointers: pointers)
        }
        if !unchanged { fallbackContent += shownFallbackFindings(shown, host: host.profile) }
        func plan(_ need: ContextNeed) -> RulePlan { engine.plan(card: shown, hostID: id, needs: [need], runsOnEachHost: true) }
        engine.evaluate(shared?.card ?? plan(.card), card: shown, environment: base, into: &collector)
        base.unverified = configUncertainty
        let themePlan = shared?.theme ?? plan(.theme)
        // One environment per pass, updated for each context (not a copy of `base` per context).
        var env = base
        for theme in themes where !themePlan.isEmpty {
            env.theme = theme.name
            env.hostConfig = theme.config
            engine.evaluate(themePlan, card: shown, environment: env, into: &collector)
        }
        guard needsLayout, !themes.isEmpty else { return evaluated }
        // Selectors and `when` are resolved once; the plan is evaluated in every layout context.
        let layoutPlan = shared?.layout ?? plan(.layout)
        let input = effective.changes.isEmpty ? sourceLayout ?? Layout.prepare(shown) : Layout.prepare(shown)
        env = base
        guard let first = host.layoutPlan.byViewport.first?.viewport else { return evaluated }
        var context = host.layoutContext(first)
        for (viewport, scales) in host.layoutPlan.byViewport {
            // Text only grows with the type scale, so clipping, truncation and overflow at an
            // intermediate scale imply them at the largest; targets are smallest at the smallest.
            // Lay out both ends first; fill in the middle only when the largest shows growth
            // problems (the "from AX3 …" phrase needs them).
            let ends = scales.count > 2 ? [scales[0], scales[scales.count - 1]] : scales
            func layout(_ scale: TypeScale) -> LayoutTree {
                // Larger text than the default on a phone rests on the host scaling card text with the
                // phone's text size (`text-scaling`); where that is not firm, what it finds is a note.
                let enlarged = viewport.textScaling == .dynamicType && scale.factor != 1
                env.unverified = configUncertainty ?? (enlarged ? scalingUncertainty : nil)
                return lintLayout(input, &context, &env, viewport, scale, layoutPlan, &collector)
            }
            var largestGrew = false
            for scale in ends {
                let tree = layout(scale)
                if scale == ends.last { largestGrew = tree.hasGrowthProblems }
                evaluated.combinations.append(ScopeSummary.Combination(viewport, scale))
            }
            guard largestGrew, scales.count > 2 else { continue }
            for scale in scales.dropFirst().dropLast() {
                _ = layout(scale)
                evaluated.combinations.append(ScopeSummary.Combination(viewport, scale))
            }
        }
        return evaluated
    }

    /// Whether one of `pointer`'s segments (cut at its `/` bytes, RFC 6901) is `word`, compared as
    /// bytes where they lie (a split into an array of substrings per node was most of looking for
    /// fallback content).
    static func hasSegment(_ word: StaticString, _ pointer: String) -> Bool {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        var pointer = pointer
        return pointer.withUTF8 { b in
            var start = 0
            for end in 0...b.count where end == b.count || b[end] == 0x2F {
                if end - start == w.count, UnsafeBufferPointer(rebasing: b[start..<end]).elementsEqual(w) { return true }
                start = end + 1
            }
            return false
        }
    }

    /// Lays the card out in `viewport` at `scale` (the host's `context`, updated) and runs the layout plan.
    /// Findings of the rules that look at the card as written (not per host) on the fallback content
    /// this host shows in place of what it cannot render: the source pass leaves fallback content
    /// out, since most hosts never show it. They hold on this host. Rules that already look at
    /// fallback content in the source pass (`include-fallback`) are not asked again.
    /// Only findings that point into fallback content are kept, so only the nodes that can make one
    /// are looked at: the nodes of that content and their ancestors (a check reports at its node or
    /// inside it, like `title-is-heading` on the card), not the rest of the card again.
    func shownFallbackFindings(_ shown: Card, host: HostProfile) -> [Finding] {
        func inFallback(_ pointer: String) -> Bool { Self.hasSegment("fallback", pointer) }
        var only = [Bool](repeating: false, count: shown.nodes.count)
        // Children come after their parents (breadth-first ids): one pass from the end marks ancestors.
        for node in shown.nodes.reversed() where only[node.id] || inFallback(node.pointer) {
            only[node.id] = true
            if let parent = node.parent { only[parent] = true }
        }
        guard only.contains(true) else { return [] }
        let id = host.id
        var source = RuleEnvironment()
        source.featuresAtAnyVersion = FeaturesAtAnyVersion.common(to: [host])
        source.checkedHosts = [host]
        return engine.evaluate(card: shown, environment: source, needs: [.card], runsOnEachHost: false, only: only).compactMap { f in
            guard inFallback(f.pointer), !engine.includesFallback(f.ruleID) else { return nil }
            var f = f
            f.scope.hosts = [id]
            return f
        }
    }

    func lintLayout(_ input: LayoutInput, _ context: inout LayoutContext, _ env: inout RuleEnvironment,
                    _ viewport: Viewport, _ scale: TypeScale, _ plan: RulePlan,
                    _ collector: inout FindingCollector) -> LayoutTree {
        context.viewport = viewport
        context.typeScale = scale
        env.viewport = viewport.name
        env.typeScale = scale.name
        env.layoutContext = context
        let tree = Layout.compute(input, context: context, measurer: resources.measurer)
        env.layout = tree
        engine.evaluate(plan, card: input.card, environment: env, into: &collector)
        return tree
    }
}
