import CardlintLayout
import CardlintModel
import CardlintReading

/// What a check function needs from the rendering context. The engine runs a rule once per
/// distinct context its function needs, and merges identical findings across contexts.
public enum ContextNeed: Int, Sendable, Comparable {
    /// Only the card: runs once per card (per data set).
    case card
    /// The host profile (effective card, host support): once per host.
    case host
    /// The host's theme (HostConfig colours): once per host × theme.
    case theme
    /// The layout: once per host × viewport × type scale.
    case layout
    public static func < (a: ContextNeed, b: ContextNeed) -> Bool { a.rawValue < b.rawValue }
}

/// One failure found by a check: where it is and the values the message can use.
public struct CheckResult: Sendable, Hashable {
    /// Range of the offending part; nil = the node itself.
    public var range: SourceRange?
    /// Pointer of the offending part; nil = the node's pointer.
    public var pointer: String?
    /// Values for the message template (`{{ratio}}`, `{{required}}`, …).
    public var values: [String: String] {
        get { describe?() ?? given }
        set { given = newValue; describe = nil }
    }
    public var related: [RelatedLocation]
    /// Set when the check could not decide (a regular expression ran out of its step limit): the
    /// result is reported as a note with this message instead of the rule's finding.
    public var undecided: String?
    /// The most severe the finding may be: a check whose result rests on a fact that is not
    /// certain (a host's disputed maximum version) reports at most a warning, whatever the rule says.
    public var atMost: Severity?
    /// Set when the result rests on a host fact that is inferred or disputed (`HostEvidence.uncertainty`,
    /// "unverified: …"): the finding is at most a note and its message ends with this text.
    public var unverified: String?
    /// On the card as written: the hosts the finding holds on when not all checked hosts (a value
    /// only some hosts accept, `HostForms`); nil: the environment's scope.
    public var hosts: [String]?
    private var given: [String: String]
    /// Makes `values` when asked: a finding seen in many layout contexts is built from its first
    /// occurrence only, so later ones need not format their message values.
    private var describe: (@Sendable () -> [String: String])?

    public init(range: SourceRange? = nil, pointer: String? = nil, values: [String: String] = [:], related: [RelatedLocation] = []) {
        self.range = range; self.pointer = pointer; self.given = values; self.related = related
    }

    /// A result whose values are made only if a finding is built from it.
    init(range: SourceRange? = nil, pointer: String? = nil, related: [RelatedLocation] = [],
         values describe: @escaping @Sendable () -> [String: String]) {
        self.range = range; self.pointer = pointer; self.given = [:]; self.related = related; self.describe = describe
    }

    public static func == (a: CheckResult, b: CheckResult) -> Bool {
        a.range == b.range && a.pointer == b.pointer && a.related == b.related && a.undecided == b.undecided && a.values == b.values
            && a.unverified == b.unverified && a.hosts == b.hosts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(range); hasher.combine(pointer); hasher.combine(related); hasher.combine(undecided); hasher.combine(values); hasher.combine(unverified)
    }
}

/// Everything a check function may look at. Not `Sendable`: it holds the card's memo, which only
/// the thread that lints the card uses.
public struct CheckContext {
    public let card: Card
    /// The catalog, read in place from a box the engine made once: a context is made per card and
    /// environment, and copying the catalog's tables into it cost a reference count each.
    public var catalog: Catalog { _read { yield catalogBox.catalog } }
    let catalogBox: CatalogBox
    /// The rendering context this evaluation stands for (host, theme, viewport, type scale).
    public let environment: RuleEnvironment
    /// What checks remember about `card` across contexts (nil: nothing is remembered).
    let memo: CardMemo?

    public init(card: Card, catalog: Catalog, environment: RuleEnvironment = RuleEnvironment()) {
        self.init(card: card, catalog: CatalogBox(catalog), environment: environment, memo: nil)
    }

    init(card: Card, catalog: Catalog, environment: RuleEnvironment, memo: CardMemo?) {
        self.init(card: card, catalog: CatalogBox(catalog), environment: environment, memo: memo)
    }

    init(card: Card, catalog: CatalogBox, environment: RuleEnvironment, memo: CardMemo?) {
        self.card = card; self.catalogBox = catalog; self.environment = environment; self.memo = memo
    }
}

/// A catalog shared by reference (one per engine), so a check context holds it with one reference.
final class CatalogBox: Sendable {
    let catalog: Catalog
    init(_ catalog: Catalog) { self.catalog = catalog }
}

/// A check function: Swift code with typed options, named in YAML rules by `name`.
///
/// Contract: options are validated in `init` (errors carry `file:line:col`); `evaluate` never
/// throws on card data and adds one `CheckResult` per failure to the list the engine hands it (none
/// = pass): a check called for most nodes of every card, nearly all of which pass, returns no array
/// for the engine to release per node.
public protocol CheckFunction: Sendable {
    static var name: String { get }
    /// One line for `cardlint explain` and the docs.
    static var summary: String { get }
    /// Option names it accepts (for did-you-mean and docs).
    static var optionNames: [String] { get }
    /// Message placeholders it fills besides the built-in ones.
    static var exposes: [String] { get }
    static var needs: ContextNeed { get }
    /// For layout checks: the check can only fail on a node whose layout box has one of these flags
    /// (nil: no such precondition). The engine skips the call for other nodes.
    static var layoutFlags: LayoutFlags? { get }
    /// The check can only fail where fallback changes something on the host (it passes on every
    /// node when `RuleEnvironment.fallbackChanges` is empty). The engine leaves it out of host
    /// passes over cards that a host renders unchanged.
    static var needsFallbackChanges: Bool { get }
    init(options: OptionReader) throws(RuleError)
    /// Adds the node's failures to `results` (in order; what `results` held before is left alone).
    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult])
    /// `evaluate` as a closure (see the extension). A requirement, so each function's witness is
    /// compiled for its own type and the engine's call per node goes straight to its `evaluate`.
    var runner: CheckRunner { get }
}

/// A check as the engine calls it for every (node, rule) pair: the failures are added to `results`.
public typealias CheckRunner = @Sendable (CardNode, CheckContext, inout [CheckResult]) -> Void

extension CheckFunction {
    public static var exposes: [String] { [] }
    public static var needs: ContextNeed { .card }
    public static var layoutFlags: LayoutFlags? { nil }
    public static var needsFallbackChanges: Bool { false }

    /// The node's failures on their own (empty = the check passes).
    public func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        var results: [CheckResult] = []
        evaluate(node, in: context, into: &results)
        return results
    }

    /// `evaluate` as a closure over the concrete function, so the engine calls it for every node
    /// without opening (and copying) an existential.
    public var runner: CheckRunner { { self.evaluate($0, in: $1, into: &$2) } }
}
