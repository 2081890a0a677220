import CardlintReading
import CardlintLayout
import CardlintModel
import CardlintRules

extension Wireframes {
    /// The node a finding is about: its pointer (or the nearest node above it other than the card
    /// itself) in `card`, else the smallest node whose source range holds the finding's start.
    public static func node(of f: Finding, in card: Card, pointers: [String: Int]) -> Int? {
        var pointer = f.pointer
        while true {
            // Reaching the card itself from a longer pointer says little: the source range may say more.
            if let id = pointers[pointer], !(pointer.isEmpty && !f.pointer.isEmpty) { return id }
            guard let slash = pointer.lastIndex(of: "/") else { break }
            pointer = String(pointer[..<slash])
        }
        var best: Int?
        for node in card.nodes where node.range.start <= f.range.start && f.range.start < max(node.range.end, node.range.start + 1) {
            if let b = best, card.nodes[b].range.end - card.nodes[b].range.start <= node.range.end - node.range.start { continue }
            best = node.id
        }
        return best
    }

    /// One mark per laid-out node with findings: the finding numbers, the rule ids, the worst
    /// severity. A finding on a node that is not laid out (hidden, inline) marks its nearest
    /// laid-out ancestor. Marks are ordered by their first number.
    public static func marks(_ findings: [Finding], card: Card, tree: LayoutTree, numbers: [Finding: Int]) -> [WireframeMark] {
        guard !card.nodes.isEmpty else { return [] }
        var pointers: [String: Int] = [:]
        for node in card.nodes where pointers[node.pointer] == nil { pointers[node.pointer] = node.id }
        var byNode: [Int: [Finding]] = [:]
        for f in findings {
            guard var id = node(of: f, in: card, pointers: pointers) else { continue }
            var guardSteps = 0
            while tree[id] == nil, let parent = card.nodes[id].parent, guardSteps < card.nodes.count { id = parent; guardSteps += 1 }
            guard tree[id] != nil else { continue }
            byNode[id, default: []].append(f)
        }
        let marks = byNode.map { id, fs -> WireframeMark in
            let nums = Array(Set(fs.compactMap { numbers[$0] })).sorted()
            var rules: [String] = []
            for f in fs.sorted(by: { (numbers[$0] ?? .max, $0.ruleID) < (numbers[$1] ?? .max, $1.ruleID) }) where !rules.contains(f.ruleID) {
                rules.append(f.ruleID)
            }
            let worst = fs.map(\.severity).max()?.rawValue ?? "warning"
            return WireframeMark(nodeID: id, numbers: nums, label: rules.joined(separator: ", "), severity: worst)
        }
        return marks.sorted { ($0.numbers.first ?? .max, $0.nodeID) < ($1.numbers.first ?? .max, $1.nodeID) }
    }
}
