import CardlintReading

extension TemplateFunctions {
    static let string: [TemplateFunction] = [
        TemplateFunction("concat", 1...TemplateFunction.variadic, .string) { a, c in
            if a.values.allSatisfy({ $0?.array != nil }) {
                return .array(a.values.flatMap { $0?.array ?? [] })
            }
            var out = ""
            for i in 0..<a.count {
                out += a.text(i)
                if out.utf8.count > c.maxStringLength { throw EvalFailure("concat() made a string too long", isLimit: true) }
            }
            return .string(out)
        },
        TemplateFunction("length", 1...1, .string) { a, _ in
            if let s = a.value(0).string { return .number(Double(s.count)) }
            if let arr = a.value(0).array { return .number(Double(arr.count)) }
            throw a.fail(0, "a string or an array")
        },
        TemplateFunction("toLower", 1...2, .string) { a, _ in .string(try a.string(0).lowercased()) },
        TemplateFunction("toUpper", 1...2, .string) { a, _ in .string(try a.string(0).uppercased()) },
        TemplateFunction("trim", 1...2, .string) { a, _ in .string(trimmed(try a.string(0))) },
        TemplateFunction("substring", 2...3, .string) { a, _ in
            let s = Array(try a.string(0))
            let start = try a.int(1)
            let length = a.count > 2 ? try a.int(2) : s.count - start
            guard start >= 0, start <= s.count else { throw EvalFailure("substring() start \(start) is outside the text (length \(s.count))", argument: 1) }
            guard length >= 0, start + length <= s.count else { throw EvalFailure("substring() length \(length) runs past the end of the text", argument: 2) }
            return .string(String(s[start..<start + length]))
        },
        TemplateFunction("replace", 3...3, .string) { a, c in
            .string(try replaced(try a.string(0), try a.string(1), try a.string(2), ignoreCase: false, c))
        },
        TemplateFunction("replaceIgnoreCase", 3...3, .string) { a, c in
            .string(try replaced(try a.string(0), try a.string(1), try a.string(2), ignoreCase: true, c))
        },
        TemplateFunction("split", 1...2, .string) { a, _ in
            let s = try a.string(0)
            let sep = a.count > 1 ? try a.string(1) : ""
            if sep.isEmpty { return .array(s.map { .string(String($0)) }) }
            return .array(s.splitText(sep).map { .string($0) })
        },
        TemplateFunction("join", 2...3, .string) { a, _ in
            let items = try a.array(0).map(\.templateText)
            let sep = try a.string(1)
            if a.count > 2, items.count > 1 {
                return .string(items.dropLast().joined(separator: sep) + (try a.string(2)) + (items.last ?? ""))
            }
            return .string(items.joined(separator: sep))
        },
        TemplateFunction("indexOf", 2...2, .string) { a, _ in
            if let arr = a.value(0).array { return .number(Double(arr.firstIndex { $0.hasSameContent(as: a.value(1)) } ?? -1)) }
            return .number(Double(characterOffset(of: try a.string(1), in: try a.string(0), last: false)))
        },
        TemplateFunction("lastIndexOf", 2...2, .string) { a, _ in
            if let arr = a.value(0).array { return .number(Double(arr.lastIndex { $0.hasSameContent(as: a.value(1)) } ?? -1)) }
            return .number(Double(characterOffset(of: try a.string(1), in: try a.string(0), last: true)))
        },
        TemplateFunction("startsWith", 2...2, .string) { a, _ in .bool(try a.string(0).hasPrefix(try a.string(1))) },
        TemplateFunction("endsWith", 2...2, .string) { a, _ in .bool(try a.string(0).hasSuffix(try a.string(1))) },
        TemplateFunction("countWord", 1...1, .string) { a, _ in
            .number(Double(try a.string(0).split(whereSeparator: { $0.isWhitespace }).count))
        },
        TemplateFunction("addOrdinal", 1...1, .string) { a, _ in
            let n = try a.int(0)
            let suffix: String
            switch (n % 100, n % 10) {
            case (11...13, _): suffix = "th"
            case (_, 1): suffix = "st"
            case (_, 2): suffix = "nd"
            case (_, 3): suffix = "rd"
            default: suffix = "th"
            }
            return .string("\(n)\(suffix)")
        },
        TemplateFunction("sentenceCase", 1...2, .string) { a, _ in
            let s = try a.string(0).lowercased()
            return .string(s.prefix(1).uppercased() + s.dropFirst())
        },
        TemplateFunction("titleCase", 1...2, .string) { a, _ in
            let words = try a.string(0).lowercased().split(separator: " ", omittingEmptySubsequences: false)
            return .string(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
        },
        TemplateFunction("EOL", 0...0, .string) { _, _ in .string("\n") },
        TemplateFunction("newGuid", 0...0, .string) { _, _ in .string("00000000-0000-4000-8000-000000000000") },
    ]

    static func trimmed(_ s: String) -> String {
        String(s.drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }

    static func replaced(_ s: String, _ old: String, _ new: String, ignoreCase: Bool, _ c: FunctionContext) throws -> String {
        guard !old.isEmpty else { throw EvalFailure("replace() cannot search for empty text", argument: 1) }
        let hay = Array(s), needle = Array(ignoreCase ? old.lowercased() : old)
        let cmp = ignoreCase ? Array(s.lowercased()) : hay
        guard cmp.count == hay.count else { return s.replacingText(old, with: new) }
        var out = "", i = 0
        while i < hay.count {
            if i + needle.count <= hay.count, Array(cmp[i..<i + needle.count]) == needle {
                out += new
                i += needle.count
            } else {
                out.append(hay[i])
                i += 1
            }
            if out.utf8.count > c.maxStringLength { throw EvalFailure("replace() made a string too long", isLimit: true) }
        }
        return out
    }

    static func characterOffset(of needle: String, in hay: String, last: Bool) -> Int {
        let h = Array(hay), n = Array(needle)
        guard n.count <= h.count else { return -1 }
        let starts = Array(0...(h.count - n.count))
        for i in (last ? starts.reversed() : starts) where Array(h[i..<i + n.count]) == n { return i }
        return -1
    }
}

extension String {
    func splitText(_ sep: String) -> [String] {
        var out: [String] = []
        var rest = Substring(self)
        let sepChars = Array(sep)
        var current = ""
        while !rest.isEmpty {
            if rest.starts(with: sepChars) {
                out.append(current)
                current = ""
                rest = rest.dropFirst(sepChars.count)
            } else {
                current.append(rest.removeFirst())
            }
        }
        out.append(current)
        return out
    }

    func replacingText(_ target: String, with replacement: String) -> String {
        splitText(target).joined(separator: replacement)
    }
}
