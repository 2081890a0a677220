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

    /// Each entry's key (`Finding.MergeKey` without hashing strings for every occurrence), in entry order.
    private var keys: [Key] = []
    /// Entries by range, once there are more than `scanLimit` (a card has a handful: up to the
    /// limit, keys are found by a scan, not by hashing).
    private var index: [SourceRange: [Int]] = [:]
    private let scanLimit: Int
    static let scanLimit = 32

    struct Key {
        var range: SourceRange, rule: String, pointer: String
        /// Whether the finding rests on a host fact that is not firm (`CheckResult.unverified`): kept
        /// apart from the same finding on hosts where the fact is firm, which may be more severe.
        var unverified = false
    }
    public private(set) var entries: [Entry] = []
    /// Every (viewport, type scale) context seen, numbered in order of first appearance.
    public private(set) var contextNames: [LayoutContextName] = []

    /// What checks remember per card, for each card seen (the source card and changed effective cards).
    private var memos: [CardMemo] = []

    public init() { self.init(scanUpTo: Self.scanLimit) }

    /// A collector that finds keys by a scan while it has at most `limit` entries (tests compare limits).
    init(scanUpTo limit: Int) { scanLimit = limit }

    /// The memo of `card`, made when the card is new to the collector.
    mutating func memo(for card: Card) -> CardMemo? {
        guard let root = card.nodes.first else { return nil }
        if let known = memos.first(where: { $0.root === root }) { return known }
        memos.append(CardMemo(card))
        return memos.last
    }

    /// The viewports seen, each context's viewport (an index into them), and the one used last.
    private var viewports: [String] = []
    private var contextViewports: [Int] = []
    private var lastViewport = -1

    /// The number of the layout context of `env` (nil outside layout contexts).
    mutating func contextID(_ env: RuleEnvironment) -> Int? {
        guard let v = env.viewport, let t = env.typeScale else { return nil }
        // Contexts come viewport by viewport, and most are new to the card: a context is looked
        // for among those of its viewport (the one used last, else found among the few seen), so
        // a new one is not compared with every other by name.
        var g = lastViewport
        if g < 0 || viewports[g] != v {
            if let known = viewports.firstIndex(of: v) {
                g = known
            } else {
                if viewports.isEmpty {
                    // Room for the usual number up front, not one growth step each.
                    viewports.reserveCapacity(16); contextNames.reserveCapacity(64); contextViewports.reserveCapacity(64)
                }
                viewports.append(v)
                g = viewports.count - 1
            }
            lastViewport = g
        }
        for id in contextViewports.indices where contextViewports[id] == g && contextNames[id].typeScale == t { return id }
        contextNames.append(LayoutContextName(viewport: v, typeScale: t))
        contextViewports.append(g)
        return contextNames.count - 1
    }

    /// Records a finding of `rule` at `range`/`pointer` seen in `environment` (layout context
    /// `context`, from `contextID`); `make` builds it only when the key is new.
    mutating func add(rule: String, severity: Severity, range: SourceRange, pointer: String, unverified: Bool = false,
                      environment env: RuleEnvironment, context: Int?, make: () -> Finding) {
        if let i = entryIndex(rule: rule, range: range, pointer: pointer, unverified: unverified) {
            entries[i].note(env, context)
            if severity > entries[i].finding.severity { entries[i].finding.severity = severity }
            return
        }
        keys.append(Key(range: range, rule: rule, pointer: pointer, unverified: unverified))
        if keys.count > scanLimit {
            if keys.count == scanLimit + 1 {
                for k in keys.indices { index[keys[k].range, default: []].append(k) }
            } else {
                index[range, default: []].append(keys.count - 1)
            }
        }
        // Made in place in the list (not built aside and copied in).
        entries.append(Entry(finding: make(), layoutContexts: []))
        entries[entries.count - 1].start(env, context)
    }

    /// The entry with the key (rule, range, pointer), if any. The keys compared are counted
    /// (`WorkMeter`): a scan of every key, past the limit, makes many findings quadratic.
    private func entryIndex(rule: String, range: SourceRange, pointer: String, unverified: Bool) -> Int? {
        guard keys.count > scanLimit else {
            WorkMeter.add(keys.count)
            return keys.firstIndex { $0.range == range && $0.rule == rule && $0.pointer == pointer && $0.unverified == unverified }
        }
        guard let bucket = index[range] else { return nil }
        WorkMeter.add(bucket.count)
        return bucket.first { keys[$0].rule == rule && keys[$0].pointer == pointer && keys[$0].unverified == unverified }
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
        if context != nil {
            // Seen in layout contexts: room for the usual number of them up front, not one growth step each.
            layoutContexts.reserveCapacity(16)
            finding.scope.viewports.reserveCapacity(4)
            finding.scope.typeScales.reserveCapacity(8)
        }
        note(env, context)
    }

    /// Adds `env`'s names to the scope and `context` (`FindingCollector.contextID(env)`) to the
    /// layout contexts.
    mutating func note(_ env: RuleEnvironment, _ context: Int?) {
        func add(_ list: inout [String], _ value: String?) {
            // The name noted last is the likeliest (the same host in context after context).
            if let value, list.last != value, !list.contains(value) { list.append(value) }
        }
        add(&finding.scope.hosts, env.hostID)
        add(&finding.scope.themes, env.theme)
        if let c = context {
            // A context noted before has its viewport and type scale in the lists already.
            if layoutContexts.last == c || layoutContexts.contains(c) { return }
            layoutContexts.append(c)
        }
        add(&finding.scope.viewports, env.viewport)
        add(&finding.scope.typeScales, env.typeScale)
    }

    var sortedFinding: Finding {
        var f = finding
        f.scope.hosts.sort(); f.scope.themes.sort(); f.scope.viewports.sort(); f.scope.typeScales.sort()
        return f
    }
}
