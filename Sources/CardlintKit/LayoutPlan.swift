import CardlintLayout
import CardlintReading

/// Which viewport × type-scale combinations to lay a card out in, for one host.
///
/// `--viewport` / `--type-scale` (or `viewports:` / `type-scales:` in the config) win and apply to
/// every host; a name may be a matrix (`default`, `full`) or `all`. Otherwise each host is laid out
/// in its own profile's viewports, at the type scales of `rules/defaults.yaml` (only the default
/// size where the viewport's `textScaling` is `zoom`).
public struct LayoutPlan: Sendable {
    public let combinations: [(viewport: Viewport, typeScale: TypeScale)]

    public init(combinations: [(viewport: Viewport, typeScale: TypeScale)]) {
        self.combinations = combinations
        var groups: [(Viewport, [TypeScale])] = []
        for c in combinations {
            if let i = groups.firstIndex(where: { $0.0.name == c.viewport.name }) { groups[i].1.append(c.typeScale) } else { groups.append((c.viewport, [c.typeScale])) }
        }
        byViewport = groups.map { ($0.0, $0.1.sorted { $0.factor < $1.factor }) }
    }

    /// The combinations per viewport, type scales from smallest to largest.
    public let byViewport: [(viewport: Viewport, scales: [TypeScale])]

    public static func make(data: LayoutData, viewports: [String], typeScales: [String],
                            hostViewports: [String], defaultScales: [String]) throws(KitError) -> LayoutPlan {
        var vps: [Viewport] = []
        var matrixScales: [TypeScale] = []
        for name in viewports.isEmpty ? hostViewports : viewports {
            if let m = data.matrix(named: name) { vps += m.viewports; matrixScales += m.typeScales; continue }
            if name == "all" { vps += data.viewports; continue }
            guard let v = data.viewport(named: name) else {
                throw .message("unknown viewport '\(name)'\(DidYouMean.hint(name, from: data.viewports.map(\.name) + Array(data.matrices.keys))); see rules/viewports.yaml")
            }
            vps.append(v)
        }
        var scales: [TypeScale] = []
        let scaleNames = typeScales.isEmpty ? (matrixScales.isEmpty ? defaultScales : []) : typeScales
        if scaleNames.isEmpty { scales = matrixScales }
        for name in scaleNames {
            if let m = data.matrix(named: name) { scales += m.typeScales; continue }
            if name == "all" { scales += data.typeScales; continue }
            guard let t = data.typeScale(named: name) else {
                throw .message("unknown type scale '\(name)'\(DidYouMean.hint(name, from: data.typeScales.map(\.name) + Array(data.matrices.keys))); see rules/type-scales.yaml")
            }
            scales.append(t)
        }
        // Unless the run names its type scales, a viewport where text is enlarged by zooming (desktop
        // and web) is laid out at the default text size only: zooming narrows the layout instead
        // (`reflow-320` is 400 % zoom), so a larger type scale there is a combination no host has.
        let explicit = !typeScales.isEmpty || !matrixScales.isEmpty
        let unscaled = scales.filter { abs($0.factor - 1) < 1e-9 }
        let zoomScales = unscaled.isEmpty ? [data.typeScale(named: "large") ?? .large] : unscaled
        var seen = Set<String>()
        var out: [(Viewport, TypeScale)] = []
        for v in vps {
            let own = !explicit && v.textScaling == .zoom ? zoomScales : scales
            for t in own where seen.insert(v.name + "@" + t.name).inserted { out.append((v, t)) }
        }
        return LayoutPlan(combinations: out)
    }
}
