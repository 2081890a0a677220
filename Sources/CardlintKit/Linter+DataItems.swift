import CardlintRules

/// One finding per template place: content repeated by a `$data` array, or injected whole from the
/// data (`"pages": "${pages}"`), lands on the template's binding once per item or value, so the
/// findings of one rule at one template place, in one data set, are merged into the worst one
/// (`isWorse`), saying in how many items (or places of the injected data) it holds. JSON and SARIF
/// keep the items in the `dataItems` property (1-based, comma-separated) and the places in
/// `dataPointers` (JSON Pointers of the expanded card, space-separated).
enum DataItemMerge {
    struct Key: Hashable { var rule: String, start: Int, end: Int, dataSet: String? }

    /// `findings` with a `dataItem`, merged per key; `itemCounts` gives each finding's `$data` length.
    static func merge(_ findings: [(finding: Finding, itemCount: Int)]) -> [Finding] {
        var groups: [Key: [(finding: Finding, itemCount: Int)]] = [:]
        var order: [Key] = []
        var out: [Finding] = []
        for entry in findings {
            let f = entry.finding
            let key = Key(rule: f.ruleID, start: f.range.start, end: f.range.end, dataSet: f.scope.dataSet)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        for key in order {
            guard let group = groups[key] else { continue }
            let items = Set(group.compactMap(\.finding.scope.dataItem)).sorted()
            var pointers: [String] = []
            for e in group where !pointers.contains(e.finding.pointer) { pointers.append(e.finding.pointer) }
            guard items.count > 1 || pointers.count > 1 else { out += group.map(\.finding); continue }
            var worst = group[0].finding
            for e in group.dropFirst() where isWorse(e.finding, than: worst) { worst = e.finding }
            for e in group { worst.scope.formUnion(e.finding.scope) }
            if items.count > 1 {
                let total = max(items.count, group.map(\.itemCount).max() ?? 0)
                worst.appendToMessage(" (in \(items.count) of \(total) items; quoted: item \(worst.scope.dataItem ?? 0))")
                worst.properties["dataItems"] = items.map(String.init).joined(separator: ",")
            } else {
                worst.appendToMessage(" (at \(pointers.count) places of the data it fills in; quoted: \(worst.pointer))")
                worst.properties["dataPointers"] = pointers.joined(separator: " ")
            }
            out.append(worst)
        }
        return out
    }

    /// Higher severity, then the lower contrast `ratio`. Layout measures (`needed`, `hidden`) are
    /// not compared: each item's message is measured in the first context where it holds, which
    /// differs between items. Otherwise the earliest item is quoted.
    static func isWorse(_ a: Finding, than b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        if let x = a.properties["ratio"].flatMap(Double.init), let y = b.properties["ratio"].flatMap(Double.init), x != y { return x < y }
        return false
    }
}
