import CardlintReading

/// A node of a parsed binding expression. `range` is a UTF-8 byte range inside the decoded
/// template string that holds the expression (not inside the source file).
struct Expr: Sendable {
    indirect enum Kind: Sendable {
        case literal(JSONValue.Kind)
        /// A bare name: `$data`, `$root`, `$index`, `$host`, a lambda variable or a data member.
        case identifier(String)
        case member(Expr, String)
        case index(Expr, Expr)
        case call(name: String, nameRange: Range<Int>, arguments: [Expr])
        case unary(String, Expr)
        case binary(String, Expr, Expr)
        case conditional(Expr, Expr, Expr)
    }

    var kind: Kind
    var range: Range<Int>
    /// Nodes on the longest path from this one down to a leaf (a leaf is 1). The parser bounds it,
    /// so every walk over the tree (evaluation, `walk`, `pathText`, freeing it) recurses boundedly.
    var height = 1

    init(kind: Kind, range: Range<Int>, height: Int = 1) {
        self.kind = kind; self.range = range; self.height = height
    }

    /// `employee.name`, `$root.items[0]` — the text of a data path, or nil if this is no path.
    var pathText: String? {
        switch kind {
        case .identifier(let name): return name
        case .member(let base, let name): return base.pathText.map { "\($0).\(name)" }
        case .index(let base, let index):
            guard let b = base.pathText else { return nil }
            if case .literal(let k) = index.kind {
                switch k {
                case .number(let d): return "\(b)[\(JSONValue(.number(d)).templateText)]"
                case .string(let s): return "\(b)['\(s)']"
                default: break
                }
            }
            return "\(b)[…]"
        default: return nil
        }
    }

    /// Calls every node of the tree, parents first.
    func walk(_ visit: (Expr) -> Void) {
        visit(self)
        switch kind {
        case .literal, .identifier: break
        case .member(let b, _): b.walk(visit)
        case .index(let b, let i): b.walk(visit); i.walk(visit)
        case .call(_, _, let args): for a in args { a.walk(visit) }
        case .unary(_, let e): e.walk(visit)
        case .binary(_, let l, let r): l.walk(visit); r.walk(visit)
        case .conditional(let c, let a, let b): c.walk(visit); a.walk(visit); b.walk(visit)
        }
    }

    /// True when the value can change with the data, the host or the clock.
    var dependsOnData: Bool {
        var depends = false
        walk { node in
            switch node.kind {
            case .identifier: depends = true
            case .call(let name, _, _) where TemplateFunctions.impure.contains(name) || TemplateFunctions.table[name] == nil:
                depends = true  // impure, or registered by the application (its result is unknown)
            default: break
            }
        }
        return depends
    }
}
