/// Merges findings of one card seen under several contexts into one finding per place,
/// listing every context it holds in. The first occurrence's message wins (callers order
/// contexts from the most to the least common).
public enum FindingMerger {
    public static func merge(_ findings: [Finding]) -> [Finding] {
        var merged: [Finding] = []
        var index: [Finding.MergeKey: Int] = [:]
        for f in findings {
            let k = f.mergeKey
            if let i = index[k] {
                merged[i].scope.formUnion(f.scope)
                if f.severity > merged[i].severity { merged[i].severity = f.severity }
            } else {
                index[k] = merged.count
                merged.append(f)
            }
        }
        return merged.sorted(by: ordered)
    }

    /// Deterministic order: position, then rule id, then message.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
