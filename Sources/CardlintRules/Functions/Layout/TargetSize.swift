import CardlintLayout
import CardlintModel
import CardlintReading

/// Touch-target size of every interactive box against a standard.
///
/// `standard: host` (default) takes the host profile's `touch-target` (Apple HIG 44 pt, Material
/// 48 dp, WCAG 2.5.8 24 CSS px); `standard: wcag-2.5.5` asks 44×44 everywhere. 1 pt = 1 dp = 1 CSS px
/// (the engineering mapping of a11y.md §4). A target is undersized when a size×size square does not
/// fit in it. Under WCAG 2.5.8 an undersized target still passes by the spacing exception (24 px
/// circles, `TargetSpacing`). Inline `TextRun` links are exempt (WCAG's inline exception). On hosts
/// with the `enforces-minimum-touch-target` erratum the renderer pads targets to 44×44 pt first.
/// Meant for interactive nodes (rules select `roles: [interactive]`): a `selectAction` is checked
/// and reported as its owner's target.
struct TargetSize: CheckFunction {
    static let name = "target-size"
    static let summary = "Interactive areas are at least the host's (or WCAG 2.5.5's) minimum touch-target size."
    static let optionNames = ["standard", "up-to-factor"]
    static let exposes = ["target", "size", "required", "unit", "standard"]
    static let needs: ContextNeed = .layout

    enum Standard: String { case host, wcag255 = "wcag-2.5.5" }
    let standard: Standard
    /// The largest type-scale factor looked at (targets grow with the text: a squeezed one at AX5
    /// is beyond what WCAG asks for).
    let limit: Double

    init(options: OptionReader) throws(RuleError) {
        try options.allowOnly(Self.optionNames)
        limit = try LayoutText.upToFactor(options)
        let s = try options.string("standard") ?? "host"
        guard let v = Standard(rawValue: s) else { throw options.error("standard must be 'host' or 'wcag-2.5.5', not '\(s)'") }
        standard = v
    }

    /// The size asked for (`requirement(_:).size`, without the names: most targets pass on it alone).
    func minimumSize(_ target: HostProfile.TouchTarget?) -> Double {
        if standard == .wcag255 { return 44 }
        return target?.size ?? 24
    }

    /// The size asked for, its name, its unit, and whether the 2.5.8 spacing exception applies.
    func requirement(_ target: HostProfile.TouchTarget?) -> (size: Double, name: String, unit: String, spacing: Bool) {
        let size = minimumSize(target)
        let unit = switch target?.unit { case .pt?: "pt"; case .dp?: "dp"; default: "px" }
        if standard == .wcag255 { return (size, "WCAG 2.5.5 (AAA)", unit, false) }
        guard let t = target else { return (size, "WCAG 2.5.8", "px", true) }
        switch t.standard {
        case .appleHIG: return (size, "the Apple HIG", unit, false)
        case .material: return (size, "Material", unit, false)
        case .wcag258: return (size, "WCAG 2.5.8", unit, true)
        }
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard LayoutText.scaleIsWithin(context, limit) else { return }
        guard let tree = context.environment.layout else { return }
        let found = evaluate(node, context, tree)
        if !found.isEmpty { results += found }
    }

