import CardlintModel
import CardlintReading

/// Where a node is drawn: the container styles from the card root inward and the colour behind it.
///
/// Walks the node's ancestors from the root: the card is drawn in its own `style` (`default` when
/// unset; a card inside an inline `Action.ShowCard` in the host's `actions.showCard.style`), and every
/// container whose catalog `style` takes the container-style names (Container, Column, ColumnSet,
/// Table, TableRow, TableCell, …) and sets a different style paints that style's `backgroundColor` over
/// what is behind it, alpha included. `bleed` moves the edges, not the colour, so it is ignored.
/// `Table.gridStyle` only colours grid lines and is ignored too.
/// A class: a surface is resolved once per host config and layer chain and shared by the texts
/// drawn on it, each of which holds it with a reference count instead of copying its fields.
final class ContrastSurface: Sendable {
    /// The effective container style, whose `foregroundColors` the text uses.
    let style: HostConfig.ContainerStyleName
    /// `config.containerStyle(style)` of the config the surface was resolved under (looked up
    /// while resolving, so each text on the surface does not look it up again).
    let styleConfig: HostConfig.ContainerStyle
    /// The layers the surface was resolved from and the style an inline show card takes (`path`
    /// is spelled out from them only for a failure's message, not for every text).
    private let layers: [Layers.Layer]
    private let showCardStyle: HostConfig.ContainerStyleName
    /// The background composited over a white page.
    let overWhite: Color
    /// The background composited over a black page, when the page shows through every layer (the host
    /// page colour is unknown); nil when some layer is opaque.
    let overBlack: Color?
    /// The nearest node (the node itself or an ancestor) with a `backgroundImage`: the background is unknown.
    let imageOwner: CardNode?

    private init(style: HostConfig.ContainerStyleName, styleConfig: HostConfig.ContainerStyle, layers: [Layers.Layer],
                 showCardStyle: HostConfig.ContainerStyleName, overWhite: Color, overBlack: Color?, imageOwner: CardNode?) {
        self.style = style; self.styleConfig = styleConfig; self.layers = layers; self.showCardStyle = showCardStyle
        self.overWhite = overWhite; self.overBlack = overBlack; self.imageOwner = imageOwner
    }

    /// Container styles from the card root inward, each recorded where it changes: `[default, emphasis]`.
    var styles: [HostConfig.ContainerStyleName] {
        var out: [HostConfig.ContainerStyleName] = []
        for layer in layers {
            let s = Self.style(of: layer, showCard: showCardStyle)
            if out.last != s { out.append(s) }
        }
        return out.isEmpty ? [.default] : out
    }
    /// `default > emphasis`.
    var path: String { styles.map(\.rawValue).joined(separator: " > ") }
    /// The possible backgrounds (one, or two when the page colour matters).
    var backgrounds: [Color] { [overWhite] + (overBlack.map { [$0] } ?? []) }

    /// Resolves the surface `node` is drawn on under `config`.
    static func resolve(_ node: CardNode, in card: Card, config: HostConfig) -> ContrastSurface {
        resolve(Layers(of: node, in: card), config: config)
    }

    /// The surface `layers` make under `config`.
    static func resolve(_ layers: Layers, config: HostConfig) -> ContrastSurface {
        let showCard = config.actions.showCard.actionMode != .popup ? config.actions.showCard.style : .default
        var current: HostConfig.ContainerStyleName?
        var currentConfig: HostConfig.ContainerStyle?
        var white = Color.white, black = Color.black
        for layer in layers.styles {
            let style = Self.style(of: layer, showCard: showCard)
            if let current, current == style { continue }
            let styled = config.containerStyle(style)
            white = styled.backgroundColor.composited(over: white)
            black = styled.backgroundColor.composited(over: black)
            current = style
            currentConfig = styled
        }
        let style: HostConfig.ContainerStyleName, styleConfig: HostConfig.ContainerStyle
        if let current, let currentConfig {
            style = current; styleConfig = currentConfig
        } else {
            // A node outside any card (cannot happen for built cards): the default style.
            style = .default; styleConfig = config.containerStyle(.default)
            white = styleConfig.backgroundColor.composited(over: white); black = styleConfig.backgroundColor.composited(over: black)
        }
        let differs = abs(white.red - black.red) + abs(white.green - black.green) + abs(white.blue - black.blue) > 0.001
        return ContrastSurface(style: style, styleConfig: styleConfig,
                               layers: layers.styles, showCardStyle: showCard, overWhite: white,
                               overBlack: differs ? black : nil, imageOwner: layers.imageOwner)
    }

    /// The container style `layer` paints (`showCard`: what an inline show card without a style of its own takes).
    private static func style(of layer: Layers.Layer, showCard: HostConfig.ContainerStyleName) -> HostConfig.ContainerStyleName {
        switch layer {
        case .style(let s): s
        case .inlineShowCard: showCard
        }
    }

