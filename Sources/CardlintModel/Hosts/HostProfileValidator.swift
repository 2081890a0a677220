import CardlintReading

/// Checks of a loaded host profile against the rest of the data (the same checks for shipped and
/// users' own `host-profiles:` files): its font is a metric family, every type it lists is a catalog
/// type, its `family` is one the catalog's `hosts-only` lists or another host use. Each problem has the
/// file, line and column, and a "did you mean" for a near miss.
public enum HostProfileValidator {
    /// `fonts`: the metric families (`rules/metrics/<name>.tsv`); `families`: the host ids the catalog's
    /// `hosts-only` lists name, plus every profile's id.
    public static func problems(_ p: HostProfile, catalog: Catalog, fonts: Set<String>, families: Set<String>) -> [SourceError] {
        var out: [SourceError] = []
        func at(_ key: String) -> (Int, Int) { let a = p.keyAt[key] ?? [1, 1]; return (a.first ?? 1, a.last ?? 1) }
        if !fonts.contains(p.fontFamily) {
            let (l, c) = at("font-family")
            out.append(.init(path: p.path, line: l, column: c, message: "unknown font-family '\(p.fontFamily)' (metric fonts: \(fonts.sorted().joined(separator: ", ")))"
                             + DidYouMean.hint(p.fontFamily, from: fonts.sorted())))
        }
        if p.keyAt["family"] != nil, !families.contains(p.family) {
            let (l, c) = at("family")
            out.append(.init(path: p.path, line: l, column: c, message: "unknown family '\(p.family)' (a host id, a catalog hosts-only name or type origin, or an audience family of defaults.yaml)"
                             + DidYouMean.hint(p.family, from: families.sorted())))
        }
        // The catalog's type names are sorted for a problem's hint only: sorted for every profile
        // at every start, they were 2.6 M instructions.
        for fact in p.facts where fact.name.hasPrefix("supports ") || fact.name.hasPrefix("unsupported ") || fact.name == "carousel-forbids" {
            let types = fact.name == "carousel-forbids" ? Array(p.carouselForbids).sorted() : [fact.value]
            for type in types where catalog.spec(type) == nil {
                out.append(.init(path: p.path, line: fact.line, column: fact.column,
                                 message: "'\(type)' in '\(fact.name.split(separator: " ").first ?? "")' is not a type of the catalog"
                                 + DidYouMean.hint(type, from: catalog.types.keys.sorted())))
            }
        }
        if let fact = p.facts.first(where: { $0.name == FeaturesAtAnyVersion.key }) {
            for name in p.featuresAtAnyVersion.sorted() {
                guard let problem = featureProblem(name, catalog: catalog) else { continue }
                out.append(.init(path: p.path, line: fact.line, column: fact.column, message: "'\(name)' in '\(fact.name)' \(problem)"))
            }
        }
        return out
    }

    /// What is wrong with a `features-at-any-version` name (`Type`, `Type.property`, `*.property`), if anything.
    static func featureProblem(_ name: String, catalog: Catalog) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // Type names have dots themselves (`Action.ToggleVisibility`): the whole name first.
        if catalog.spec(name) != nil { return nil }
        guard parts.count >= 2, let property = parts.last, !property.isEmpty else {
            return "is not a type of the catalog" + DidYouMean.hint(name, from: catalog.types.keys.sorted())
        }
        let type = parts.dropLast().joined(separator: ".")
        if type == "*" {
            return catalog.types.values.contains { $0.property(property) != nil } ? nil : "names no property of any catalog type"
        }
        guard let spec = catalog.spec(type) else {
            return "is not a catalog type or Type.property" + DidYouMean.hint(type, from: catalog.types.keys.sorted())
        }
        return spec.property(property) != nil ? nil
            : "names no property of \(type)" + DidYouMean.hint(property, from: spec.properties.keys.sorted())
    }
}
