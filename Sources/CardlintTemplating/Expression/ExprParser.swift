import CardlintReading

/// Recursive-descent parser for binding expressions.
///
/// Precedence, loosest first: `?:`, `||`, `&&`, `== !=`, `< <= > >=`, `+ -`, `* / %`, `^`,
/// unary `! -`, then postfix `.name`, `[index]` and calls.
struct ExprParser {
    private var tokens: [ExprToken]
    private var p = 0
    private var depth = 0
    private let maxDepth: Int
    /// The tallest tree an expression may make (see `node`).
    private var maxHeight: Int { 4 * maxDepth }

    /// Parses `bytes[start..<end]`. Offsets in the result are absolute positions in `bytes`.
    static func parse(_ bytes: [UInt8], from start: Int, to end: Int, maxDepth: Int) throws(ExprSyntaxError) -> Expr {
        let tokens = try ExprLexer.tokenize(bytes, from: start, to: end)
        var parser = ExprParser(tokens: tokens, maxDepth: maxDepth)
        if case .end = tokens[0].kind {
            throw ExprSyntaxError(message: "empty expression", range: start..<end)
        }
        let e = try parser.conditional()
        if case .end = parser.peek.kind { return e }
        throw ExprSyntaxError(message: "unexpected \(parser.peek.describe) after the expression", range: parser.peek.range)
    }

    private init(tokens: [ExprToken], maxDepth: Int) {
        self.tokens = tokens
        self.maxDepth = maxDepth
    }

    private var peek: ExprToken { tokens[p] }
    private mutating func next() -> ExprToken { let t = tokens[p]; if p < tokens.count - 1 { p += 1 }; return t }
    private func isPunct(_ s: String) -> Bool { if case .punct(let q) = peek.kind { return q == s }; return false }

    private mutating func expect(_ s: String, context: String) throws(ExprSyntaxError) -> ExprToken {
        guard isPunct(s) else {
            throw ExprSyntaxError(message: "expected '\(s)' \(context), found \(peek.describe)", range: peek.range)
        }
        return next()
    }

    private mutating func enter() throws(ExprSyntaxError) {
        depth += 1
        if depth > maxDepth {
            throw ExprSyntaxError(message: "expression nested more than \(maxDepth) levels deep", range: peek.range, isLimit: true)
        }
    }

    /// A node over `children`, or a limit error at `at` when the tree would grow taller than
    /// `maxHeight`: chains such as `a+a+a…`, `a.b.b…` or `a[0][0]…` are parsed in loops, not by
    /// recursion, so only the tree's height says how deep everything that walks it will recurse.
    private func node(_ kind: Expr.Kind, _ range: Range<Int>, _ children: [Expr], at: Range<Int>) throws(ExprSyntaxError) -> Expr {
        let height = 1 + children.reduce(0) { max($0, $1.height) }
        if height > maxHeight {
            throw ExprSyntaxError(message: "expression is more than \(maxHeight) operations deep (operators, '.', '[]' and calls count); split it",
                                  range: at, isLimit: true)
        }
        return Expr(kind: kind, range: range, height: height)
    }

    private mutating func conditional() throws(ExprSyntaxError) -> Expr {
        try enter(); defer { depth -= 1 }
        let c = try binary(level: 0)
        guard isPunct("?") else { return c }
        _ = next()
        let a = try conditional()
        _ = try expect(":", context: "in a '?:' conditional")
        let b = try conditional()
        return try node(.conditional(c, a, b), c.range.lowerBound..<b.range.upperBound, [c, a, b], at: c.range)
    }

    private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

    private mutating func binary(level: Int) throws(ExprSyntaxError) -> Expr {
        if level == Self.levels.count { return try power() }
        var left = try binary(level: level + 1)
        while case .punct(let op) = peek.kind, Self.levels[level].contains(op) {
            let t = next()
            let right = try binary(level: level + 1)
            left = try node(.binary(op, left, right), left.range.lowerBound..<right.range.upperBound, [left, right], at: t.range)
        }
        return left
    }

