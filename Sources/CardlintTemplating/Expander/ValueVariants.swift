import CardlintReading

/// The values a binding can take without data, when the expression says: a literal, or `if(c, a, b)`
/// and `c ? a : b` whose branches can take known values (`${if(price <= 500, 'good', 'attention')}`
/// can be 'good' or 'attention'). Without data, such a template is linted once per value
/// (variant k takes each binding's k-th value, or its last), so a bad value in a branch is found.
enum ValueVariants {
    static let maxValues = 8

    /// The values `e` can take, or nil when one depends on data cardlint does not have.
    static func values(_ e: Expr) -> [JSONValue]? {
        var out: [JSONValue] = []
        guard collect(e, into: &out) else { return nil }
        return out
    }

    private static func collect(_ e: Expr, into out: inout [JSONValue]) -> Bool {
        switch e.kind {
        case .literal(let k):
            let v = JSONValue(k)
            if !out.contains(where: { $0.hasSameContent(as: v) }) { out.append(v) }
            return out.count <= maxValues
        case .call(let name, _, let args) where name == "if" && args.count == 3:
            return collect(args[1], into: &out) && collect(args[2], into: &out)
        case .conditional(_, let a, let b):
            return collect(a, into: &out) && collect(b, into: &out)
        default:
            return false
        }
    }

    /// The string's values for variant `k`, or nil when a binding's values are not all known. A
    /// lone binding keeps its value's JSON type; `count` is raised to the most values a binding has.
    static func value(of p: ParsedString, variant k: Int, count: inout Int) -> JSONValue? {
        if let single = p.single {
            guard let e = single.expr, let vs = values(e), !vs.isEmpty else { return nil }
            count = max(count, vs.count)
            return vs[min(k, vs.count - 1)]
        }
        var text = ""
        for segment in p.segments {
            switch segment {
            case .text(let t), .placeholder(let t): text += t
            case .binding(let e, _, _):
                guard let e, let vs = values(e), !vs.isEmpty else { return nil }
                count = max(count, vs.count)
                text += vs[min(k, vs.count - 1)].templateText
            }
        }
        return .string(text)
    }
}
