import CardlintModel

/// Whether people can ever see a node: a node hidden (`isVisible: false`) by itself or by an
/// ancestor, where no `Action.ToggleVisibility` of the card names that hidden node in its
/// `targetElements`, is never shown (a host changes visibility only through that action). Checks
/// about what people meet on screen skip such nodes; the values of hidden inputs are still
/// submitted, but nobody fills them in.
enum Visibility {
    static func neverShown(_ node: CardNode, in card: Card) -> Bool {
        let hidden = ([node] + card.ancestors(of: node)).filter { $0.json["isVisible"]?.bool == false }
        guard !hidden.isEmpty else { return false }
        let toggled = toggledIDs(card)
        return hidden.contains { n in !(n.string("id").map(toggled.contains) ?? false) }
    }

    /// The ids every `Action.ToggleVisibility` of the card names, as strings or `{elementId}` objects.
    static func toggledIDs(_ card: Card) -> Set<String> {
        var ids: Set<String> = []
        for n in card.nodes where n.type == "Action.ToggleVisibility" {
            for ref in n.json["targetElements"]?.array ?? [] {
                if let s = ref.string { ids.insert(s) } else if let s = ref["elementId"]?.string { ids.insert(s) }
            }
        }
        return ids
    }
}
