import CardlintReading

extension TemplateFunctions {
    static let collection: [TemplateFunction] = [
        TemplateFunction("count", 1...1, .collection) { a, _ in
            if let s = a.value(0).string { return .number(Double(s.count)) }
            if let m = a.value(0).members { return .number(Double(m.count)) }
            return .number(Double(try a.array(0).count))
        },
        TemplateFunction("contains", 2...2, .collection) { a, _ in
            let x = a.value(0), y = a.value(1)
            switch x.kind {
            case .string(let s): return .bool(y.string.map { $0.isEmpty || s.characterOffset($0) >= 0 } ?? false)
            case .array(let items): return .bool(items.contains { $0.hasSameContent(as: y) })
            // contains.ts: a key of an object, found as accessProperty finds it (ignoring case).
            case .object: return .bool(y.string.map { Evaluator.member(x, $0) != nil } ?? false)
            default: return .bool(false)
            }
        },
        // botbuilder-js empty.ts: a number or boolean has no keys, so it is empty.
        TemplateFunction("empty", 1...1, .collection) { a, _ in
            switch a.value(0).kind {
            case .string(let s): return .bool(s.isEmpty)
            case .array(let items): return .bool(items.isEmpty)
            case .object(let m): return .bool(m.isEmpty)
            default: return .bool(true)
            }
        },
        // first.ts / last.ts: anything but a non-empty string or array gives undefined, not an error.
        TemplateFunction("first", 1...1, .collection) { a, _ in
            if let s = a.value(0).string { return s.first.map { .string(String($0)) } }
            return a.value(0).array?.first
        },
        TemplateFunction("last", 1...1, .collection) { a, _ in
            if let s = a.value(0).string { return s.last.map { .string(String($0)) } }
            return a.value(0).array?.last
        },
        // take.ts: an array or a string; skip.ts: an array only. Both need a whole number.
        TemplateFunction("take", 2...2, .collection) { a, _ in
            let n = max(0, try wholeNumber(a, 1))
            if let s = a.value(0).string { return .string(String(s.prefix(n))) }
            return .array(Array(try a.array(0).prefix(n)))
        },
        TemplateFunction("skip", 2...2, .collection) { a, _ in
            let n = max(0, try wholeNumber(a, 1))
            return .array(Array(try a.array(0).dropFirst(n)))
        },
        TemplateFunction("subArray", 2...3, .collection) { a, _ in
            let items = try a.array(0)
            let start = try wholeNumber(a, 1), end = a.count > 2 ? try wholeNumber(a, 2) : items.count
            guard start >= 0, start <= end, end <= items.count else {
                throw EvalFailure("subArray() range \(start)..<\(end) is outside the array (count \(items.count))", argument: 1)
            }
            return .array(Array(items[start..<end]))
        },
        TemplateFunction("union", 1...TemplateFunction.variadic, .collection) { a, _ in
            var out: [JSONValue] = []
            for i in 0..<a.count { for v in try a.array(i) where !out.contains(where: { $0.hasSameContent(as: v) }) { out.append(v) } }
            return .array(out)
        },
        TemplateFunction("intersection", 1...TemplateFunction.variadic, .collection) { a, _ in
            var out = try a.array(0)
            for i in 1..<max(1, a.count) {
                let other = try a.array(i)
                out = out.filter { v in other.contains { $0.hasSameContent(as: v) } }
            }
            return .array(out)
        },
        TemplateFunction("flatten", 1...2, .collection) { a, _ in
            let depth = a.count > 1 ? try a.int(1) : 100
            return .array(flatten(try a.array(0), depth: depth))
        },
        TemplateFunction("unique", 1...1, .collection) { a, _ in
            var out: [JSONValue] = []
            for v in try a.array(0) where !out.contains(where: { $0.hasSameContent(as: v) }) { out.append(v) }
            return .array(out)
        },
        TemplateFunction("reverse", 1...1, .collection) { a, _ in
            if let s = a.value(0).string { return .string(String(s.reversed())) }
            return .array(try a.array(0).reversed())
        },
        TemplateFunction("createArray", 0...TemplateFunction.variadic, .collection) { a, _ in .array(a.values.map { $0 ?? .null }) },
        TemplateFunction("sortBy", 1...2, .collection) { a, _ in .array(try sorted(a, descending: false)) },
        TemplateFunction("sortByDescending", 1...2, .collection) { a, _ in .array(try sorted(a, descending: true)) },
        // indicesAndValues.ts: an array gives {index: i, value}; an object {index: key, value} per member.
        TemplateFunction("indicesAndValues", 1...1, .collection) { a, _ in
            if let members = a.value(0).members {
                return .array(members.map { m in
                    JSONValue(.object([JSONMember(key: "index", value: .string(m.key)), JSONMember(key: "value", value: m.value)]))
                })
            }
            guard let items = a.value(0).array else { throw a.fail(0, "an array or object") }
            return .array(items.enumerated().map { i, v in
                JSONValue(.object([JSONMember(key: "index", value: .number(Double(i))), JSONMember(key: "value", value: v)]))
            })
        },
        TemplateFunction("filterNotEqual", 2...2, .collection) { a, _ in
            .array(try a.array(0).filter { !$0.hasSameContent(as: a.value(1)) })
        },
        TemplateFunction("foreach", 3...3, .collection, nil),
        TemplateFunction("select", 3...3, .collection, nil),
        TemplateFunction("where", 3...3, .collection, nil),
        TemplateFunction("any", 3...3, .collection, nil),
        TemplateFunction("all", 3...3, .collection, nil),
    ]

