import CardlintReading

/// An evaluation problem at a byte range of the decoded string.
struct EvalError: Error, Sendable {
    /// `unknown`: a value cardlint cannot compute (the binding stays literal, nothing is reported).
    enum Kind: Sendable { case failure, limit, silent, unknown }
    var message: String
    var range: Range<Int>
    var kind: Kind = .failure
}

/// The data a binding sees: `$data` (nil = undefined) and `$index`.
struct EvalScope: Sendable {
    var data: JSONValue?
    var index: Int?
}

/// A data path met during evaluation and whether it resolved.
struct PathUse: Sendable {
    var range: Range<Int>
    var path: String
    var resolved: Bool
    /// A similar key of the object where the lookup failed (did-you-mean).
    var suggestion: String?
}

/// Evaluates parsed expressions against a scope. Missing values are `nil` ("undefined").
struct Evaluator {
    var root: JSONValue?
    var host: JSONValue?
    var scope = EvalScope()
    var context: FunctionContext
    var maxSteps: Int
    var steps = 0
    var pathUses: [PathUse] = []
    /// Functions the application registers before expanding (`template-functions:`): name → arity.
    var registered: [String: ClosedRange<Int>] = [:]
    private var locals: [(String, JSONValue?)] = []
    private var tolerant = 0
    private var missedKeySuggestion: String?

    init(root: JSONValue?, host: JSONValue?, context: FunctionContext, maxSteps: Int) {
        self.root = root; self.host = host; self.context = context; self.maxSteps = maxSteps
    }

    mutating func eval(_ e: Expr) throws(EvalError) -> JSONValue? {
        steps += 1
        if steps > maxSteps {
            throw EvalError(message: "evaluation took more than \(maxSteps) steps", range: e.range, kind: .limit)
        }
        switch e.kind {
        case .literal(let k): return JSONValue(k)
        case .identifier, .member, .index:
            let (value, isDataPath) = try resolve(e)
            if isDataPath, tolerant == 0, let path = e.pathText {
                pathUses.append(PathUse(range: e.range, path: path, resolved: value != nil,
                                        suggestion: value == nil ? missedKeySuggestion : nil))
            }
            missedKeySuggestion = nil
            return value
        case .unary(let op, let operand):
            if op == "!" { return .bool(try !condition(operand)) }
            let v = try eval(operand)
            guard let v else { return nil }
            guard let d = v.number else {
                throw EvalError(message: "unary '\(op)' needs a number, got \(v.typeName)", range: e.range)
            }
            return .number(op == "-" ? -d : d)
        case .binary(let op, let l, let r): return try binary(op, l, r, e.range)
        case .conditional(let c, let a, let b):
            return try condition(c) ? eval(a) : eval(b)
        case .call(let name, let nameRange, let args): return try call(name, nameRange, args, e.range)
        }
    }

    /// Resolves a path; the flag says whether it is a data path whose starting scope exists.
    private mutating func resolve(_ e: Expr) throws(EvalError) -> (JSONValue?, Bool) {
        switch e.kind {
        case .identifier(let name):
            if let local = locals.last(where: { $0.0 == name }) { return (local.1, false) }
            switch name {
            case "$data": return (scope.data, scope.data != nil)
            case "$root": return (root, root != nil)
            case "$host": return (host, host != nil)
            case "$index": return (scope.index.map { .number(Double($0)) }, false)
            // Templates compare with `$null` (`${x != $null}`): the engine reads it as a property no
            // data has, which is null; it is not a path the author meant to fill.
            case "$null": return (JSONValue(.null), false)
            default:
                guard let d = scope.data else { return (nil, false) }
                return (lookup(d, name), true)
            }
        case .member(let base, let name):
            let (b, flag) = try resolveBase(base)
            return (b.flatMap { lookup($0, name) }, flag)
        case .index(let base, let indexExpr):
            let (b, flag) = try resolveBase(base)
            let i = try eval(indexExpr)
            guard let b, let i else { return (nil, flag) }
            switch (b.kind, i.kind) {
            case (.array(let items), .number(let d)):
                guard d == d.rounded(), d >= 0, d < Double(items.count) else { return (nil, flag) }
                return (items[Int(d)], flag)
            case (.object, .string(let key)): return (Self.member(b, key), flag)
            default: return (nil, flag)
            }
        default:
            return (try eval(e), false)
        }
    }