    /// What a node is drawn on before a host config colours it (the same in every theme, so a
    /// card's are worked out once): the styles set from the root inward and the nearest background image.
    struct Layers: Sendable {
        enum Layer: Sendable {
            case style(HostConfig.ContainerStyleName)
            /// A card without a style of its own inside an `Action.ShowCard`: the host's
            /// `actions.showCard.style` when show cards open inline, else `default`.
            case inlineShowCard
        }
        var styles: [Layer] = []
        var imageOwner: CardNode?

        init(of node: CardNode, in card: Card) {
            var chain = [node.id]
            while let p = card.nodes[chain[chain.count - 1]].parent { chain.append(p) }
            for id in chain.reversed() { add(card.nodes[id], in: card) }
        }

        /// The distinct layer chains of `card`'s nodes and each node's index among them, in one
        /// pass: a node's parent comes before it (the builder numbers nodes breadth-first), and a
        /// node that paints nothing (most) shares its parent's chain, so a card has few chains.
        static func chains(of card: Card) -> (chains: [Layers], chainOf: [Int]) {
            var chains: [Layers] = [], chainOf = [Int](repeating: 0, count: card.nodes.count)
            for i in card.nodes.indices {
                let node = card.nodes[i]
                if let p = node.parent, p < i {
                    // The parent's chain is copied only for a node that paints something.
                    guard ContrastSurface.paints(node, in: card) else { chainOf[i] = chainOf[p]; continue }
                    var layers = chains[chainOf[p]]
                    layers.add(node, in: card)
                    chains.append(layers)
                } else {
                    chains.append(Layers(of: node, in: card))   // the root
                }
                chainOf[i] = chains.count - 1
            }
            return (chains, chainOf)
        }

        private init() {}

        /// Adds what `n`, the child of the last node added, paints; false when it paints nothing.
        @discardableResult
        private mutating func add(_ n: CardNode, in card: Card) -> Bool {
            var painted = false
            if hasBackgroundImage(n) { imageOwner = n; painted = true }
            if let layer = ContrastSurface.layer(of: n, in: card) { styles.append(layer); painted = true }
            return painted
        }
    }

    /// Whether `n` paints something: a background image (`hasBackgroundImage`) or a style of its own
    /// (`layer(of:in:)`), from one pass over its members (the first of each name counts, as `json[key]`
    /// reads it; most nodes paint nothing, and a look-up per name scanned them twice).
    static func paints(_ n: CardNode, in card: Card) -> Bool {
        var style = -1, image = -1
        if case .object(let members) = n.json.kind {
            for i in members.indices {
                // Only a key of one of their lengths is compared.
                switch members[i].key.utf8.count {
                case 5: if style < 0, members[i].key == "style" { style = i }
                case 15: if image < 0, members[i].key == "backgroundImage" { image = i }
                default: continue
                }
            }
            if image >= 0, hasBackgroundImage(members[image].value) { return true }
            return layer(of: n, in: card, written: style >= 0 ? members[style].value.string : nil) != nil
        }
        return layer(of: n, in: card, written: nil) != nil
    }

    /// The style a node sets, if it is a style-setting container (nil = inherits).
    static func layer(of n: CardNode, in card: Card) -> Layers.Layer? { layer(of: n, in: card, written: n.string("style")) }

    /// `layer(of:in:)` for `written`, the node's `style` string.
    private static func layer(of n: CardNode, in card: Card, written: String?) -> Layers.Layer? {
        if n.kind == .card {
            if let declared = written.flatMap({ HostConfig.ContainerStyleName(name: $0) }) { return .style(declared) }
            guard n.parent != nil else { return .style(.default) }
            return card.parent(of: n)?.type == "Action.ShowCard" ? .inlineShowCard : .style(.default)
        }
        // Inherits (the common case, decided cheaply) unless it sets a style and is a container whose
        // `style` takes the container-style names.
        guard let written, let spec = n.spec, spec.hasRole("container"),
              spec.property("style")?.enumValues?.contains("emphasis") == true else { return nil }
        return HostConfig.ContainerStyleName(name: written).map { .style($0) }
    }

    static func hasBackgroundImage(_ n: CardNode) -> Bool { hasBackgroundImage(n.json["backgroundImage"]) }

    /// Whether `v`, a node's `backgroundImage`, names an image.
    static func hasBackgroundImage(_ v: JSONValue?) -> Bool {
        guard let v else { return false }
        if let s = v.string { return !TextScan.isBlank(s) }
        if let url = v["url"]?.string { return !TextScan.isBlank(url) }
        return false
    }
}
