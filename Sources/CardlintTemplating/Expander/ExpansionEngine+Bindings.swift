import CardlintReading

extension ExpansionEngine {
    /// The parsed form of a template string (cached per node); static problems reported once.
    mutating func parsed(_ v: JSONValue, _ s: String) -> ParsedString {
        let key = v.range.start
        if v.range != .unknown, let hit = cache[key] { return hit }
        var problems: [ParsedString.Problem] = []
        let p = ParsedString.parse(s, maxNesting: limits.maxExpressionNesting, registered: registered, problems: &problems)
        for problem in problems {
            report(problem.id, .error, problem.message, sourceRange(problem.range, v))
        }
        if v.range != .unknown { cache[key] = p }
        return p
    }

    /// `{name}` bindings of the templating preview: no engine evaluates them any more.
    mutating func reportPreviewBindings(_ v: JSONValue, _ s: String) {
        guard s.utf8.contains(0x7B) else { return }
        for r in PreviewBindings.ranges(Array(s.utf8)) {
            let text = String(decoding: Array(s.utf8)[r], as: UTF8.self)
            report("template-preview-syntax", .note,
                   "'\(text)' is the binding syntax of the templating preview: the templating SDKs since 1.0 do not evaluate it and leave it as written (write '$\(text)'); it is right only where the app expands the card with a 0.x preview SDK",
                   sourceRange(r, v))
        }
    }

    /// The source range of decoded range `r` of string `node` (each string's escapes found once).
    mutating func sourceRange(_ r: Range<Int>, _ node: JSONValue) -> SourceRange {
        let table = stringMaps[node.range.start] ?? StringSourceMap.Table(node: node.range, source: source)
        stringMaps[node.range.start] = table
        let s = table.offset(r.lowerBound, node: node.range), e = table.offset(r.upperBound, node: node.range)
        return SourceRange(start: s, end: max(s, e))
    }

    /// A template string in the output: bindings replaced (a lone binding keeps its JSON type).
    mutating func expandString(_ v: JSONValue, scope: EvalScope) throws(LimitExceeded) -> JSONValue {
        if case .string(let s) = v.kind { reportPreviewBindings(v, s) }
        guard case .string(let s) = v.kind, ParsedString.mayContainBinding(s) else {
            try count(1, v.range)
            return v
        }
        let p = parsed(v, s)
        if noData, let known = ValueVariants.value(of: p, variant: variant ?? 0, count: &variantCount), variant != nil {
            try count(known.nodeCount, v.range)
            return known.reranged(v.range)
        }
        guard !noData, let result = try evaluateString(p, v, scope: scope) else {
            try count(1, v.range)
            return v
        }
        try count(result.nodeCount, v.range)
        return result.reranged(v.range)
    }

    /// The value of a parsed string, or nil when a lone binding is undefined or fails.
    mutating func evaluateString(_ p: ParsedString, _ v: JSONValue, scope: EvalScope) throws(LimitExceeded) -> JSONValue? {
        if let single = p.single {
            guard let expr = single.expr else { return nil }
            return try evaluate(expr, v, scope: scope)
        }
        var out = ""
        for segment in p.segments {
            switch segment {
            case .text(let t), .placeholder(let t): out += t
            case .binding(let expr, let raw, _):
                if let expr, let value = try evaluate(expr, v, scope: scope) { out += value.templateText } else { out += raw }
            }
            if out.utf8.count > limits.maxStringLength {
                throw LimitExceeded(message: "expansion stopped: a string grew past \(limits.maxStringLength) bytes", range: v.range)
            }
        }
        return .string(out)
    }

    /// Evaluates one expression of template node `v`; undefined and failures give nil.
    mutating func evaluate(_ expr: Expr, _ v: JSONValue, scope: EvalScope) throws(LimitExceeded) -> JSONValue? {
        evaluator.scope = scope
        defer { recordPaths(v) }
        do {
            return try evaluator.eval(expr)
        } catch {
            switch error.kind {
            case .silent: return nil
            case .unknown:
                sawUnknown = true
                return nil
            case .limit: throw LimitExceeded(message: "expansion stopped: \(error.message)", range: sourceRange(error.range, v))
            case .failure:
                report("template-evaluation-error", .warning, error.message, sourceRange(error.range, v))
                return nil
            }
        }
    }

    private mutating func recordPaths(_ v: JSONValue) {
        guard !evaluator.pathUses.isEmpty else { return }
        for use in evaluator.pathUses {
            let key = PathSiteKey(node: v.range.start, start: use.range.lowerBound, end: use.range.upperBound)
            if var site = pathSites[key] {
                if use.resolved, !site.resolved { site.resolved = true; pathSites[key] = site }
            } else {
                pathSites[key] = PathSite(path: use.path, range: sourceRange(use.range, v), resolved: use.resolved, suggestion: use.suggestion)
            }
        }
        evaluator.pathUses.removeAll(keepingCapacity: true)
    }

    /// `$when`: keep the object only when the condition is boolean `true` (always kept in no-data mode).
    mutating func evaluateWhen(_ v: JSONValue, scope: EvalScope) throws(LimitExceeded) -> Bool {
        guard case .string(let s) = v.kind, ParsedString.mayContainBinding(s) else {
            report("template-constant-when", .warning,
                   "$when is not a ${…} expression, so it never depends on the data; hosts drop this object",
                   v.range)
            return noData
        }
        let p = parsed(v, s)
        let exprs = p.bindings
        if !exprs.isEmpty, exprs.allSatisfy({ $0.map { !$0.dependsOnData } ?? false }) {
            report("template-constant-when", .warning,
                   "$when does not depend on the data: the object is always \(constantOutcome(p, v) ? "shown" : "removed")",
                   v.range)
        }
        if noData { return true }
        sawUnknown = false
        guard let result = try evaluateString(p, v, scope: scope) else {
            // A condition cardlint cannot compute keeps the object, as without data.
            return sawUnknown
        }
        guard let b = result.bool else {
            report("template-evaluation-error", .warning,
                   "$when gave \(result.typeName == "array" || result.typeName == "object" ? "an" : "a") \(result.typeName), not a boolean; hosts drop the object unless it is true",
                   v.range)
            return false
        }
        return b
    }

    private mutating func constantOutcome(_ p: ParsedString, _ v: JSONValue) -> Bool {
        guard let expr = p.single?.expr else { return false }
        var scratch = evaluator
        scratch.scope = EvalScope()
        return (try? scratch.eval(expr))??.bool == true
    }

    /// The new data context named by `$data`: a binding, or an inline literal (`inline == true`).
    mutating func evaluateData(_ v: JSONValue, scope: EvalScope) throws(LimitExceeded) -> (JSONValue?, Bool) {
        guard case .string(let s) = v.kind else { return (v, true) }
        reportPreviewBindings(v, s)
        guard ParsedString.mayContainBinding(s) else { return (v, true) }
        let p = parsed(v, s)
        return (try evaluateString(p, v, scope: scope), false)
    }

    /// In no-data mode `$data` is not evaluated, but its bindings are still checked.
    mutating func checkData(_ v: JSONValue) {
        if case .string(let s) = v.kind { reportPreviewBindings(v, s) }
        if case .string(let s) = v.kind, ParsedString.mayContainBinding(s) { _ = parsed(v, s) }
    }
}
