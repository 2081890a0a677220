import CardlintReading

/// A template string split into literal text and `${…}` bindings.
struct ParsedString: Sendable {
    enum Segment: Sendable {
        case text(String)
        /// `expr` is nil when the expression has a syntax error (the binding then stays verbatim).
        /// `range` covers `${…}` in the decoded string's UTF-8; `raw` is that text.
        case binding(expr: Expr?, raw: String, range: Range<Int>)
        /// A value another tool fills in (`${{NAME}}`): kept as written, its value unknown.
        case placeholder(String)
    }

    var segments: [Segment]

    /// The only binding when the string is exactly `${…}` (its result keeps its JSON type).
    var single: (expr: Expr?, raw: String)? {
        guard segments.count == 1, case .binding(let e, let raw, _) = segments[0] else { return nil }
        return (e, raw)
    }

    var bindings: [Expr?] {
        segments.compactMap { if case .binding(let e, _, _) = $0 { return .some(e) }; return nil }
    }

    /// Problems found while splitting, with ranges in the decoded string.
    struct Problem {
        var id: String
        var message: String
        var range: Range<Int>
        var isLimit: Bool
    }

    /// True when `s` contains `${` (cheap test before parsing).
    static func mayContainBinding(_ s: String) -> Bool {
        var previousDollar = false
        for b in s.utf8 {
            if b == 0x7B, previousDollar { return true }
            previousDollar = b == 0x24
        }
        return false
    }

    static func parse(_ s: String, maxNesting: Int, registered: [String: ClosedRange<Int>] = [:],
                      problems: inout [Problem]) -> ParsedString {
        let bytes = Array(s.utf8)
        var segments: [Segment] = []
        var text: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x24, i + 1 < bytes.count, bytes[i + 1] == 0x7B else {
                text.append(bytes[i]); i += 1; continue
            }
            // `${{NAME}}`: a toolkit's build-time placeholder, not a binding (ExternalPlaceholders).
            if let end = bytes.withUnsafeBufferPointer({ ExternalPlaceholders.toolkitEnd($0, at: i) }) {
                if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
                segments.append(.placeholder(String(decoding: bytes[i..<end], as: UTF8.self)))
                i = end
                continue
            }
            guard let close = closingBrace(bytes, from: i + 2) else {
                problems.append(Problem(id: "template-unclosed-binding",
                                        message: "'${' is never closed with '}'; the text is shown literally",
                                        range: i..<bytes.count, isLimit: false))
                text.append(contentsOf: bytes[i...])
                break
            }
            if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
            let raw = String(decoding: bytes[i...close], as: UTF8.self)
            var expr: Expr?
            do {
                let e = try ExprParser.parse(bytes, from: i + 2, to: close, maxDepth: maxNesting)
                expr = e
                checkCalls(e, registered: registered, &problems)
            } catch {
                problems.append(Problem(id: error.isLimit ? "template-limit" : "template-syntax",
                                        message: error.message, range: error.range, isLimit: error.isLimit))
            }
            segments.append(.binding(expr: expr, raw: raw, range: i..<close + 1))
            i = close + 1
        }
        if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        return ParsedString(segments: segments)
    }

    /// The `}` that ends a binding, skipping quoted strings and nested braces.
    private static func closingBrace(_ b: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var quote: UInt8 = 0
        var i = start
        defer { WorkMeter.add(i - start + 1) }
        while i < b.count {
            let c = b[i]
            if quote != 0 {
                if c == 0x5C { i += 2; continue }
                if c == quote { quote = 0 }
            } else if c == 0x27 || c == 0x22 {
                quote = c
            } else if c == 0x7B {
                depth += 1
            } else if c == 0x7D {
                if depth == 0 { return i }
                depth -= 1
            }
            i += 1
        }
        return nil
    }

    /// Unknown functions (with a did-you-mean) and wrong argument counts. A function the application
    /// registers (`template-functions:`) is known with its declared arity, and replaces a built-in.
    private static func checkCalls(_ e: Expr, registered: [String: ClosedRange<Int>], _ problems: inout [Problem]) {
        e.walk { node in
            guard case .call(let name, let nameRange, let args) = node.kind else { return }
            guard let arity = registered[name] ?? TemplateFunctions.table[name]?.arity else {
                let hint = TemplateFunctions.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(Problem(id: "template-unknown-function",
                                        message: "unknown function '\(name)'\(hint)", range: nameRange, isLimit: false))
                return
            }
            guard !arity.contains(args.count) else { return }
            let expected: String
            if arity.upperBound == TemplateFunction.variadic {
                expected = "at least \(arity.lowerBound)"
            } else if arity.lowerBound == arity.upperBound {
                expected = "\(arity.lowerBound)"
            } else {
                expected = "\(arity.lowerBound) to \(arity.upperBound)"
            }
            problems.append(Problem(id: "template-argument-count",
                                    message: "'\(name)' takes \(expected) argument\(expected == "1" ? "" : "s"), got \(args.count)",
                                    range: node.range, isLimit: false))
        }
    }
}
