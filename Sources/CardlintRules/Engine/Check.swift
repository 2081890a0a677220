import CardlintLayout
import CardlintModel

/// A rule's check: one function, or `all-of` / `any-of` / `not` of checks.
public indirect enum Check: Sendable {
    case function(any CheckFunction)
    case allOf([Check])
    case anyOf([Check])
    case not(Check)

    /// Failures for the node; empty = the check passes.
    public func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        switch self {
        case .function(let f):
            return f.evaluate(node, in: context)
        case .allOf(let checks):
            // Fails when any part fails; reports every failing part.
            return checks.flatMap { $0.evaluate(node, in: context) }
        case .anyOf(let checks):
            // Fails only when every alternative fails; reports the first alternative's failures.
            var first: [CheckResult]?
            for c in checks {
                let r = c.evaluate(node, in: context)
                if r.isEmpty { return [] }
                if first == nil { first = r }
            }
            return first ?? []
        case .not(let inner):
            return inner.evaluate(node, in: context).isEmpty ? [CheckResult()] : []
        }
    }

    /// The widest context any function in the check needs.
    public var needs: ContextNeed {
        switch self {
        case .function(let f): type(of: f).needs
        case .allOf(let cs), .anyOf(let cs): cs.map(\.needs).max() ?? .card
        case .not(let c): c.needs
        }
    }

    /// Layout flags one of which a node's box must have for the check to fail (nil: no precondition).
    /// `all-of` fails when a part fails, so it needs the union; `any-of` and `not` have none.
    public var layoutFlags: LayoutFlags? {
        switch self {
        case .function(let f): type(of: f).layoutFlags
        case .allOf(let cs):
            cs.reduce(LayoutFlags?.some([])) { acc, c in
                guard let a = acc, let b = c.layoutFlags else { return nil }
                return a.union(b)
            }
        case .anyOf, .not: nil
        }
    }

    /// Placeholders its functions fill.
    public var exposes: Set<String> {
        switch self {
        case .function(let f): Set(type(of: f).exposes)
        case .allOf(let cs), .anyOf(let cs): cs.reduce(into: Set<String>()) { $0.formUnion($1.exposes) }
        case .not(let c): c.exposes
        }
    }

    /// Names of the functions it uses.
    public var functionNames: [String] {
        switch self {
        case .function(let f): [type(of: f).name]
        case .allOf(let cs), .anyOf(let cs): cs.flatMap(\.functionNames)
        case .not(let c): c.functionNames
        }
    }
}
