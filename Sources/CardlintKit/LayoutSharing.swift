import CardlintLayout

/// Layouts a host can take from an earlier host of the run instead of making them again: a
/// viewport of each that lays cards out alike at the same type scale (`LayoutLikeness`; e.g. Teams
/// desktop's `reflow-320` and Teams mobile's `iphone-se-320`). Decided once per run.
struct LayoutSharing: Sendable {
    struct Source: Sendable {
        let host: Int
        let viewport: Int
        let likeness: LayoutLikeness
    }

    /// Per host, per viewport of its layout plan (`byViewport`): where its layouts can come from.
    let sources: [[Source?]]
    /// Per host, per viewport: whether a later host takes its layouts (they are kept for it).
    let lent: [[Bool]]

    init(hosts: [HostContext]) {
        func context(_ h: HostContext, _ viewport: Viewport) -> LayoutContext? {
            h.themes.isEmpty ? nil : h.layoutContext(viewport)
        }
        var sources = hosts.map { [Source?](repeating: nil, count: $0.layoutPlan.byViewport.count) }
        var lent = hosts.map { [Bool](repeating: false, count: $0.layoutPlan.byViewport.count) }
        for (j, taker) in hosts.enumerated() {
            for (v, entry) in taker.layoutPlan.byViewport.enumerated() {
                guard let mine = context(taker, entry.viewport) else { continue }
                search: for (i, giver) in hosts[..<j].enumerated() {
                    for (u, other) in giver.layoutPlan.byViewport.enumerated() {
                        guard let theirs = context(giver, other.viewport) else { continue }
                        let likeness = theirs.likeness(to: mine)
                        guard likeness != .never else { continue }
                        sources[j][v] = Source(host: i, viewport: u, likeness: likeness)
                        lent[i][u] = true
                        break search
                    }
                }
            }
        }
        self.sources = sources
        self.lent = lent
    }
}

/// The layouts of one card kept for a later host (`LayoutSharing`), by host, viewport and type scale.
struct LentLayouts {
    private var kept: [(host: Int, viewport: Int, scale: String, tree: LayoutTree)] = []

    mutating func keep(_ tree: LayoutTree, host: Int, viewport: Int, scale: String) {
        kept.append((host, viewport, scale, tree))
    }

    func tree(host: Int, viewport: Int, scale: String) -> LayoutTree? {
        kept.first { $0.host == host && $0.viewport == viewport && $0.scale == scale }?.tree
    }
}
