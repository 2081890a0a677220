import CardlintLayout
import CardlintModel
import CardlintReading

/// What checks work out about one card that cannot differ between the hosts, themes and layout
/// contexts it is evaluated in, worked out once per card instead of once per context.
///
/// `FindingCollector` keeps one per card it is given (the card as written, and each effective card
/// that fallback changed); checks reach it through `CheckContext.memo` (nil: no memo, compute).
/// A card is linted by one thread, which alone holds its collector and memo: nothing is locked.
/// The tables read per node and context are not checked for overlapping access at run time
/// (`@exclusivity(unchecked)`: each access is one read or one write of an element, never held
/// across a call), which cost two checks (~75 instructions each) per text and theme.
final class CardMemo {
    /// The card's root node, which identifies the card (held, so no other card can reuse its address).
    let root: CardNode
    /// The text runs a node shows, before a theme colours them (`Contrast`).
    let textSources: NodeTable<[TextSource]>
    /// The distinct layer chains of the card's nodes and each node's index among them
    /// (`ContrastSurface.Layers.chains`), made when a check first asks for a surface.
    @exclusivity(unchecked) var chains: [ContrastSurface.Layers] = []
    @exclusivity(unchecked) var chainOf: [Int] = []
    /// The surface of each chain under one host config (`surfacesConfig`, held so that no other
    /// config takes its identity): resolved once per config and chain, not once per text.
    @exclusivity(unchecked) var surfaces: [ContrastSurface?] = []
    @exclusivity(unchecked) var surfacesConfig: AnyObject?
    /// Under the same config, the pair of a text without highlight on each chain's surface, per
    /// named colour, plain and subtle (`TextPair.plainSlots` per chain): made once per config,
    /// chain and colour, not once per text.
    @exclusivity(unchecked) var plainPairs: [TextPair?] = []
    /// Every touch target per layout of the card (`LayoutTargets.all`), found once per layout:
    /// per undersized target it made a card of thousands of small tappable images quadratic.
    var targets: [TreeTargets] = []
    /// `Unique`'s nodes by value, per kind of check (property and options): one pass over the card
    /// per kind, where comparing each node with every other made 8 000 same labels quadratic.
    var groups: [String: [String: [Int]]] = [:]
    /// `Unique`'s peers on screen together, for `shown-together` checks, per kind of check.
    var showCardPeers: [String: ShowCardPeers] = [:]
    /// `SqueezedText`'s summary of each ColumnSet's columns, by the set's node id.
    let columnSets: NodeTable<SqueezedText.ColumnCauses>

    struct TreeTargets: Sendable {
        /// Weak: a layout is dropped when its context is done (its address may then be reused).
        weak var tree: LayoutTree?
        var all: [(node: Int, rect: Rect)]
    }

    init(_ card: Card) {
        root = card.rootNode
        textSources = NodeTable(count: card.nodes.count)
        columnSets = NodeTable(count: card.nodes.count)
    }
}

extension CardMemo {
    /// `TextPair.best` for text without highlight (`part`) on the surface of layer chain `chain` under
    /// the config `identity` names, made by `make` once per config, chain and colour; nil when the memo
    /// holds the surfaces of another config (or `make` has no config to make it under).
    func plainPair(_ part: TextPart, chain: Int, _ identity: AnyObject, _ make: () -> TextPair?) -> TextPair? {
        guard surfacesConfig === identity else { return nil }
        let slot = chain * TextPair.plainSlots + TextPair.plainSlot(part.color, subtle: part.subtle)
        if let known = plainPairs[slot] { return known }
        guard let made = make() else { return nil }
        plainPairs[slot] = made
        return made
    }
}

/// One value per node of a card, made the first time it is asked for (by the card's one thread).
final class NodeTable<Value> {
    @exclusivity(unchecked) private var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func value(_ id: Int, _ make: () -> Value) -> Value {
        if values.indices.contains(id), let known = values[id] { return known }
        let made = make()
        if values.indices.contains(id) { values[id] = made }
        return made
    }
}

extension CheckContext {
    /// `LayoutTargets.all` for `tree`, made once per layout (every time without a memo).
    func allTargets(_ tree: LayoutTree) -> [(node: Int, rect: Rect)] {
        guard let memo else { return LayoutTargets.all(in: tree, card: card) }
        if let known = memo.targets.first(where: { $0.tree === tree })?.all { return known }
        let made = LayoutTargets.all(in: tree, card: card)
        memo.targets.removeAll { $0.tree == nil }
        memo.targets.append(CardMemo.TreeTargets(tree: tree, all: made))
        return made
    }

    /// The surface `node` is drawn on under the environment's host config (nil without one), and the
    /// index of its layer chain (nil without a memo): resolved once per config and chain of the card
    /// (every time without a memo). The config is read in its box, only to resolve a surface.
    func surface(of node: CardNode) -> (surface: ContrastSurface, chain: Int?)? {
        guard let memo else { return resolvedSurface(node) }
        if memo.chainOf.isEmpty { (memo.chains, memo.chainOf) = ContrastSurface.Layers.chains(of: card) }
        guard memo.chainOf.indices.contains(node.id) else { return resolvedSurface(node) }
        let chain = memo.chainOf[node.id]
        let identity = environment.configIdentity
        if memo.surfacesConfig !== identity {
            // Sized when the config changes (the card's chains are known by then), not checked per node.
            memo.surfaces = Array(repeating: nil, count: memo.chains.count)
            memo.plainPairs = Array(repeating: nil, count: memo.chains.count * TextPair.plainSlots)
            memo.surfacesConfig = identity
        }
        if let known = memo.surfaces[chain] { return (known, chain) }
        guard let box = environment.hostConfigBox else { return nil }
        let made = ContrastSurface.resolve(memo.chains[chain], config: box.config)
        memo.surfaces[chain] = made
        return (made, chain)
    }

    private func resolvedSurface(_ node: CardNode) -> (surface: ContrastSurface, chain: Int?)? {
        guard let box = environment.hostConfigBox else { return nil }
        return (ContrastSurface.resolve(node, in: card, config: box.config), nil)
    }

    /// `TextPair.best` for `part` on `surface`, the surface of layer chain `chain` under the
    /// environment's host config (from `surface(of:)`; nil without a config): for text without
    /// highlight, made once per config, chain and colour.
    func textPair(_ part: TextPart, chain: Int?, _ surface: ContrastSurface) -> TextPair? {
        // The memo is called through, not bound: binding it copied the optional through its type's
        // value witness (~120 instructions) for every text and theme.
        if !part.highlight, let chain,
           let known = memo?.plainPair(part, chain: chain, environment.configIdentity, { bestPair(part, surface) }) {
            return known
        }
        return bestPair(part, surface)
    }

    private func bestPair(_ part: TextPart, _ surface: ContrastSurface) -> TextPair? {
        guard let box = environment.hostConfigBox else { return nil }
        return TextPair.best(part, surface, box.config, rendererHighlight: part.highlight ? environment.host?.rendererHighlight : nil)
    }

    /// The value of `table` for `node`, made by `make` once per card (every time without a memo).
    func remembered<Value>(_ table: (CardMemo) -> NodeTable<Value>, _ node: CardNode, _ make: () -> Value) -> Value {
        guard let memo else { return make() }
        return table(memo).value(node.id, make)
    }
}
