import CardlintReading

/// A card as a tree of typed nodes over its positioned JSON.
public struct Card: Sendable {
    public let root: JSONValue
    public let nodes: [CardNode]
    /// The declared `version` of the root card, when valid.
    public let version: SchemaVersion?

    public var rootNode: CardNode { nodes[0] }

    public func parent(of node: CardNode) -> CardNode? { node.parent.map { nodes[$0] } }

    public func children(of node: CardNode) -> [CardNode] { node.children.map { nodes[$0] } }

    /// Ancestors from the parent up to the root.
    public func ancestors(of node: CardNode) -> [CardNode] {
        var out: [CardNode] = []
        var p = node.parent
        while let i = p { out.append(nodes[i]); p = nodes[i].parent }
        return out
    }

    /// All descendants in document order.
    public func descendants(of node: CardNode) -> [CardNode] {
        var out: [CardNode] = []
        var stack = node.children.reversed().map { $0 }
        while let i = stack.popLast() {
            out.append(nodes[i])
            stack.append(contentsOf: nodes[i].children.reversed())
        }
        return out
    }

    /// Node ids by element `id`, in document-build order, for rendered nodes (not fallback
    /// alternatives). Built once per card: id rules look ids up instead of scanning every node.
    public let elementIDs: [String: [Int]]
    /// The same for nodes whose `id` is an element id (`CardNode.isAddressable`).
    public let addressableIDs: [String: [Int]]

    /// Node ids by the `labelFor` they name, in document order, for rendered nodes: an input's
    /// label is looked up, not searched for among every node (that was inputs × nodes).
    public let labelFor: [String: [Int]]

    /// Nodes by element `id` (only nodes that are rendered, not fallback alternatives).
    public func nodes(withElementID id: String) -> [CardNode] {
        (elementIDs[id] ?? []).map { nodes[$0] }
    }

    /// Rendered nodes whose `labelFor` is `id`, in document order.
    public func nodes(labelling id: String) -> [CardNode] {
        (labelFor[id] ?? []).map { nodes[$0] }
    }

    public init(root: JSONValue, nodes: [CardNode]) {
        self.root = root
        self.nodes = nodes
        self.version = root["version"]?.string.flatMap(Card.version)
        var ids: [String: [Int]] = [:], addressable: [String: [Int]] = [:], labels: [String: [Int]] = [:]
        for n in nodes where !n.inFallback {
            if let target = n.labelFor?.string { labels[target, default: []].append(n.id) }
            guard let id = n.elementID else { continue }
            ids[id, default: []].append(n.id)
            if n.isAddressable { addressable[id, default: []].append(n.id) }
        }
        self.elementIDs = ids
        self.addressableIDs = addressable
        self.labelFor = labels
    }

    /// `SchemaVersion(text)`, with the usual `"d.d"` read from its three bytes (no splitting).
    static func version(_ text: String) -> SchemaVersion? {
        let u = text.utf8
        if u.count == 3 {
            let a = u[u.startIndex], dot = u[u.index(after: u.startIndex)], b = u[u.index(u.startIndex, offsetBy: 2)]
            if a &- 0x30 < 10, dot == UInt8(ascii: "."), b &- 0x30 < 10 { return SchemaVersion(Int(a &- 0x30), Int(b &- 0x30)) }
        }
        return SchemaVersion(text)
    }
}
