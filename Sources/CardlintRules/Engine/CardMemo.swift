import CardlintLayout
import CardlintModel
import CardlintReading

/// What checks work out about one card that cannot differ between the hosts, themes and layout
/// contexts it is evaluated in, worked out once per card instead of once per context.
///
/// `FindingCollector` keeps one per card it is given (the card as written, and each effective card
/// that fallback changed); checks reach it through `CheckContext.memo` (nil: no memo, compute).
/// A card is linted by one thread, which alone holds its collector and memo: nothing is locked.
final class CardMemo {
    /// The card's root node, which identifies the card (held, so no other card can reuse its address).
    let root: CardNode
    /// The text runs a node shows, before a theme colours them (`Contrast`).
    let textSources: NodeTable<[TextSource]>
    /// The distinct layer chains of the card's nodes and each node's index among them
    /// (`ContrastSurface.Layers.chains`), made when a check first asks for a surface.
    var chains: [ContrastSurface.Layers] = []
    var chainOf: [Int] = []
    /// The surface of each chain under one host config (`surfacesConfig`, held so that no other
    /// config takes its identity): resolved once per config and chain, not once per text.
    var surfaces: [ContrastSurface?] = []
    var surfacesConfig: AnyObject?
    /// Under the same config, the pair of a text without highlight on each chain's surface, per
    /// named colour, plain and subtle (`TextPair.plainSlots` per chain): made once per config,
    /// chain and colour, not once per text.
    var plainPairs: [TextPair?] = []
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
    /// the config `identity` names, made once per config, chain and colour; nil when the memo holds
    /// the surfaces of another config.
    func plainPair(_ part: TextPart, chain: Int, _ surface: ContrastSurface, _ config: HostConfig, _ identity: AnyObject) -> TextPair? {
        guard surfacesConfig === identity else { return nil }
        let slot = chain * TextPair.plainSlots + TextPair.plainSlot(part.color, subtle: part.subtle)
        if let known = plainPairs[slot] { return known }
        let made = TextPair.best(part, surface, config)
        plainPairs[slot] = made
        return made
    }
}

/// One value per node of a card, made the first time it is asked for (by the card's one thread).
final class NodeTable<Value> {
    private var values: [Value?]

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

    /// The surface `node` is drawn on under `config`, the environment's host config, and the index
    /// of its layer chain (nil without a memo): resolved once per config and chain of the card
    /// (every time without a memo).
    func surface(of node: CardNode, _ config: HostConfig) -> (surface: ContrastSurface, chain: Int?) {
        guard let memo else { return (ContrastSurface.resolve(node, in: card, config: config), nil) }
        if memo.chainOf.isEmpty { (memo.chains, memo.chainOf) = ContrastSurface.Layers.chains(of: card) }
        guard memo.chainOf.indices.contains(node.id) else { return (ContrastSurface.resolve(node, in: card, config: config), nil) }
        let chain = memo.chainOf[node.id]
        let identity = environment.configIdentity
        if memo.surfacesConfig !== identity {
            memo.surfaces = []
            memo.plainPairs = []
            memo.surfacesConfig = identity
        }
        // Grown by plain appends (a generic sequence here made the runtime look up conformances at start-up).
        while memo.surfaces.count < memo.chains.count { memo.surfaces.append(nil) }
        while memo.plainPairs.count < memo.chains.count * TextPair.plainSlots { memo.plainPairs.append(nil) }
        if let known = memo.surfaces[chain] { return (known, chain) }
        let made = ContrastSurface.resolve(memo.chains[chain], config: config)
        memo.surfaces[chain] = made
        return (made, chain)
    }

    /// `TextPair.best` for `part` on `surface`, the surface of layer chain `chain` under `config`
    /// (from `surface(of:_:)`): for text without highlight, made once per config, chain and colour.
    func textPair(_ part: TextPart, chain: Int?, _ surface: ContrastSurface, _ config: HostConfig) -> TextPair {
        // The memo is called through, not bound: binding it copied the optional through its type's
        // value witness (~120 instructions) for every text and theme.
        if !part.highlight, let chain, let known = memo?.plainPair(part, chain: chain, surface, config, environment.configIdentity) {
            return known
        }
        return TextPair.best(part, surface, config, rendererHighlight: environment.host?.rendererHighlight)
    }

    /// The value of `table` for `node`, made by `make` once per card (every time without a memo).
    func remembered<Value>(_ table: (CardMemo) -> NodeTable<Value>, _ node: CardNode, _ make: () -> Value) -> Value {
        guard let memo else { return make() }
        return table(memo).value(node.id, make)
    }
}
