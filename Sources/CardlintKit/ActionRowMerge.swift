import CardlintReport
import CardlintRules

/// One finding per cause: an action row wider than the card is one problem, whatever it does to the
/// buttons. Hosts that scroll the row sideways give `actions-scroll` on each button past the edge;
/// hosts that shrink the buttons cut their titles (`text-truncated` on each). Those findings of one
/// row become one, owned by `actions-scroll` (the row's width is the cause) when a host scrolls it,
/// else by `text-truncated`; its message names every button affected and how, and each original
/// finding stays as a related location.
enum ActionRowMerge {
    static let scroll = "actions-scroll", truncated = "text-truncated"

    static func merge(_ findings: [Finding]) -> [Finding] {
        struct Row: Hashable { var pointer: String; var dataItem: Int? }
        var rows: [Row: [Int]] = [:]
        for (i, f) in findings.enumerated() where f.ruleID == scroll || f.ruleID == truncated {
            guard let row = rowPointer(f.pointer) else { continue }
            rows[Row(pointer: row, dataItem: f.scope.dataItem), default: []].append(i)
        }
        var replaced: [Int: Finding] = [:]
        var dropped = Set<Int>()
        for indices in rows.values where indices.count > 1 {
            let group = indices.map { findings[$0] }.sorted { $0.range.start < $1.range.start }
            guard let first = indices.min(), let merged = combine(group) else { continue }
            replaced[first] = merged
            dropped.formUnion(indices.filter { $0 != first })
        }
        guard !replaced.isEmpty else { return findings }
        return findings.indices.compactMap { i in dropped.contains(i) ? nil : (replaced[i] ?? findings[i]) }
    }

    /// `/actions` for `/actions/2`, `/body/1/actions` for `/body/1/actions/0` (an action of a row).
    static func rowPointer(_ p: String) -> String? {
        guard let slash = p.lastIndex(of: "/"), p[p.index(after: slash)...].allSatisfy(\.isNumber),
              p.index(after: slash) < p.endIndex else { return nil }
        let row = p[..<slash]
        return row.hasSuffix("/actions") ? String(row) : nil
    }

    static func combine(_ group: [Finding]) -> Finding? {
        let scrolls = group.filter { $0.ruleID == scroll }
        let cut = group.filter { $0.ruleID == truncated }
        guard var owner = (scrolls.first ?? cut.first) else { return nil }
        var parts: [String] = []
        if !scrolls.isEmpty {
            parts.append("\(hosts(scrolls))the row has to be scrolled sideways to reach \(list(scrolls.map { quote($0.properties["title"]) }))")
        }
        if !cut.isEmpty {
            let titles = cut.map { f in quote(f.properties["text"]) + (f.properties["hidden"].map { " (\($0) characters hidden)" } ?? "") }
            parts.append("\(hosts(cut))the button\(cut.count == 1 ? "" : "s") shrink and cut \(cut.count == 1 ? "its title" : "the titles of") \(list(titles)) with an ellipsis")
        }
        owner.message = "the action row is wider than the card: " + parts.joined(separator: "; ")
        owner.range = group.min { $0.range.start < $1.range.start }?.range ?? owner.range
        owner.pointer = group.min { $0.range.start < $1.range.start }?.pointer ?? owner.pointer
        owner.severity = group.map(\.severity).max() ?? owner.severity
        owner.tags = Array(Set(group.flatMap(\.tags))).sorted()
        for f in group { owner.scope.formUnion(f.scope) }
        owner.properties = ["affects": group.compactMap { $0.properties["title"] ?? $0.properties["text"] }.uniqued().joined(separator: "; ")]
        // Each place's own finding as people read it (with where it begins); the row's message says
        // what the row does, so the owner's own onset goes.
        owner.related = group.map { RelatedLocation(range: $0.range, message: "[\($0.ruleID)] \($0.shownMessage)") } + group.flatMap(\.related)
        owner.fix = nil
        owner.onset = nil
        owner.onsetOffset = nil
        return owner
    }

    static func hosts(_ group: [Finding]) -> String {
        let names = Array(Set(group.flatMap(\.scope.hosts))).sorted()
        return names.isEmpty ? "" : "on \(names.joined(separator: ", ")) "
    }

    static func quote(_ s: String?) -> String { "'\(s ?? "action")'" }

    static func list(_ items: [String]) -> String {
        let unique = items.uniqued()
        guard unique.count > 1 else { return unique.first ?? "" }
        return unique.dropLast().joined(separator: ", ") + " and " + unique[unique.count - 1]
    }
}

private extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
