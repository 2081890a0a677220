import CardlintLayout
import CardlintModel
import CardlintReading

/// A rule as enabled for a run: its effective severity and (possibly re-configured) check.
public final class ActiveRule: Sendable {
    public let rule: Rule
    public let severity: Severity
    public let check: Check
    public let needs: ContextNeed
    /// The check's layout-box precondition (see `CheckFunction.layoutFlags`).
    let layoutFlags: LayoutFlags?
    /// The check as a closure: a one-function check calls its function directly, without copying
    /// it out of an existential for every node.
    let run: CheckRunner
    /// The selector's `matches` conditions (a pair the plan marks undecided reports which one ran out of steps).
    let regexConditions: [PropertyCondition]
    /// The selector's context part and the applicability, copied out of the rule once: `plan`
    /// tests them for every (node, rule) pair.
    let includeFallback: Bool
    let conditions: [PropertyCondition]
    let applies: Applicability
    let runsOnEachHost: Bool
    /// No conditions, card versions or hosts to test: only fallback alternatives are left out.
    let unconditional: Bool
    /// The plan's `wanted` entry for the rule (see `RulePlan.wanted`).
    let precondition: UInt32
    /// The check can only fail where fallback changes something (`Check.needsFallbackChanges`).
    let needsFallbackChanges: Bool

    public init(rule: Rule, severity: Severity? = nil, check: Check? = nil) {
        let check = check ?? rule.check
        self.rule = rule; self.severity = severity ?? rule.metadata.severity; self.check = check
        self.needs = check.needs
        self.layoutFlags = needs == .layout ? check.layoutFlags : nil
        includeFallback = rule.selector.includeFallback; conditions = rule.selector.conditions
        run = check.runner
        regexConditions = conditions.filter(\.isRegex)
        applies = rule.applies; runsOnEachHost = rule.runsOnEachHost
        unconditional = conditions.isEmpty && applies.minVersion == nil && applies.maxVersion == nil && applies.hosts.isEmpty
        precondition = layoutFlags.map { RulePlan.hasPrecondition | UInt32($0.rawValue) } ?? 0
        needsFallbackChanges = check.needsFallbackChanges
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] { Check.failures(run, node, context) }

    /// For a pair the plan marks undecided: a note for the first `matches` condition whose regex
    /// could not decide the node's value within its step limit, in place of the check's finding.
    func undecidedNote(_ node: CardNode) -> [CheckResult] {
        for c in regexConditions where c.undecided(for: node) {
            guard case .matches(let re) = c.test else { continue }
            var note = CheckResult(range: node.json[c.property]?.range)
            note.undecided = "could not tell whether '\(c.property)' matches '\(re.pattern)': the regular expression ran out of its step limit (\(BoundedRegex.stepLimit)) on this value; simplify it"
            return [note]
        }
        return []
    }

    /// The plan's `wanted` entry when the rule's conditions hold on `node` (already matched by type
    /// and not left out by `PlanCandidate.wanted`), nil when they do not: `precondition`, with
    /// `RulePlan.undecided` when a `matches` condition could not decide (each regex runs once per node
    /// and plan, not again per evaluation). `applicable`: whether `applies` holds for the plan's card
    /// and host, found once per plan (it is the same for every node); where it does not, the
    /// conditions are not tested.
    func conditionsHold(on node: CardNode, applicable: Bool) -> UInt32? {
        guard applicable else { return nil }
        var wanted = precondition
        for c in conditions {
            switch c.decides(for: node) {
            case true?: continue
            case false?: return nil
            case nil: wanted |= RulePlan.undecided
            }
        }
        return wanted
    }
}

/// Runs compiled rules over cards. Built once per run; selectors are resolved per catalog type
/// up front, so evaluating a card costs O(nodes × rules that apply to each node's type).
public struct RuleEngine: Sendable {
    public let rules: [ActiveRule]
    /// The catalog, kept in a box every check context shares.
    var catalog: Catalog { _read { yield catalogBox.catalog } }
    let catalogBox: CatalogBox
    /// Candidate rules per (context need, runs-on) bucket and catalog type (`TypeSpec.ordinal`):
    /// a layout pass visits only layout rules, a source pass only source rules.
    let byType: [[[PlanCandidate]]]
    /// Each rule's candidate facts, by rule index (for nodes of types the index does not cover).
    let candidates: [PlanCandidate]

