import CardlintReading

extension TemplateFunctions {
    static let logic: [TemplateFunction] = [
        TemplateFunction("if", 3...3, .logic, nil),
        TemplateFunction("equals", 2...2, .logic) { a, _ in .bool(a.value(0).hasSameContent(as: a.value(1))) },
        TemplateFunction("not", 1...1, .logic) { a, _ in .bool(!a.value(0).isTruthy) },
        TemplateFunction("and", 1...TemplateFunction.variadic, .logic) { a, _ in .bool(a.values.allSatisfy { $0?.isTruthy ?? false }) },
        TemplateFunction("or", 1...TemplateFunction.variadic, .logic) { a, _ in .bool(a.values.contains { $0?.isTruthy ?? false }) },
        TemplateFunction("greater", 2...2, .logic) { a, c in try Operators.apply(">", a.value(0), a.value(1), c) },
        TemplateFunction("greaterOrEquals", 2...2, .logic) { a, c in try Operators.apply(">=", a.value(0), a.value(1), c) },
        TemplateFunction("less", 2...2, .logic) { a, c in try Operators.apply("<", a.value(0), a.value(1), c) },
        TemplateFunction("lessOrEquals", 2...2, .logic) { a, c in try Operators.apply("<=", a.value(0), a.value(1), c) },
        // Both give their argument's value (they mark optional or ignored conditions in triggers).
        TemplateFunction("ignore", 1...1, .logic) { a, _ in a.value(0) },
        TemplateFunction("optional", 1...1, .logic) { a, _ in a.value(0) },
        TemplateFunction("exists", 1...1, .logic) { a, _ in .bool(!a.isMissing(0) && !a.value(0).isNull) },
        TemplateFunction("coalesce", 1...TemplateFunction.variadic, .logic) { a, _ in
            a.values.first { $0 != nil && !($0?.isNull ?? true) } ?? .null
        },
        TemplateFunction("isMatch", 2...2, .logic) { a, _ in
            let s = try a.string(0), pattern = try a.string(1)
            guard s.utf8.count <= 10_000, pattern.utf8.count <= 1000 else {
                throw EvalFailure("isMatch() input is too long to match safely", isLimit: true)
            }
            guard let regex = try? Regex(pattern) else { throw EvalFailure("isMatch() got an invalid regular expression", argument: 1) }
            return .bool((try? regex.firstMatch(in: s)) != nil)
        },
    ]
}
