import CardlintModel

/// What a plan found on a card in one environment, kept so that an environment its checks cannot
/// tell apart (`RuleEngine.themeGroups`) notes the same failures without running the checks again.
public struct PlanResults: Sendable {
    let plan: RulePlan
    /// The card's root node (the results hold for this card only).
    let root: CardNode?
    /// Every failure, in the order the plan's pairs produced them.
    var failures: [(pair: Int, result: CheckResult)] = []

    /// Whether these are the results of `plan` on `card`.
    public func hold(for plan: RulePlan, on card: Card) -> Bool {
        root != nil && root === card.nodes.first && self.plan.sameAs(plan)
    }
}

extension RuleEngine {
    /// `evaluate(_:card:environment:into:)`, also returning what was found for `replay`.
    public func evaluateKeeping(_ plan: RulePlan, card: Card, environment: consuming RuleEnvironment,
                                into collector: inout FindingCollector) -> PlanResults {
        let contextID = collector.contextID(environment)
        let memo = collector.memo(for: card)
        let context = CheckContext(card: card, catalog: catalogBox, environment: consume environment, memo: memo)
        var kept = PlanResults(plan: plan, root: card.nodes.first)
        forEachResult(plan, context) { active, node, r, pair in
            kept.failures.append((pair, r))
            collector.add(rule: active.rule.id, severity: active.severity, range: r.range ?? node.range,
                          pointer: r.pointer ?? node.pointer, environment: context.environment, context: contextID) {
                finding(active, node, r, context.environment, scoped: false)
            }
        }
        return kept
    }

    /// Notes `results` (of the same plan on the same card, see `PlanResults.hold`) in `environment`,
    /// exactly as evaluating the plan there would.
    public func replay(_ results: PlanResults, card: Card, environment: RuleEnvironment, into collector: inout FindingCollector) {
        let contextID = collector.contextID(environment)
        _ = collector.memo(for: card)
        let plan = results.plan
        for (pair, r) in results.failures {
            let active = plan.rule(pair), node = card.nodes[plan.nodes[pair]]
            collector.add(rule: active.rule.id, severity: active.severity, range: r.range ?? node.range,
                          pointer: r.pointer ?? node.pointer, environment: environment, context: contextID) {
                finding(active, node, r, environment, scoped: false)
            }
        }
    }
}

extension RulePlan {
    /// The same pairs in the same order.
    func sameAs(_ other: RulePlan) -> Bool {
        nodes == other.nodes && rules.elementsEqual(other.rules) { $0.toOpaque() == $1.toOpaque() }
    }
}
