import CardlintReading
import Foundation

extension TemplateFunctions {
    static let math: [TemplateFunction] = [
        // add, sub, mul, div and exp take two or more arguments, applied left to right.
        TemplateFunction("add", 2...TemplateFunction.variadic, .math) { a, c in try fold("+", a, c) },
        TemplateFunction("sub", 2...TemplateFunction.variadic, .math) { a, c in try fold("-", a, c) },
        TemplateFunction("mul", 2...TemplateFunction.variadic, .math) { a, c in try fold("*", a, c) },
        TemplateFunction("div", 2...TemplateFunction.variadic, .math,
                         unknownWhen: "for a negative quotient of integers that is not whole (floored in JavaScript, truncated in .NET)") { a, c in try fold("/", a, c) },
        TemplateFunction("mod", 2...2, .math) { a, _ in
            let y = try a.number(1)
            guard y != 0 else { throw EvalFailure("mod() by zero", argument: 1) }
            return .number(try a.number(0).truncatingRemainder(dividingBy: y))
        },
        TemplateFunction("exp", 2...TemplateFunction.variadic, .math) { a, c in try fold("^", a, c) },
        TemplateFunction("min", 1...TemplateFunction.variadic, .math) { a, _ in
            guard let m = try numbers(a).min() else { throw a.fail(0, "a non-empty list of numbers") }
            return .number(m)
        },
        TemplateFunction("max", 1...TemplateFunction.variadic, .math) { a, _ in
            guard let m = try numbers(a).max() else { throw a.fail(0, "a non-empty list of numbers") }
            return .number(m)
        },
        TemplateFunction("sum", 1...1, .math) { a, _ in .number(try numbers(a).reduce(0, +)) },
        TemplateFunction("average", 1...1, .math) { a, _ in
            let n = try numbers(a)
            guard !n.isEmpty else { throw a.fail(0, "a non-empty array") }
            return .number(n.reduce(0, +) / Double(n.count))
        },
        TemplateFunction("range", 2...2, .math) { a, c in
            let start = try a.int(0), count = try a.int(1)
            guard count >= 0 else { throw EvalFailure("range() needs a count ≥ 0", argument: 1) }
            guard count <= c.maxCollectionCount else {
                throw EvalFailure("range() of \(count) items exceeds the limit of \(c.maxCollectionCount)", argument: 1, isLimit: true)
            }
            return .array((0..<count).map { .number(Double(start + $0)) })
        },
        TemplateFunction("floor", 1...1, .math) { a, _ in .number(try a.number(0).rounded(.down)) },
        TemplateFunction("ceiling", 1...1, .math) { a, _ in .number(try a.number(0).rounded(.up)) },
        TemplateFunction("round", 1...2, .math) { a, _ in
            let x = try a.number(0)
            let digits = a.count > 1 ? try a.int(1) : 0
            guard (0...15).contains(digits) else { throw EvalFailure("round() takes 0 to 15 digits", argument: 1) }
            let scale = Foundation.pow(10, Double(digits))
            return .number((x * scale).rounded(.toNearestOrAwayFromZero) / scale)
        },
        TemplateFunction("abs", 1...1, .math) { a, _ in .number(abs(try a.number(0))) },
        TemplateFunction("sqrt", 1...1, .math) { a, _ in
            let x = try a.number(0)
            guard x >= 0 else { throw EvalFailure("sqrt() of a negative number", argument: 0) }
            return .number(x.squareRoot())
        },
        // Deterministic on purpose: a linter must give the same answer twice.
        TemplateFunction("rand", 2...2, .math) { a, _ in .number(try a.number(0)) },
    ]

    /// `op` applied from left to right over the arguments; numbers only, except text for `+`.
    static func fold(_ op: String, _ a: Args, _ c: FunctionContext) throws -> JSONValue {
        var acc = a.value(0)
        for i in 0..<a.count where op != "+" && a.value(i).number == nil { throw a.fail(i, "a number") }
        for i in 1..<a.count {
            do { acc = try Operators.apply(op, acc, a.value(i), c) } catch {
                var blamed = error
                blamed.argument = i
                throw blamed
            }
        }
        return acc
    }

    /// The numbers of a call: one array argument, or all arguments.
    static func numbers(_ a: Args) throws -> [Double] {
        if a.count == 1, let arr = a.value(0).array {
            return try arr.enumerated().map { i, v in
                guard let d = v.number else { throw EvalFailure("\(a.name)() expects numbers, item \(i) is \(v.typeName)", argument: 0) }
                return d
            }
        }
        return try (0..<a.count).map { try a.number($0) }
    }
}
