import CardlintModel
import CardlintReading

/// A property's value is not repeated: across the whole card (`among: card`; `element-ids` limits
/// it to nodes whose `id` is an element id) or among
/// siblings in the same parent property (`among: siblings`, e.g. action titles in one set).
/// The first occurrence passes; each later one fails, with the first as a related location.
/// With `same-role`, only nodes with that catalog role count as peers (input labels among inputs,
/// chart titles among charts), so an action titled like a chart is not a duplicate.
struct Unique: CheckFunction {
    static let name = "unique"
    static let summary = "A property's value is not repeated in the card, or among siblings."
    static let optionNames = ["property", "among", "ignore-case", "same-role"]
    static let exposes = ["property", "value", "count"]
    let property: String
    let amongSiblings: Bool
    let ignoreCase: Bool
    let sameRole: String?
    /// Card-wide, among nodes whose id is an element id (`CardNode.isAddressable`).
    let elementIDs: Bool

    init(options: OptionReader) throws(RuleError) {
        property = try options.requiredString("property")
        let among = try options.string("among") ?? "card"
        guard ["card", "siblings", "element-ids"].contains(among) else {
            throw options.error("'among' is card, siblings or element-ids", at: options.node["among"])
        }
        amongSiblings = among == "siblings"
        elementIDs = among == "element-ids"
        ignoreCase = try options.bool("ignore-case") ?? false
        sameRole = try options.string("same-role")
    }

    func key(_ v: JSONValue?) -> String? {
        guard let v, let s = v.string, !s.isEmpty, !Values.isUnresolvedBinding(v) else { return nil }
        return ignoreCase ? s.lowercased() : s
    }

    func evaluate(_ node: CardNode, in context: CheckContext) -> [CheckResult] {
        guard let mine = key(node.json[property]), let v = node.json[property] else { return [] }
        let peers: [CardNode]
        if amongSiblings {
            guard let parent = node.parent else { return [] }
            peers = context.card.nodes[parent].children.map { context.card.nodes[$0] }.filter { $0.slot == node.slot && !$0.inFallback }
        } else if property == "id", !ignoreCase {
            // The card's id index holds exactly the rendered nodes with this id.
            peers = context.card.nodes(withElementID: v.string ?? "").filter { !elementIDs || $0.isAddressable }
        } else {
            peers = context.card.nodes.filter { !$0.inFallback && (!elementIDs || $0.isAddressable) }
        }
        if elementIDs, !node.isAddressable { return [] }
        let same = peers.filter { key($0.json[property]) == mine && (sameRole.map($0.hasRole) ?? true) }
        guard same.count > 1, let first = same.first, first.id != node.id else { return [] }
        return [CheckResult(range: v.range,
                            values: ["property": property, "value": v.string ?? "", "count": String(same.count)],
                            related: [RelatedLocation(range: first.json[property]?.range ?? first.range, message: "first used here")])]
    }
}