    private mutating func power() throws(ExprSyntaxError) -> Expr {
        let base = try unary()
        guard isPunct("^") else { return base }
        _ = next()
        try enter(); defer { depth -= 1 }
        let exponent = try power()
        return try node(.binary("^", base, exponent), base.range.lowerBound..<exponent.range.upperBound, [base, exponent], at: base.range)
    }

    private mutating func unary() throws(ExprSyntaxError) -> Expr {
        if case .punct(let op) = peek.kind, op == "!" || op == "-" || op == "+" {
            let t = next()
            try enter(); defer { depth -= 1 }
            let operand = try unary()
            return try node(.unary(op, operand), t.range.lowerBound..<operand.range.upperBound, [operand], at: t.range)
        }
        return try postfix()
    }

    private mutating func postfix() throws(ExprSyntaxError) -> Expr {
        var e = try primary()
        while true {
            if isPunct(".") {
                _ = next()
                guard case .identifier(let name) = peek.kind else {
                    throw ExprSyntaxError(message: "expected a property name after '.', found \(peek.describe)", range: peek.range)
                }
                let t = next()
                e = try node(.member(e, name), e.range.lowerBound..<t.range.upperBound, [e], at: t.range)
            } else if isPunct("("), case .member = e.kind, let name = e.pathText, !name.contains("[") {
                // `ns.fn(x)`: the official engine names the function by the whole dotted text
                // (functions an application registers are often namespaced).
                _ = next()
                let (args, close) = try argumentList(of: name)
                e = try node(.call(name: name, nameRange: e.range, arguments: args), e.range.lowerBound..<close.range.upperBound, args, at: e.range)
            } else if isPunct("[") {
                let open = next()
                try enter(); defer { depth -= 1 }
                let index = try conditional()
                let close = try expect("]", context: "to close '['")
                e = try node(.index(e, index), e.range.lowerBound..<close.range.upperBound, [e, index], at: open.range)
            } else {
                return e
            }
        }
    }

    /// The arguments of a call to `name` whose `(` was just read, and its closing `)`.
    private mutating func argumentList(of name: String) throws(ExprSyntaxError) -> ([Expr], ExprToken) {
        try enter(); defer { depth -= 1 }
        var args: [Expr] = []
        if !isPunct(")") {
            args.append(try conditional())
            while isPunct(",") {
                _ = next()
                args.append(try conditional())
            }
        }
        return (args, try expect(")", context: "to close the argument list of '\(name)'"))
    }

    private mutating func primary() throws(ExprSyntaxError) -> Expr {
        let t = next()
        switch t.kind {
        case .number(let d): return Expr(kind: .literal(.number(d)), range: t.range)
        case .string(let s): return Expr(kind: .literal(.string(s)), range: t.range)
        case .identifier(let name):
            switch name {
            case "true": return Expr(kind: .literal(.bool(true)), range: t.range)
            case "false": return Expr(kind: .literal(.bool(false)), range: t.range)
            case "null": return Expr(kind: .literal(.null), range: t.range)
            default: break
            }
            guard isPunct("(") else { return Expr(kind: .identifier(name), range: t.range) }
            _ = next()
            let (args, close) = try argumentList(of: name)
            return try node(.call(name: name, nameRange: t.range, arguments: args), t.range.lowerBound..<close.range.upperBound, args, at: t.range)
        case .punct("("):
            try enter(); defer { depth -= 1 }
            let inner = try conditional()
            let close = try expect(")", context: "to close '('")
            return Expr(kind: inner.kind, range: t.range.lowerBound..<close.range.upperBound, height: inner.height)
        case .end:
            throw ExprSyntaxError(message: "expression ends early: expected a value", range: t.range)
        default:
            throw ExprSyntaxError(message: "expected a value, found \(t.describe)", range: t.range)
        }
    }
}

extension ExprToken {
    var describe: String {
        switch kind {
        case .number(let d): "number \(JSONValue(.number(d)).templateText)"
        case .string: "a string"
        case .identifier(let n): "'\(n)'"
        case .punct(let s): "'\(s)'"
        case .end: "end of expression"
        }
    }
}