    /// Size of the per-type tables (the catalog's ordinal range), fixed when the engine is built.
    let typeCount: Int
    /// Whether a plan of per-host rules (`runsOnEachHost`) depends on the host: some such rule is
    /// limited to hosts (`when: hosts`). Otherwise every host that renders a card unchanged gets the
    /// same plans, and they can be made once per card.
    public let plansDependOnHost: Bool

    static func bucket(_ need: ContextNeed, _ eachHost: Bool) -> Int { need.rawValue * 2 + (eachHost ? 1 : 0) }

    public init(rules: [ActiveRule], catalog: Catalog) {
        self.rules = rules
        self.catalogBox = CatalogBox(catalog)
        let typeCount = catalog.typeCount
        self.typeCount = typeCount
        var index = [[[PlanCandidate]]](repeating: [[PlanCandidate]](repeating: [], count: typeCount), count: 8)
        // Rule by rule (each type's list still in rule order): a selector copied out of its rule
        // once, not once per type (that copy was a third of building the engine).
        let specs = catalog.types.values.filter { $0.ordinal < typeCount }
        // The ordinals of each type name: a selector that names its types only (most do) matches just
        // those, looked up instead of testing it against every type (two thirds of building the engine).
        var ordinals: [String: [Int]] = [:]
        for spec in specs { ordinals[spec.name, default: []].append(spec.ordinal) }
        let candidates = rules.enumerated().map { k, r in
            PlanCandidate(rule: Int32(k), precondition: r.precondition, unconditional: r.unconditional,
                          includeFallback: r.includeFallback, needsFallbackChanges: r.needsFallbackChanges)
        }
        self.candidates = candidates
        for (k, r) in rules.enumerated() {
            let selector = r.rule.selector, bucket = RuleEngine.bucket(r.needs, r.rule.runsOnEachHost)
            let c = candidates[k]
            if selector.selectsByNameOnly {
                for t in selector.exactTypes { for o in ordinals[t] ?? [] { index[bucket][o].append(c) } }
            } else {
                for spec in specs where selector.matchesType(type: spec.name, spec: spec) { index[bucket][spec.ordinal].append(c) }
            }
        }
        self.byType = index
        self.plansDependOnHost = rules.contains { $0.runsOnEachHost && !$0.applies.hosts.isEmpty }
    }

    /// Whether the rule `id` looks at fallback content in the source pass (its selector's `include-fallback`).
    public func includesFallback(_ id: String) -> Bool {
        rules.contains { $0.rule.id == id && $0.includeFallback }
    }

