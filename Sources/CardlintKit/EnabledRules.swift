import CardlintReport
import CardlintRules

/// The rules a run reports (SARIF lists every enabled rule, not only those that fired): the
/// enabled rules of each reported file's linter, the first seen of an id winning.
public final class EnabledRules {
    let factory: LinterFactory
    private var seenLinters: Set<[ObjectIdentifier]> = []
    private var seenIDs: Set<String> = []
    private var rules: [RuleMetadata] = []

    public init(factory: LinterFactory) { self.factory = factory }

    /// The rules of the linter for `path` not seen before (usually none after the first file).
    public func add(path: String) -> [RuleMetadata] {
        guard let linter = try? factory.linter(for: path) else { return [] }
        // A linter's rule objects identify it: the factory hands out one linter per rule set.
        let identity = linter.engine.rules.map(ObjectIdentifier.init) + linter.readerRules.values.map(ObjectIdentifier.init)
        guard seenLinters.insert(identity).inserted else { return [] }
        var new: [RuleMetadata] = []
        for r in linter.enabledRules where seenIDs.insert(r.id).inserted { new.append(r) }
        rules += new
        return new
    }

    /// Every rule seen, sorted by id. With no file reported, the rules a card in the working directory gets.
    public func all() -> [RuleMetadata] {
        if rules.isEmpty, seenLinters.isEmpty { _ = add(path: "./card.json") }
        // The ids sorted, not the rules: moving whole `RuleMetadata` values was most of the sort.
        let ids = rules.map(\.id)
        return ids.indices.sorted { ReportStream.precedes(ids[$0], ids[$1]) }.map { rules[$0] }
    }
}
