import CardlintModel

/// The (node, rule) pairs of one pass over one card, from `RuleEngine.plan`, in one array (the
/// layout pass walks them once per context and skips most pairs on their flags alone).
public struct RulePlan: Sendable {
    /// A rule is named by its index in the engine's `rules`, not held: making, walking and
    /// dropping a plan of ten thousand pairs counts no references.
    struct Pair: Sendable {
        let node: Int
        /// 0 when the check has no layout-box precondition, else `hasPrecondition` plus the
        /// `LayoutFlags` bits one of which the node's box must have; and `undecided` when a `matches`
        /// condition of the selector ran out of steps on the node (a note instead of the check).
        let wanted: UInt32
        let rule: Int32
    }
    private(set) var pairs: [Pair] = []
    static let hasPrecondition: UInt32 = 1 << 16
    static let undecided: UInt32 = 1 << 17
    /// The `LayoutFlags` part of a `wanted` entry.
    static let flagBits: UInt32 = 0xFFFF

    public var isEmpty: Bool { pairs.isEmpty }

    mutating func reserve(_ pairs: Int) { self.pairs.reserveCapacity(pairs) }

    mutating func append(node: Int, rule: Int, wanted: UInt32) {
        pairs.append(Pair(node: node, wanted: wanted, rule: Int32(truncatingIfNeeded: rule)))
    }
}

/// What `RuleEngine.plan` needs of a rule that is a candidate for a catalog type, copied out of the
/// rule once when the engine is built: most candidates are decided from it alone, without touching
/// (and counting a reference to) the rule.
struct PlanCandidate: Sendable {
    /// The rule's index in the engine's `rules`.
    let rule: Int32
    /// The plan's `wanted` entry for the rule (`ActiveRule.precondition`).
    let precondition: UInt32
    /// `ActiveRule.unconditional`, `includeFallback` and `needsFallbackChanges`.
    let unconditional: Bool, includeFallback: Bool, needsFallbackChanges: Bool
}

extension PlanCandidate {
    /// The plan's `wanted` entry for `node` (matched by type), nil when the rule does not look at it:
    /// a fallback alternative only with `include-fallback`; an unconditional rule's `precondition`
    /// without touching the rule; else what the rule's conditions say (`ActiveRule.conditionsHold`,
    /// with `applicable[rule]`, whether its `when` holds for the plan's card and host).
    @inline(__always)
    func wanted(on node: CardNode, _ rules: [ActiveRule], _ applicable: [Bool]) -> UInt32? {
        if node.inFallback, !includeFallback { return nil }
        if unconditional { return precondition }
        return rules[Int(rule)].conditionsHold(on: node, applicable: applicable[Int(rule)])
    }
}