    /// The (node, rule) pairs a pass evaluates on `card`: rules whose context need is in `needs`,
    /// whose `runs-on` matches (`runsOnEachHost` false: rules on the source card; true: rules on a
    /// host's effective card), whose selector and `when` hold. Built once per card and host, then
    /// reused for every theme or layout context of that pass. `withoutFallbackRules`: without the
    /// rules whose check can only fail where fallback changes something (`Check.needsFallbackChanges`),
    /// for an environment without fallback changes (a host that renders the card unchanged).
    /// `only`: the nodes to look at, by id (nil: every node).
    public func plan(card: Card, hostID: String?, needs: Set<ContextNeed>, runsOnEachHost: Bool,
                     withoutFallbackRules: Bool = false, only: [Bool]? = nil) -> RulePlan {
        var wanted = 0
        for n in needs { wanted |= 1 << n.rawValue }
        let buckets = needs.map { RuleEngine.bucket($0, runsOnEachHost) }
        // Room for the candidates of the nodes' types (a node of no known type counted once): the
        // pairs are not grown through a dozen doublings, each copying them (1.5 M instructions of each
        // editor lint's plans at 2 000 nodes).
        var room = 0
        for node in card.nodes where only?[node.id] ?? true {
            guard let spec = node.spec, spec.ordinal < typeCount else { room += 1; continue }
            for b in buckets { room += byType[b][spec.ordinal].count }
        }
        var plan = RulePlan()
        plan.reserve(room)
        // Each rule's `when` (card versions, hosts) holds or not for the whole card on this host.
        let applicable = rules.map { $0.applies.applies(to: card, host: hostID) }
        for node in card.nodes where only?[node.id] ?? true {
            if let spec = node.spec, spec.ordinal < typeCount, node.type == spec.name {
                // A bucket holds only rules of its need and `runs-on`.
                for b in buckets {
                    for c in byType[b][spec.ordinal] where !(withoutFallbackRules && c.needsFallbackChanges) {
                        guard let wanted = c.wanted(on: node, rules, applicable) else { continue }
                        plan.append(node: node.id, rule: Int(c.rule), wanted: wanted)
                    }
                }
            } else {
                for (k, active) in rules.enumerated() where active.rule.selector.matchesType(node) {
                    guard wanted & (1 << active.needs.rawValue) != 0, active.runsOnEachHost == runsOnEachHost,
                          !(withoutFallbackRules && active.needsFallbackChanges),
                          let pair = candidates[k].wanted(on: node, rules, applicable) else { continue }
                    plan.append(node: node.id, rule: k, wanted: pair)
                }
            }
        }
        return plan
    }

    /// Evaluates a plan in one environment, adding what it finds to `collector`. The environment
    /// is consumed: a caller's last use moves it into the check context instead of copying it.
    public func evaluate(_ plan: RulePlan, card: Card, environment: consuming RuleEnvironment, into collector: inout FindingCollector) {
        let memo = collector.memo(for: card)
        let context = CheckContext(card: card, catalog: catalogBox, environment: consume environment, memo: memo)
        let contextUnverified = context.environment.unverified
        // The layout context is numbered when it holds its first finding (most hold none).
        var contextID: Int?? = nil
        forEachResult(plan, context) { active, node, r, _ in
            var r = r
            if r.unverified == nil, let u = contextUnverified { r.unverified = u }
            if contextID == nil { contextID = collector.contextID(context.environment) }
            collector.add(rule: active.rule.id, severity: r.undecided == nil ? Self.severity(active, r) : .note, range: r.range ?? node.range,
                          pointer: r.pointer ?? node.pointer, unverified: r.unverified != nil, environment: context.environment, context: contextID ?? nil) {
                // The collector gives the finding the scope of the contexts it notes: none made here.
                finding(active, node, r, context.environment, scoped: false)
            }
        }
    }

    /// Every finding of the matching rules on `card` in one environment, unmerged; `only`: on the
    /// nodes it marks, by id (nil: every node).
    public func evaluate(card: Card, environment: RuleEnvironment, needs: Set<ContextNeed>, runsOnEachHost: Bool,
                         only: [Bool]? = nil) -> [Finding] {
        let plan = plan(card: card, hostID: environment.hostID, needs: needs, runsOnEachHost: runsOnEachHost, only: only)
        var findings: [Finding] = []
        // A memo for this pass: what a check works out once per card (`Unique`'s groups) is not redone per node.
        forEachResult(plan, CheckContext(card: card, catalog: catalogBox, environment: environment, memo: CardMemo(card))) { active, node, r, _ in
            findings.append(finding(active, node, r, environment))
        }
        return findings
    }

