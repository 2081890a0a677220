import CardlintReading

/// A message with `{{placeholder}}`s, parsed once when the rule loads.
public struct MessageTemplate: Sendable {
    enum Part: Sendable { case text(String), placeholder(String) }
    let parts: [Part]
    public let source: String
    /// Bytes a rendered message takes at least (its text parts), plus a little per placeholder:
    /// `render` reserves them once instead of growing the string part by part.
    let renderedSizeHint: Int

    /// Placeholders every rule may use.
    public static let builtIns: Set<String> = ["type", "property", "value", "id", "pointer", "slot", "expected", "host", "theme", "viewport", "typeScale"]

    public init(_ source: String) {
        self.source = source
        var parts: [Part] = []
        var rest = Substring(source)
        while let open = Self.pair("{", in: rest) {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            let after = rest[open.upperBound...]
            guard let close = Self.pair("}", in: after) else {
                parts.append(.text(String(rest[open.lowerBound...])))
                rest = ""
                break
            }
            parts.append(.placeholder(after[..<close.lowerBound].filter { $0 != " " }))
            rest = after[close.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
        renderedSizeHint = parts.reduce(0) { n, p in
            switch p {
            case .text(let t): n + t.utf8.count
            case .placeholder: n + 16
            }
        }
    }

    /// The first two `c` in a row in `text` (as `firstRange(of: "{{")`, Character by Character,
    /// without the generic search that was most of compiling a rule's message).
    static func pair(_ c: Character, in text: Substring) -> Range<Substring.Index>? {
        var from = text.startIndex
        while let i = text[from...].firstIndex(of: c) {
            let next = text.index(after: i)
            if next < text.endIndex, text[next] == c { return i..<text.index(after: next) }
            from = next
        }
        return nil
    }

    public var placeholders: [String] {
        parts.compactMap { if case .placeholder(let p) = $0 { return p }; return nil }
    }

    /// Fills placeholders; an unknown value renders as `?` (load-time validation prevents that for known names).
    public func render(_ values: [String: String]) -> String { render { values[$0] } }

    /// Fills placeholders with what `value` gives for their names (nil renders as `?`).
    func render(_ value: (String) -> String?) -> String {
        var out = ""
        out.reserveCapacity(renderedSizeHint)
        for p in parts {
            switch p {
            case .text(let t): out += t
            case .placeholder(let name): out += value(name) ?? "?"
            }
        }
        return out
    }
}