    func evaluate(_ node: CardNode, _ context: CheckContext, _ tree: LayoutTree) -> [CheckResult] {
        // A `selectAction` stands for its owner (a tappable Image, Container, Column…), which is
        // reported; owners that are interactive themselves report on their own.
        var owner = node
        if node.slot == "selectAction" {
            guard let p = node.parent, context.card.nodes.indices.contains(p) else { return [] }
            owner = context.card.nodes[p]
            if owner.hasRole("interactive") { return [] }
        }
        // The profile is read in place (two fields), not copied.
        let target = context.environment.touchTarget
        let size = minimumSize(target)
        // Padding only grows a target: when none is undersized as laid out, none is after padding.
        guard LayoutTargets.forEachTarget(of: owner, in: tree, { TargetSpacing.isUndersized($0, size: size) }) else { return [] }
        let req = requirement(target)
        let raw = LayoutTargets.targets(of: owner, in: tree)
        let pads = context.environment.host?.has(erratum: "enforces-minimum-touch-target") == true
        let prepare: (Rect) -> Rect = { pads ? LayoutTargets.padded($0, to: 44) : $0 }
        let own = raw.map(prepare)
        var failing = own.indices.filter { TargetSpacing.isUndersized(own[$0], size: req.size) }
        guard !failing.isEmpty else { return [] }
        // With more targets than `passesSpacing` compares, none passes by spacing (the card's
        // targets are `all`: the owner's own and the others).
        if req.spacing, context.allTargets(tree).count <= TargetSpacing.maxCompared + 1 {
            // The pairwise test is bounded inside `passesSpacing`.
            let others = context.allTargets(tree).filter { $0.node != owner.id }.map { prepare($0.rect) }
            failing = failing.filter { i in !TargetSpacing.passesSpacing(0, in: [own[i]] + others + own.enumerated().filter { $0.offset != i }.map(\.element), minimum: req.size) }
            guard !failing.isEmpty else { return [] }
        }
        // An enclosing target of the required size that does the same thing (WCAG 2.5.8's
        // "equivalent" exception): a tap that misses the small target lands on one that does it too.
        if Self.hasEquivalentEnclosingTarget(owner, context, tree, size: req.size, prepare) { return [] }
        guard let smallest = failing.map({ own[$0] }).min(by: { min($0.width, $0.height) < min($1.width, $1.height) }) else { return [] }
        let (type, failed, count) = (owner.type ?? "target", failing.count, own.count)
        let limit = limit
        return [CheckResult(range: owner.range, pointer: owner.pointer) { [
            "target": count == 1 ? type : "the smallest of \(failed) undersized \(type) targets (of \(count))",
            "size": "\(Self.format(smallest.width))×\(Self.format(smallest.height))",
            "required": "\(Self.format(req.size))×\(Self.format(req.size))", "unit": req.unit, "standard": req.name,
        ].merging(LayoutText.scaleRange(upTo: limit)) { a, _ in a } }]
    }

    static func format(_ d: Double) -> String { NumberText.rounded(d, places: 1) }

    /// Members of an action that do not change what it does.
    static let presentationOnly: Set<String> = ["id", "title", "tooltip", "iconUrl"]

    /// Whether an ancestor of `owner` has a `selectAction` that does what `owner`'s does (same type
    /// and the same members, its name and icon aside) and a hit area of the required size around
    /// `owner`'s (Outlook's collapsible headers: a tappable row with a 20 px chevron that toggles the same).
    static func hasEquivalentEnclosingTarget(_ owner: CardNode, _ context: CheckContext, _ tree: LayoutTree, size: Double,
                                             _ prepare: (Rect) -> Rect) -> Bool {
        guard let action = owner.json["selectAction"], action.isObject else { return false }
        let own = LayoutTargets.targets(of: owner, in: tree).map(prepare)
        var p = owner.parent
        while let i = p, context.card.nodes.indices.contains(i) {
            let a = context.card.nodes[i]
            if let other = a.json["selectAction"], equivalent(action, other),
               LayoutTargets.targets(of: a, in: tree).map(prepare).contains(where: { t in
                   !TargetSpacing.isUndersized(t, size: size) && own.allSatisfy { encloses(t, $0) } }) {
                return true
            }
            p = a.parent
        }
        return false
    }

    static func equivalent(_ a: JSONValue, _ b: JSONValue) -> Bool {
        guard let ma = a.members, let mb = b.members else { return false }
        let x = ma.filter { !presentationOnly.contains($0.key) }, y = mb.filter { !presentationOnly.contains($0.key) }
        return x.count == y.count && x.allSatisfy { m in y.first { $0.key == m.key }.map { $0.value.hasSameContent(as: m.value) } ?? false }
    }

    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height
    }
}
