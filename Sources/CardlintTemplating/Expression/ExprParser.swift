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

    private mutating func conditional() throws(ExprSyntaxError) -> Expr {
        try enter(); defer { depth -= 1 }
        let c = try binary(level: 0)
        guard isPunct("?") else { return c }
        _ = next()
        let a = try conditional()
        _ = try expect(":", context: "in a '?:' conditional")
        let b = try conditional()
        return Expr(kind: .conditional(c, a, b), range: c.range.lowerBound..<b.range.upperBound)
    }

    private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

    private mutating func binary(level: Int) throws(ExprSyntaxError) -> Expr {
        if level == Self.levels.count { return try power() }
        var left = try binary(level: level + 1)
        while case .punct(let op) = peek.kind, Self.levels[level].contains(op) {
            _ = next()
            let right = try binary(level: level + 1)
            left = Expr(kind: .binary(op, left, right), range: left.range.lowerBound..<right.range.upperBound)
        }
        return left
    }

    private mutating func power() throws(ExprSyntaxError) -> Expr {
        let base = try unary()
        guard isPunct("^") else { return base }
        _ = next()
        try enter(); defer { depth -= 1 }
        let exponent = try power()
        return Expr(kind: .binary("^", base, exponent), range: base.range.lowerBound..<exponent.range.upperBound)
    }

    private mutating func unary() throws(ExprSyntaxError) -> Expr {
        if case .punct(let op) = peek.kind, op == "!" || op == "-" || op == "+" {
            let t = next()
            try enter(); defer { depth -= 1 }
            let operand = try unary()
            return Expr(kind: .unary(op, operand), range: t.range.lowerBound..<operand.range.upperBound)
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
                e = Expr(kind: .member(e, name), range: e.range.lowerBound..<t.range.upperBound)
            } else if isPunct("[") {
                _ = next()
                try enter(); defer { depth -= 1 }
                let index = try conditional()
                let close = try expect("]", context: "to close '['")
                e = Expr(kind: .index(e, index), range: e.range.lowerBound..<close.range.upperBound)
            } else {
                return e
            }
        }
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
            try enter(); defer { depth -= 1 }
            var args: [Expr] = []
            if !isPunct(")") {
                args.append(try conditional())
                while isPunct(",") {
                    _ = next()
                    args.append(try conditional())
                }
            }
            let close = try expect(")", context: "to close the argument list of '\(name)'")
            return Expr(kind: .call(name: name, nameRange: t.range, arguments: args), range: t.range.lowerBound..<close.range.upperBound)
        case .punct("("):
            try enter(); defer { depth -= 1 }
            let inner = try conditional()
            let close = try expect(")", context: "to close '('")
            return Expr(kind: inner.kind, range: t.range.lowerBound..<close.range.upperBound)
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