    /// A property of an object as the official engine finds it: the first key, in the object's
    /// order, equal to `key` ignoring case (botbuilder-js `accessProperty`), so `buildID` reads `buildId`.
    static func member(_ object: JSONValue, _ key: String) -> JSONValue? {
        guard let members = object.members else { return nil }
        let folded = key.lowercased()
        return members.first { $0.key == key || $0.key.lowercased() == folded }?.value
    }

    /// `object[key]` (ignoring case), remembering a similar key when it is missing.
    private mutating func lookup(_ object: JSONValue, _ key: String) -> JSONValue? {
        if let v = Self.member(object, key) { return v }
        if let members = object.members, members.count <= 256 {
            var best: (String, Int)?
            for m in members {
                let d = TemplateFunctions.editDistance(key, m.key)
                if d <= 2, d < (best?.1 ?? Int.max) { best = (m.key, d) }
            }
            missedKeySuggestion = best?.0
        }
        return nil
    }

    /// Evaluates a value used as a condition, where a missing path simply means false.
    private mutating func condition(_ e: Expr) throws(EvalError) -> Bool {
        tolerant += 1
        defer { tolerant -= 1 }
        return try eval(e)?.isTruthy ?? false
    }

    private mutating func resolveBase(_ e: Expr) throws(EvalError) -> (JSONValue?, Bool) {
        switch e.kind {
        case .identifier, .member, .index: return try resolve(e)
        default: return (try eval(e), false)
        }
    }

    private mutating func binary(_ op: String, _ l: Expr, _ r: Expr, _ range: Range<Int>) throws(EvalError) -> JSONValue? {
        switch op {
        case "&&":
            guard try condition(l) else { return .bool(false) }
            return .bool(try condition(r))
        case "||":
            if try condition(l) { return .bool(true) }
            return .bool(try condition(r))
        default: break
        }
        let a = try eval(l), b = try eval(r)
        if op == "==" { return .bool((a ?? .null).hasSameContent(as: b ?? .null)) }
        if op == "!=" { return .bool(!(a ?? .null).hasSameContent(as: b ?? .null)) }
        guard let a, let b else { return nil }
        do {
            return try Operators.apply(op, a, b, context)
        } catch {
            throw EvalError(message: error.message, range: range, kind: error.isLimit ? .limit : error.isUnknown ? .unknown : .failure)
        }
    }

    private mutating func call(_ name: String, _ nameRange: Range<Int>, _ args: [Expr], _ range: Range<Int>) throws(EvalError) -> JSONValue? {
        if let arity = registered[name] {
            guard arity.contains(args.count) else { throw EvalError(message: "cannot call '\(name)'", range: nameRange, kind: .silent) }
            // The arguments are read (their paths are checked); the result is the application's: unknown.
            for a in args { _ = try eval(a) }
            throw EvalError(message: "\(name)() is registered by the application", range: range, kind: .unknown)
        }
        guard let f = TemplateFunctions.table[name], f.arity.contains(args.count) else {
            throw EvalError(message: "cannot call '\(name)'", range: nameRange, kind: .silent)
        }
        guard let body = f.body else { return try special(name, args, range) }
        if TemplateFunctions.pathTolerant.contains(name) { tolerant += 1 }
        var values: [JSONValue?] = []
        values.reserveCapacity(args.count)
        do {
            for a in args { values.append(try eval(a)) }
        } catch {
            if TemplateFunctions.pathTolerant.contains(name) { tolerant -= 1 }
            throw error
        }
        if TemplateFunctions.pathTolerant.contains(name) { tolerant -= 1 }
        do {
            let result = try body(Args(name: name, values: values), context)
            if let s = result?.string, s.utf8.count > context.maxStringLength {
                throw EvalError(message: "\(name)() made a string longer than \(context.maxStringLength) bytes", range: range, kind: .limit)
            }
            return result
        } catch let failure as EvalFailure {
            let blamed = failure.argument.flatMap { $0 < args.count ? args[$0].range : nil } ?? range
            throw EvalError(message: failure.message, range: blamed,
                            kind: failure.isLimit ? .limit : failure.isUnknown ? .unknown : .failure)
        } catch let error as EvalError {
            throw error
        } catch {
            throw EvalError(message: "\(name)() failed", range: range)
        }
    }

