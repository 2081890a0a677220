import CardlintModel
import CardlintReading

/// Collects the findings of one card over many contexts (hosts, themes, viewports, type scales) and
/// merges "the same problem at the same place" (`Finding.MergeKey`) as it goes: a finding is built
/// (message rendered, values filtered) the first time its key is seen; later contexts only add
/// where it holds. The first occurrence's message wins, as with `FindingMerger`. Used by the one
/// thread that lints the card (it holds the card's memos, which are not locked): not `Sendable`.
public struct FindingCollector {
    public struct Entry: Sendable {
        public var finding: Finding
        /// The (viewport, type scale) contexts it was seen in, in the order they were evaluated,
        /// as indexes into `FindingCollector.contextNames`.
        public var layoutContexts: [Int]
    }

    public struct LayoutContextName: Hashable, Sendable {
        public var viewport: String
        public var typeScale: String
    }

    /// Entries by key (`Finding.MergeKey`, plus whether the finding rests on a host fact that is not
    /// firm, `CheckResult.unverified`: kept apart from the same finding on hosts where the fact is
    /// firm, which may be more severe).
    private var index: [Key: Int] = [:]

    struct Key: Hashable {
        var range: SourceRange, rule: String, pointer: String, unverified: Bool
    }
    public private(set) var entries: [Entry] = []
    /// Every (viewport, type scale) context seen, numbered in order of first appearance.
    public private(set) var contextNames: [LayoutContextName] = []
    private var contextNumbers: [LayoutContextName: Int] = [:]

    /// What checks remember per card, for each card seen (the source card and changed effective cards).
    private var memos: [CardMemo] = []

    public init() {}

    /// The memo of `card`, made when the card is new to the collector.
    mutating func memo(for card: Card) -> CardMemo? {
        guard let root = card.nodes.first else { return nil }
        if let known = memos.first(where: { $0.root === root }) { return known }
        memos.append(CardMemo(card))
        return memos.last
    }

    /// The number of the layout context of `env` (nil outside layout contexts).
    mutating func contextID(_ env: RuleEnvironment) -> Int? {
        guard let v = env.viewport, let t = env.typeScale else { return nil }
        let name = LayoutContextName(viewport: v, typeScale: t)
        if let known = contextNumbers[name] { return known }
        contextNames.append(name)
        contextNumbers[name] = contextNames.count - 1
        return contextNames.count - 1
    }

    /// Records a finding of `rule` at `range`/`pointer` seen in `environment` (layout context
    /// `context`, from `contextID`); `make` builds it only when the key is new.
    mutating func add(rule: String, severity: Severity, range: SourceRange, pointer: String, unverified: Bool = false,
                      environment env: RuleEnvironment, context: Int?, make: () -> Finding) {
        let key = Key(range: range, rule: rule, pointer: pointer, unverified: unverified)
        if let i = index[key] {
            entries[i].note(env, context)
            if severity > entries[i].finding.severity { entries[i].finding.severity = severity }
            return
        }
        index[key] = entries.count
        entries.append(Entry(finding: make(), layoutContexts: []))
        entries[entries.count - 1].start(env, context)
    }

    /// The merged findings, each scope's lists sorted, in collection order.
    public func findings() -> [Finding] { entries.map(\.sortedFinding) }

    /// Applies `transform` to every entry (e.g. to append a summary of where it holds).
    public mutating func update(_ transform: (inout Entry) -> Void) {
        for i in entries.indices { transform(&entries[i]) }
    }
}

extension FindingCollector.Entry {
    /// A new entry's scope: only `env` and `context`.
    mutating func start(_ env: RuleEnvironment, _ context: Int?) {
        finding.scope = FindingScope()
        note(env, context)
    }

    /// Adds `env`'s names to the scope and `context` (`FindingCollector.contextID(env)`) to the
    /// layout contexts.
    mutating func note(_ env: RuleEnvironment, _ context: Int?) {
        func add(_ list: inout [String], _ value: String?) {
            if let value, !list.contains(value) { list.append(value) }
        }
        add(&finding.scope.hosts, env.hostID)
        add(&finding.scope.themes, env.theme)
        if let c = context, !layoutContexts.contains(c) { layoutContexts.append(c) }
        add(&finding.scope.viewports, env.viewport)
        add(&finding.scope.typeScales, env.typeScale)
    }

    var sortedFinding: Finding {
        var f = finding
        f.scope.hosts.sort(); f.scope.themes.sort(); f.scope.viewports.sort(); f.scope.typeScales.sort()
        return f
    }
}
