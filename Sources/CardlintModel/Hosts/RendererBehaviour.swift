import CardlintReading

/// How a host's renderer draws what the host config leaves open (the `renderer:` key of a host
/// profile). Facts measured from the renderers, kept as data per host.
public struct RendererBehaviour: Sendable, Hashable {
    /// What a horizontal action row does when its buttons are wider than the card.
    public enum ActionRow: String, Sendable, CaseIterable {
        /// The buttons shrink (CSS `flex: 0 1 auto`) and each title is cut with "…" so that nothing
        /// passes the card's edge (the JavaScript renderer's ActionCollection).
        case shrink
        /// The buttons keep their widths and the row scrolls sideways past the edge (the native
        /// iOS and Android renderers put a horizontal row in a scroll view).
        case scroll
        /// The buttons flow onto further rows; one wider than the row is made as wide as the row
        /// and its title wraps (the iOS SDK's ActionFlowLayout).
        case wrap
    }

    public var actionRow: ActionRow
    /// Whether `mode: secondary` actions (and no others) go to a "…" overflow menu button at the
    /// end of the row instead of the row itself.
    public var secondaryActionsInMenu: Bool
    /// Whether primary actions past `actions.maxActions` go to the "…" menu too (true) or are
    /// not shown at all (false: the JavaScript renderer's default).
    public var extraActionsInMenu: Bool

    public init(actionRow: ActionRow = .scroll, secondaryActionsInMenu: Bool = true, extraActionsInMenu: Bool = false) {
        self.actionRow = actionRow; self.secondaryActionsInMenu = secondaryActionsInMenu
        self.extraActionsInMenu = extraActionsInMenu
    }

    public static let keys = ["action-row", "secondary-actions", "beyond-max-actions"]
}

extension HostProfileReader {
    /// `renderer: {action-row: shrink|scroll|wrap, secondary-actions: overflow-menu|inline,
    /// beyond-max-actions: drop|overflow-menu}`.
    mutating func renderer(_ node: YAMLNode?) -> RendererBehaviour {
        var out = RendererBehaviour()
        guard let node else { return out }
        let pairs = mapping(node, "renderer")
        checkKeys(pairs, allowed: RendererBehaviour.keys, in: "'renderer'")
        if let v = node["action-row"], let s = text(v, "action-row") {
            if let row = RendererBehaviour.ActionRow(rawValue: s) { out.actionRow = row }
            else { fail(v, "'action-row' should be shrink, scroll or wrap, found '\(s)'") }
        }
        if let v = node["secondary-actions"], let s = text(v, "secondary-actions") {
            switch s {
            case "overflow-menu": out.secondaryActionsInMenu = true
            case "inline": out.secondaryActionsInMenu = false
            default: fail(v, "'secondary-actions' should be overflow-menu or inline, found '\(s)'")
            }
        }
        if let v = node["beyond-max-actions"], let s = text(v, "beyond-max-actions") {
            switch s {
            case "overflow-menu": out.extraActionsInMenu = true
            case "drop": out.extraActionsInMenu = false
            default: fail(v, "'beyond-max-actions' should be drop or overflow-menu, found '\(s)'")
            }
        }
        return out
    }
}