    /// Runs every (node, rule) pair of `plan`, skipping layout checks on nodes whose box lacks the
    /// flags the check needs (`CheckFunction.layoutFlags`; no box = no flags), and hands each
    /// failure to `body` with its pair's index.
    func forEachResult(_ plan: RulePlan, _ context: CheckContext, _ body: (ActiveRule, CardNode, CheckResult, Int) -> Void) {
        let flags = context.environment.layout?.nodeFlags
        WorkMeter.add(plan.pairs.count)
        // The checks add their failures to one list, emptied after each pair's (most pairs add none).
        var results: [CheckResult] = []
        // The pairs and nodes are read in place: each pair's rule and node are borrowed for its
        // check, not retained and released per pair.
        context.card.nodes.withUnsafeBufferPointer { nodes in
            rules.withUnsafeBufferPointer { rules in
                plan.pairs.withUnsafeBufferPointer { pairs in
                    for i in pairs.indices {
                        let id = pairs[i].node, wanted = pairs[i].wanted, rule = Int(pairs[i].rule)
                        guard id >= 0, id < nodes.count, rule >= 0, rule < rules.count else { continue }   // a plan made for another card
                        if wanted & RulePlan.hasPrecondition != 0, let flags {
                            guard id < flags.count, UInt32(flags[id]) & wanted & RulePlan.flagBits != 0 else { continue }
                        }
                        Unmanaged.passUnretained(rules[rule])._withUnsafeGuaranteedRef { active in
                            Unmanaged.passUnretained(nodes[id])._withUnsafeGuaranteedRef { node in
                                if wanted & RulePlan.undecided == 0 { active.run(node, context, &results) } else { results = active.undecidedNote(node) }
                                guard !results.isEmpty else { return }
                                for r in results { body(active, node, r, i) }
                                results.removeAll(keepingCapacity: true)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The rule's severity in effect, capped by the result's `atMost`.
    static func severity(_ active: ActiveRule, _ r: CheckResult) -> Severity {
        let cap = r.unverified != nil ? Severity.note : r.atMost
        guard let cap else { return active.severity }
        return min(active.severity, cap)
    }

    /// Message values that are not measurements (left out of a finding's properties).
    static let helpers: Set<String> = ["property", "properties", "value", "hint", "problem", "type", "id", "pointer", "allowed",
                                       "expected", "actual", "feature", "since", "version", "pattern", "slot", "suggestion", "ancestor",
                                       "consequence", "source"]

    /// The finding `r` makes; `scoped`: with the scope of `env` (and the result's hosts), else an empty one.
    func finding(_ active: ActiveRule, _ node: CardNode, _ r: CheckResult, _ env: RuleEnvironment, scoped: Bool = true) -> Finding {
        let given = r.values
        if let undecided = r.undecided {
            return Finding(ruleID: active.rule.id, severity: .note, tags: active.rule.metadata.tags, message: undecided,
                           range: r.range ?? node.range, pointer: r.pointer ?? node.pointer,
                           scope: scoped ? env.scope : FindingScope(), properties: [:], related: r.related)
        }
        // The check's values first, then the context's, then the node's (no merged dictionary).
        // The context's names are taken out of the environment first: a closure holding the whole
        // environment copies it on every call.
        let host = env.hostID, theme = env.theme, viewport = env.viewport, typeScale = env.typeScale
        let value = { (name: String) -> String? in
            if let v = given[name] { return v }
            switch name {
            case "host": return host ?? ""
            case "theme": return theme ?? ""
            case "viewport": return viewport ?? ""
            case "typeScale": return typeScale ?? ""
            default: return Values.base(node, name)
            }
        }
        var message = active.rule.message.render(value)
        if let unverified = r.unverified { message += Finding.unverifiedMarker + unverified.dropFirst("unverified: ".count) + ")" }
        // Measured values only (ratios, sizes…): message helpers are not data. The few helpers are
        // taken out of a copy (a new dictionary of the rest, every key hashed into it again, cost more).
        var measured = given
        for key in given.keys where RuleEngine.helpers.contains(key) { measured[key] = nil }
        var scope = FindingScope()
        if scoped {
            scope = env.scope
            if let hosts = r.hosts { scope.hosts = hosts }
        }
        return Finding(ruleID: active.rule.id, severity: Self.severity(active, r), tags: active.rule.metadata.tags,
                       message: message, range: r.range ?? node.range, pointer: r.pointer ?? node.pointer,
                       scope: scope, properties: measured, related: r.related,
                       fix: active.rule.fix?.instantiate(value))
    }
}
