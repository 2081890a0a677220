import CardlintModel
import CardlintReading
import CardlintRules

extension Linter {
    /// The `json-comment` finding of a file whose cards hold comments, its severity decided by the
    /// hosts the cards are checked on (their audience, else the run's hosts) and their
    /// `json-comments` fact: an error when any of them takes cards as JSON (no fact, or `rejected`:
    /// none is known to skip comments); when all of them skip comments, at most a warning naming
    /// them, a note ("unverified: …") when that rests on a fact that is not firm. `origin`: where the file is
    /// (audience inference reads its folders).
    func commentFinding(_ d: ReadingDiagnostic, cards: [(JSONValue, ContainerKind)], origin: CardOrigin) -> Finding? {
        var checked: [HostProfile] = []
        if cards.isEmpty { checked = runHosts }
        for (value, kind) in cards {
            let audience = inferredAudience(CardBuilder.build(value, catalog: resources.catalog), container: kind, origin: origin)
            for i in hosts.indices where visits(i, audience) && !checked.contains(where: { $0.id == hosts[i].profile.id }) {
                checked.append(hosts[i].profile)
            }
        }
        let strict = checked.filter { $0.jsonComments != true }.map(\.id)
        let accepting = checked.filter { $0.jsonComments == true }
        let skip = accepting.map(\.id).joined(separator: ", ") + (accepting.count == 1 ? " skips comments" : " skip comments")
        guard strict.isEmpty, !accepting.isEmpty else {
            let one = strict.count == 1
            let readers = strict.isEmpty ? "" : "; \(strict.joined(separator: ", ")) take\(one ? "s" : "") cards as JSON (\(one ? "it is not" : "none is") known to skip comments), so a strict reader rejects the card"
            return readerFinding(d.id, d.message + readers + (accepting.isEmpty ? "" : " (\(skip))") + "; remove the comment", d.range)
        }
        let evidence = accepting.reduce(nil as HostEvidence?) { HostEvidence.weakest($0, $1.evidence("json-comments")) }
        let message = d.message + ", but the card is read only by hosts whose reader skips them: \(skip); JSON tools and other hosts reject it"
        guard let evidence, !evidence.isFirm else { return readerFinding(d.id, message, d.range, diagnosed: .warning) }
        return readerFinding(d.id, message + " (\(evidence.uncertainty ?? ""))", d.range, diagnosed: .note)
    }
}
