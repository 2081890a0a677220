import CardlintModel
import CardlintReading

/// The name a screen reader announces for a node, computed the way the renderers expose it
/// (reference adaptive-cards.md §1.8) and, for containers, from their content like the
/// accessible-name computation browsers and axe use ("name from content").
///
/// Order for an element with a `selectAction`: the action's `title`, then its `tooltip` (the
/// JS SDK sets it as the `title` attribute, the last resort of the name computation), then the
/// element's own name, then its content. Actions: `title`, then `tooltip`. Inputs: `label`, then
/// a text whose `labelFor` is the input's id, then (`Input.Toggle`) `title`, then `placeholder`
/// when allowed. Images and media: `altText`. Containers: the names of their visible, rendered
/// children in order (nested actions excluded: they are focusable on their own).
public struct AccessibleName: Sendable, Hashable {
    /// The announced text (Markdown reduced to plain text), empty when nothing names the node.
    public var text: String
    /// Where it came from: `altText`, `selectAction.title`, `label`, `content`, … (empty when none).
    public var source: String
    /// True when a contributing value is an unresolved template binding (`${…}`): the name is
    /// unknown, and rules must not report it as missing.
    public var isUnresolved: Bool

    public init(text: String = "", source: String = "", isUnresolved: Bool = false) {
        self.text = text; self.source = source; self.isUnresolved = isUnresolved
    }

    /// Nothing names the node (and no binding might).
    public var isMissing: Bool { text.isEmpty && !isUnresolved }

    /// The node's accessible name. `placeholder`: whether an input's placeholder counts (the
    /// JS SDK uses it as `aria-label`, but it disappears once a person types).
    public static func of(_ node: CardNode, in card: Card, placeholder: Bool = true) -> AccessibleName {
        var depthLeft = 64
        return compute(node, card, placeholder, &depthLeft, presence: false)
    }

    /// Whether nothing names the node: `of(node, in: card, placeholder: placeholder).isMissing`,
    /// computed only as far as needed (a container stops at its first named child).
    public static func isMissing(_ node: CardNode, in card: Card, placeholder: Bool = true) -> Bool {
        var depthLeft = 64
        return compute(node, card, placeholder, &depthLeft, presence: true).isMissing
    }

    /// The name from the node's content only (its visible, rendered, non-action descendants).
    public static func content(of node: CardNode, in card: Card) -> AccessibleName {
        var depthLeft = 64
        return content(node, card, &depthLeft, presence: false)
    }

    /// The node's `selectAction` child, if any.
    static func selectAction(of node: CardNode, in card: Card) -> CardNode? {
        for c in node.children where card.nodes[c].slot == "selectAction" { return card.nodes[c] }
        return nil
    }

    /// `presence`: only whether the name is missing matters, so content may stop early (the text
    /// of a name computed so is then incomplete).
    static func compute(_ node: CardNode, _ card: Card, _ placeholder: Bool, _ depthLeft: inout Int, presence: Bool) -> AccessibleName {
        if let select = selectAction(of: node, in: card) {
            let n = own(select, card, placeholder)
            if !n.isMissing { return AccessibleName(text: n.text, source: "selectAction.\(n.source)", isUnresolved: n.isUnresolved) }
        }
        let mine = own(node, card, placeholder)
        if !mine.isMissing || node.kind == .action || node.kind == .input { return mine }
        return content(node, card, &depthLeft, presence: presence)
    }

    static func content(_ node: CardNode, _ card: Card, _ depthLeft: inout Int, presence: Bool) -> AccessibleName {
        guard depthLeft > 0 else { return AccessibleName() }
        depthLeft -= 1
        defer { depthLeft += 1 }
        var parts: [String] = []
        var unresolved = false
        for c in node.children where announced(card.nodes[c]) {
            let n = compute(card.nodes[c], card, true, &depthLeft, presence: presence)
            if !n.text.isEmpty { parts.append(n.text) }
            unresolved = unresolved || n.isUnresolved
            if presence, !n.isMissing { break }
        }
        let text = parts.joined(separator: " ")
        return AccessibleName(text: text, source: text.isEmpty && !unresolved ? "" : "content", isUnresolved: unresolved)
    }

