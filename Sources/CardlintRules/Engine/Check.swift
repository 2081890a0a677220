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
        case .function(let f): f.evaluate(node, in: context)
        case .allOf(let checks): Check.allOf(checks) { $0.evaluate(node, in: context) }
        case .anyOf(let checks): Check.anyOf(checks) { $0.evaluate(node, in: context) }
        case .not(let inner): Check.not(inner.evaluate(node, in: context))
        }
    }

    /// The check as one closure over its functions (what `ActiveRule` calls for every node: no
    /// existential is opened or copied per call).
    var runner: CheckRunner {
        switch self {
        case .function(let f): return f.runner
        case .allOf(let checks):
            let parts = checks.map(\.runner)
            // Every part's failures, in order (`allOf`).
            return { node, context, results in for p in parts { p(node, context, &results) } }
        case .anyOf(let checks):
            let parts = checks.map(\.runner)
            return { node, context, results in results += Check.anyOf(parts) { Check.failures($0, node, context) } }
        case .not(let inner):
            let part = inner.runner
            return { node, context, results in results += Check.not(Check.failures(part, node, context)) }
        }
    }

    /// The failures `runner` finds on its own.
    static func failures(_ runner: CheckRunner, _ node: CardNode, _ context: CheckContext) -> [CheckResult] {
        var found: [CheckResult] = []
        runner(node, context, &found)
        return found
    }

    /// Fails when any part fails; reports every failing part.
    static func allOf<Part>(_ parts: [Part], _ evaluate: (Part) -> [CheckResult]) -> [CheckResult] { parts.flatMap(evaluate) }

    /// Fails only when every alternative fails; reports the first alternative's failures.
    static func anyOf<Part>(_ parts: [Part], _ evaluate: (Part) -> [CheckResult]) -> [CheckResult] {
        var first: [CheckResult]?
        for p in parts {
            let r = evaluate(p)
            if r.isEmpty { return [] }
            if first == nil { first = r }
        }
        return first ?? []
    }

    static func not(_ inner: [CheckResult]) -> [CheckResult] { inner.isEmpty ? [CheckResult()] : [] }

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

    /// Whether the check can only fail where fallback changes something (`CheckFunction.needsFallbackChanges`):
    /// `all-of` fails when any part fails, so every part must need changes; `any-of` fails only when
    /// every alternative fails, so one part that needs them is enough; `not` fails when its part passes.
    public var needsFallbackChanges: Bool {
        switch self {
        case .function(let f): type(of: f).needsFallbackChanges
        case .allOf(let cs): !cs.isEmpty && cs.allSatisfy(\.needsFallbackChanges)
        case .anyOf(let cs): cs.contains(where: \.needsFallbackChanges)
        case .not: false
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
