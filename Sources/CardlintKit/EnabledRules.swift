import CardlintReport
import CardlintRules

/// The rules a run reports (SARIF lists every enabled rule, not only those that fired): the
/// enabled rules of each reported file's linter, the first seen of an id winning.
public final class EnabledRules {
    let factory: LinterFactory
    /// The rule objects of each linter seen: they identify it (the factory hands out one linter per
    /// rule set). Only saves work: a linter taken for new adds no rule whose id was seen.
    private var seenLinters: [(engine: [ActiveRule], reader: [String: ActiveRule])] = []
    private var seenIDs: Set<String> = []
    private var rules: [RuleMetadata] = []

    public init(factory: LinterFactory) { self.factory = factory }

    /// The rules of the linter for `path` not seen before (usually none after the first file).
    public func add(path: String) -> [RuleMetadata] {
        guard let linter = try? factory.linter(for: path) else { return [] }
        // Compared in place: an array of identities was made and hashed for every file.
        let engine = linter.engine.rules, reader = linter.readerRules
        guard !seenLinters.contains(where: { Self.same($0.engine, engine) && Self.same($0.reader.values, reader.values) }) else { return [] }
        seenLinters.append((engine, reader))
        var new: [RuleMetadata] = []
        for r in linter.enabledRules where seenIDs.insert(r.id).inserted { new.append(r) }
        rules += new
        return new
    }

    /// Whether `a` and `b` hold the same rule objects in the same order.
    static func same(_ a: some Collection<ActiveRule>, _ b: some Collection<ActiveRule>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    /// Every rule seen, sorted by id. With no file reported, the rules a card in the working directory gets.
    public func all() -> [RuleMetadata] {
        if rules.isEmpty, seenLinters.isEmpty { _ = add(path: "./card.json") }
        // The ids sorted, not the rules: moving whole `RuleMetadata` values was most of the sort.
        let ids = rules.map(\.id)
        return ids.indices.sorted { ReportStream.precedes(ids[$0], ids[$1]) }.map { rules[$0] }
    }
}