    /// Whether a child contributes to its parent's name: rendered, visible, not an action.
    static func announced(_ child: CardNode) -> Bool {
        if child.inFallback || child.kind == .action || child.slot == "fallback" { return false }
        if child.json["isVisible"]?.bool == false { return false }
        return true
    }

    /// The name from the node's own properties (no content).
    static func own(_ node: CardNode, _ card: Card, _ placeholder: Bool) -> AccessibleName {
        if let s = node.json.string { return named(s, "text") }  // a plain-string inline
        if node.kind == .action { return first(node, actionProperties) }
        if node.kind == .input { return input(node, card, placeholder) }
        if node.type == "Fact" { return merge(first(node, ["title"]), first(node, ["value"])) }
        let props = ownProperties[node.type ?? ""] ?? (node.hasRole("image") ? imageProperties : [])
        return first(node, props)
    }

    static func input(_ node: CardNode, _ card: Card, _ placeholder: Bool) -> AccessibleName {
        let label = first(node, ["label"])
        if !label.isMissing { return label }
        if let id = node.elementID, !id.isEmpty {
            let labels = card.nodes(labelling: id)
            WorkMeter.add(labels.count + 1)
            for other in labels {
                var n = AccessibleName()
                for c in card.children(of: other) where announced(c) { n = merge(n, own(c, card, true)) }
                n = merge(first(other, ["text"]), n)
                if !n.isMissing { n.source = "labelFor"; return n }
            }
        }
        if node.type == "Input.Toggle" {
            let t = first(node, ["title"])
            if !t.isMissing { return t }
        }
        return placeholder && drawsPlaceholder(node) ? first(node, ["placeholder"]) : AccessibleName()
    }

    /// Whether the input shows its placeholder at all. A ChoiceSet drawn as checkboxes
    /// (`isMultiSelect`) or radio buttons (`style: expanded`) has no text field or drop-down to
    /// show it in, unless its choices are fetched as you type (`choices.data` of type
    /// `Data.Query`): JS `ChoiceSetInput.internalRender` (microsoft/AdaptiveCards@644d933e).
    static func drawsPlaceholder(_ node: CardNode) -> Bool {
        guard node.type == "Input.ChoiceSet" else { return true }
        if node.json["choices.data"]?["type"]?.string == "Data.Query" { return true }
        return node.bool("isMultiSelect") != true && node.string("style") != "expanded"
    }

    static func merge(_ a: AccessibleName, _ b: AccessibleName) -> AccessibleName {
        let text = [a.text, b.text].filter { !$0.isEmpty }.joined(separator: " ")
        return AccessibleName(text: text, source: a.source.isEmpty ? b.source : a.source, isUnresolved: a.isUnresolved || b.isUnresolved)
    }

    /// The first of `props` that is a non-blank string (Markdown reduced), or a binding.
    static func first(_ node: CardNode, _ props: [String]) -> AccessibleName {
        for p in props {
            guard let s = node.json[p]?.string else { continue }
            let n = named(s, p)
            if !n.isMissing { return n }
        }
        return AccessibleName()
    }

    static func named(_ s: String, _ source: String) -> AccessibleName {
        if s.hasTemplateBinding { return AccessibleName(text: "", source: source, isUnresolved: true) }
        let text = MarkdownText.plain(s)
        return AccessibleName(text: text, source: text.isEmpty ? "" : source)
    }

    static let actionProperties = ["title", "tooltip"]
    static let imageProperties = ["altText", "title"]

    /// Properties that name a node of a type, in order (first non-blank wins).
    static let ownProperties: [String: [String]] = [
        "AdaptiveCard": ["speak"], "TextBlock": ["text"], "TextRun": ["text"],
        "Input.Choice": ["title"], "Image": ["altText"], "Media": ["altText"], "Badge": ["text", "tooltip"],
        "CompoundButton": ["title", "description"], "ProgressBar": ["label"], "ProgressRing": ["label"],
        "Spinner": ["label"], "AccordionPage": ["headerTitle"], "AccordionPanel": ["title"], "Tab": ["title"],
        "TabPage": ["title"], "CaptionSource": ["label"], "DataGridColumn": ["title"],
    ]
}