    /// `if` (lazy) and the lambda functions `foreach/select/where/filter/any/all`.
    private mutating func special(_ name: String, _ args: [Expr], _ range: Range<Int>) throws(EvalError) -> JSONValue? {
        if name == "if" {
            return try condition(args[0]) ? eval(args[1]) : eval(args[2])
        }
        if name == "stringOrValue" { return try stringOrValue(args[0], range) }
        guard let collection = try eval(args[0]) else { return nil }
        let items: [JSONValue]
        switch collection.kind {
        case .array(let a): items = a
        case .object(let members):
            items = members.map { JSONValue(.object([JSONMember(key: "key", value: .string($0.key)), JSONMember(key: "value", value: $0.value)])) }
        case .null: items = []
        default:
            throw EvalError(message: "\(name)() expects an array or object as argument 1, got \(collection.typeName)", range: args[0].range)
        }
        guard case .identifier(let variable) = args[1].kind else {
            throw EvalError(message: "\(name)() expects a variable name as argument 2", range: args[1].range)
        }
        var out: [JSONValue] = []
        for item in items {
            locals.append((variable, item))
            defer { locals.removeLast() }
            let v = try eval(args[2])
            switch name {
            case "foreach", "select": out.append(v ?? .null)
            case "where", "filter": if v?.isTruthy ?? false { out.append(item) }
            case "any": if v?.isTruthy ?? false { return .bool(true) }
            default: if !(v?.isTruthy ?? false) { return .bool(false) }
            }
        }
        switch name {
        case "any": return .bool(false)
        case "all": return .bool(true)
        default: return .array(out)
        }
    }

    /// `stringOrValue(text)`: the text read as a template string, evaluated here; a lone binding keeps
    /// its value's type. Paths inside it are not reported (their positions are in the value, not the
    /// file); a problem inside makes the value unknown.
    private mutating func stringOrValue(_ arg: Expr, _ range: Range<Int>) throws(EvalError) -> JSONValue? {
        guard let v = try eval(arg) else { return nil }
        guard let s = v.string else {
            throw EvalError(message: "stringOrValue() expects a string as argument 1, got \(v.typeName)", range: arg.range)
        }
        var problems: [ParsedString.Problem] = []
        let p = ParsedString.parse(s, maxNesting: 64, problems: &problems)
        let unknown = EvalError(message: "stringOrValue() of text cardlint cannot evaluate", range: range, kind: .unknown)
        guard problems.isEmpty else { throw unknown }
        tolerant += 1
        defer { tolerant -= 1 }
        if let single = p.single {
            guard let e = single.expr else { throw unknown }
            do { return try eval(e) } catch { throw error.kind == .limit ? error : unknown }
        }
        var out = ""
        for segment in p.segments {
            switch segment {
            case .text(let t): out += t
            case .placeholder: throw unknown
            case .binding(let e, _, _):
                guard let e else { throw unknown }
                let value: JSONValue?
                do { value = try eval(e) } catch { throw error.kind == .limit ? error : unknown }
                guard let value else { throw unknown }
                out += value.templateText
            }
        }
        return .string(out)
    }
}
