import CardlintLayout
import CardlintRules

extension Wireframes {
    /// Whether a finding holds in a layout: findings that do not depend on the layout hold everywhere.
    static func holds(_ f: Finding, _ viewport: String, _ typeScale: String) -> Bool {
        (f.scope.viewports.isEmpty || f.scope.viewports.contains(viewport))
            && (f.scope.typeScales.isEmpty || f.scope.typeScales.contains(typeScale))
    }

    static func isLayoutFinding(_ f: Finding) -> Bool { !f.scope.viewports.isEmpty || !f.scope.typeScales.isEmpty }

    /// The most informative combinations of `plan`, at most `limit`:
    /// the narrowest viewport at the smallest and the largest type scale, then the combinations
    /// where the most layout findings hold, then the widest viewport at the smallest and largest
    /// scale. Deterministic: ties go to the earlier combination of the plan. Returned narrowest
    /// first, then by type scale.
    public static func select(_ plan: LayoutPlan, findings: [Finding],
                              limit: Int = maxPerCard) -> [(viewport: Viewport, typeScale: TypeScale)] {
        let combos = plan.combinations
        guard !combos.isEmpty, limit > 0 else { return [] }
        let widths = combos.map(\.viewport.effectiveCardWidth)
        let factors = combos.map(\.typeScale.factor)
        guard let narrow = widths.min(), let wide = widths.max() else { return [] }
        func firstAt(_ w: Double, largest: Bool) -> Int? {
            let here = combos.indices.filter { widths[$0] == w }
            let best = largest ? here.map { factors[$0] }.max() : here.map { factors[$0] }.min()
            return here.first { factors[$0] == best }
        }
        var order: [Int] = []
        order += [firstAt(narrow, largest: false), firstAt(narrow, largest: true)].compactMap { $0 }
        let layout = findings.filter(isLayoutFinding)
        let counts = combos.map { c in layout.filter { holds($0, c.viewport.name, c.typeScale.name) }.count }
        order += combos.indices.filter { counts[$0] > 0 }.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }
        order += [firstAt(wide, largest: false), firstAt(wide, largest: true)].compactMap { $0 }
        var seen = Set<Int>()
        let chosen = order.filter { seen.insert($0).inserted }.prefix(limit)
        // Shown narrowest first, then by type scale.
        return chosen.sorted { (widths[$0], factors[$0], $0) < (widths[$1], factors[$1], $1) }.map { combos[$0] }
    }
}
