import CardlintModel
import CardlintReading

/// Collects the findings of one card over many contexts (hosts, themes, viewports, type scales) and
/// merges "the same problem at the same place" (`Finding.MergeKey`) as it goes: a finding is built
/// (message rendered, values filtered) the first time its key is seen; later contexts only add
/// where it holds. The first occurrence's message wins, as with `FindingMerger`.
public struct FindingCollector: Sendable {
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

    /// Entries by range; the few at one range are told apart by rule and pointer (`Finding.MergeKey`
    /// without hashing strings for every occurrence).
    private var index: [SourceRange: [(rule: String, pointer: String, entry: Int)]] = [:]
    public private(set) var entries: [Entry] = []
    /// Every (viewport, type scale) context seen, numbered in order of first appearance.
    public private(set) var contextNames: [LayoutContextName] = []

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
        // A few dozen contexts at most, named by the same strings every time: a scan beats hashing.
        if let id = contextNames.firstIndex(where: { $0.viewport == v && $0.typeScale == t }) { return id }
        contextNames.append(LayoutContextName(viewport: v, typeScale: t))
        return contextNames.count - 1
    }

    /// Records a finding of `rule` at `range`/`pointer` seen in `environment` (layout context
    /// `context`, from `contextID`); `make` builds it only when the key is new.
    mutating func add(rule: String, severity: Severity, range: SourceRange, pointer: String,
                      environment env: RuleEnvironment, context: Int?, make: () -> Finding) {
        if let i = index[range]?.first(where: { $0.rule == rule && $0.pointer == pointer })?.entry {
            entries[i].note(env, context)
            if severity > entries[i].finding.severity { entries[i].finding.severity = severity }
            return
        }
        index[range, default: []].append((rule, pointer, entries.count))
        var entry = Entry(finding: make(), layoutContexts: [])
        entry.finding.scope = FindingScope()
        if context != nil {
            // Seen in layout contexts: room for the usual number of them up front, not one growth step each.
            entry.layoutContexts.reserveCapacity(16)
            entry.finding.scope.viewports.reserveCapacity(4)
            entry.finding.scope.typeScales.reserveCapacity(8)
        }
        entry.note(env, context)
        entries.append(entry)
    }

    /// The merged findings, each scope's lists sorted, in collection order.
    public func findings() -> [Finding] { entries.map(\.sortedFinding) }

    /// Applies `transform` to every entry (e.g. to append a summary of where it holds).
    public mutating func update(_ transform: (inout Entry) -> Void) {
        for i in entries.indices { transform(&entries[i]) }
    }
}

extension FindingCollector.Entry {
    mutating func note(_ env: RuleEnvironment, _ context: Int?) {
        func add(_ list: inout [String], _ value: String?) {
            if let value, !list.contains(value) { list.append(value) }
        }
        add(&finding.scope.hosts, env.hostID)
        add(&finding.scope.themes, env.theme)
        add(&finding.scope.viewports, env.viewport)
        add(&finding.scope.typeScales, env.typeScale)
        if let c = context, !layoutContexts.contains(c) { layoutContexts.append(c) }
    }

    var sortedFinding: Finding {
        var f = finding
        f.scope.hosts.sort(); f.scope.themes.sort(); f.scope.viewports.sort(); f.scope.typeScales.sort()
        return f
    }
}