    /// An integer argument as the official engine wants it (`Number.isInteger`): 2.5 is an error.
    static func wholeNumber(_ a: Args, _ i: Int) throws -> Int {
        let d = try a.number(i)
        guard d == d.rounded() else { throw a.fail(i, "a whole number") }
        return try a.int(i)
    }

    static func flatten(_ items: [JSONValue], depth: Int) -> [JSONValue] {
        items.flatMap { v -> [JSONValue] in
            if depth > 0, let inner = v.array { return flatten(inner, depth: depth - 1) }
            return [v]
        }
    }

    static func sorted(_ a: Args, descending: Bool) throws -> [JSONValue] {
        let items = try a.array(0)
        let key = a.count > 1 ? try a.string(1) : nil
        if key == nil {
            // botbuilder-js sortBy without a key is JavaScript's `arr.sort()`: items compared as text
            // (10 before 9), objects all equal ("[object Object]"); sortByDescending reverses it.
            func text(_ v: JSONValue) -> String? {
                switch v.kind {
                case .object: return nil
                case .null: return "null"
                case .array(let inner): return inner.map { $0.isNull ? "" : ($0.isObject ? "[object Object]" : $0.templateText) }.joined(separator: ",")
                default: return v.templateText
                }
            }
            let ascending = items.enumerated().sorted { x, y in
                let p = text(x.element) ?? "[object Object]", q = text(y.element) ?? "[object Object]"
                return p != q ? Array(p.utf16).lexicographicallyPrecedes(Array(q.utf16)) : x.offset < y.offset
            }.map(\.element)
            return descending ? ascending.reversed() : ascending
        }
        func k(_ v: JSONValue) -> JSONValue { key.flatMap { v[$0] } ?? (key == nil ? v : .null) }
        let result = items.enumerated().sorted { x, y in
            let kx = k(x.element), ky = k(y.element)
            switch (kx.kind, ky.kind) {
            case (.number(let p), .number(let q)) where p != q: return descending ? p > q : p < q
            case (.string(let p), .string(let q)) where p != q: return descending ? p > q : p < q
            default: return x.offset < y.offset
            }
        }
        return result.map(\.element)
    }
}

extension String {
    /// Character offset of `needle`, or -1.
    func characterOffset(_ needle: String) -> Int { TemplateFunctions.characterOffset(of: needle, in: self, last: false) }
}
