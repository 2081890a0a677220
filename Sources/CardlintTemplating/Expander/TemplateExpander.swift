import CardlintReading

/// Expands an Adaptive Cards template (`${…}` bindings, `$data`, `$when`) against data.
///
/// Every output value carries the range of the template node it came from, so findings on the
/// expanded card point at template lines. See `FUNCTIONS.md` for the expression language.
public enum TemplateExpander {
    /// 2025-01-01T00:00:00Z: the default `utcNow()`, fixed so that linting is deterministic.
    public static let defaultNowMilliseconds: Int64 = 1_735_689_600_000

    /// Expands `template` (parsed from `source`) with `data` (parsed from `dataSource`).
    ///
    /// - With `data == nil` and no inline root `$data` (an object or array literal), the expander
    ///   runs in **no-data mode**: strings with bindings are kept verbatim, `$data`/`$when` keys
    ///   are dropped and each object is kept once. Static problems are still reported.
    /// - Missing paths stay in the output as the literal `${path}` (the hosts' behaviour).
    /// - `$data` on an object: an array repeats the object per item (spliced into a parent array,
    ///   or an array value under a member; an empty array removes the object); any other value opens
    ///   one new scope; a missing path gives one copy with an undefined scope (bindings stay literal).
    /// - `$when` keeps the object only when it evaluates to boolean `true`.
    /// - Never hangs or crashes: `limits` bound output size, nesting, string length and evaluation
    ///   steps; when one is exceeded the result is `failed` with a `template-limit` diagnostic.
    /// - `functions`: functions the application registers before expanding (name → arity). Calls to
    ///   them are known (no unknown-function finding); their results are unknown, like an unbound value.
    public static func expand(template: JSONValue, source: SourceFile, data: JSONValue?, dataSource: SourceFile? = nil,
                              host: JSONValue? = nil, limits: TemplateLimits = TemplateLimits(),
                              nowMilliseconds: Int64 = defaultNowMilliseconds, variant: Int? = nil,
                              functions: [String: ClosedRange<Int>] = [:]) -> TemplateExpansion {
        var root = data
        var inlineRoot = false
        if root == nil, let inline = template["$data"], !(inline.string.map(ParsedString.mayContainBinding) ?? false) {
            root = inline
            inlineRoot = true
        }
        var engine = ExpansionEngine(source: source, root: root, host: host, limits: limits,
                                     nowMilliseconds: nowMilliseconds, rootIsInline: inlineRoot, registered: functions)
        engine.variant = variant
        let output: JSONValue?
        var failed = false
        do {
            output = try engine.expandRoot(template)
        } catch {
            output = nil
            failed = true
            engine.report("template-limit", .error, error.message, error.range)
        }
        var diagnostics = engine.diagnostics + TemplateDiagnostic.unknownPaths(engine.pathSites)
        diagnostics.sort(by: TemplateDiagnostic.sortKey)
        var expansion = TemplateExpansion(output: output, diagnostics: diagnostics, itemOrigins: engine.itemOrigins,
                                          failed: failed, hadData: root != nil, valueVariants: engine.variantCount,
                                          pathSites: engine.pathSites)
        expansion.outputValues = engine.nodes
        expansion.evaluationSteps = engine.evaluator.steps
        return expansion
    }

    /// Expands `template` once per data set and merges the diagnostics: a path is reported as
    /// unknown only when it resolved in none of the data sets. With no data sets, runs once in
    /// no-data mode.
    public static func expand(template: JSONValue, source: SourceFile, dataSets: [(data: JSONValue, source: SourceFile?)],
                              host: JSONValue? = nil, limits: TemplateLimits = TemplateLimits(),
                              nowMilliseconds: Int64 = defaultNowMilliseconds,
                              functions: [String: ClosedRange<Int>] = [:]) -> TemplateExpansionSet {
        let runs: [TemplateExpansion] = dataSets.isEmpty
            ? [expand(template: template, source: source, data: nil, host: host, limits: limits, nowMilliseconds: nowMilliseconds,
                      functions: functions)]
            : dataSets.map {
                expand(template: template, source: source, data: $0.data, dataSource: $0.source,
                       host: host, limits: limits, nowMilliseconds: nowMilliseconds, functions: functions)
            }
        var seen = Set<TemplateDiagnostic>()
        var merged: [TemplateDiagnostic] = []
        for run in runs {
            for d in run.diagnostics where d.id != "template-unknown-path" && seen.insert(d).inserted { merged.append(d) }
        }
        var sites: [PathSiteKey: PathSite] = [:]
        for run in runs {
            for (key, site) in run.pathSites {
                if var existing = sites[key] {
                    existing.resolved = existing.resolved || site.resolved
                    sites[key] = existing
                } else {
                    sites[key] = site
                }
            }
        }
        merged += TemplateDiagnostic.unknownPaths(sites)
        merged.sort(by: TemplateDiagnostic.sortKey)
        return TemplateExpansionSet(expansions: runs, diagnostics: merged)
    }
}

/// A limit was exceeded: expansion stops.
struct LimitExceeded: Error {
    var message: String
    var range: SourceRange
}
