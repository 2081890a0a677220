/// Merges findings of one card seen under several contexts into one finding per place,
/// listing every context it holds in. The first occurrence's message wins (callers order
/// contexts from the most to the least common). A finding that rests on an unverified host fact
/// (a note ending "(unverified: …)") is dropped where the same finding holds firmly on other hosts:
/// the firm one says what to fix, and the note would repeat it.
public enum FindingMerger {
    public static func merge(_ findings: [Finding]) -> [Finding] {
        // Each finding's key once (its message is searched for the unverified marker to make it).
        let keys = findings.map(\.mergeKey)
        // The firm keys are looked up only for an unverified finding: made only when there is one.
        let firm = keys.contains(where: \.unverified) ? Set(keys.lazy.filter { !$0.unverified }) : []
        var merged: [Finding] = []
        merged.reserveCapacity(findings.count)
        var index: [Finding.MergeKey: Int] = [:]
        index.reserveCapacity(findings.count)   // sized once, not rehashed while it grows
        // Findings read in place (a pair of each finding and its key was copied out per step).
        for n in findings.indices {
            let k = keys[n]
            if k.unverified, !firm.isEmpty {
                var same = k
                same.unverified = false
                if firm.contains(same) { continue }
            }
            if let i = index[k] {
                merged[i].scope.formUnion(findings[n].scope)
                if findings[n].severity > merged[i].severity { merged[i].severity = findings[n].severity }
            } else {
                index[k] = merged.count
                merged.append(findings[n])
            }
        }
        // Usually in order already (the passes report in source order): looked at before sorting.
        // The sort is stable, so skipping it where nothing is out of order changes nothing.
        if merged.indices.dropFirst().contains(where: { ordered(merged[$0], merged[$0 - 1]) }) {
            merged.sort(by: ordered)
        }
        return merged
    }

    /// Deterministic order: position, then rule id, then message.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
