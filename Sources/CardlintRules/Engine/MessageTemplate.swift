import CardlintReading

/// A message with `{{placeholder}}`s, parsed once when the rule loads.
public struct MessageTemplate: Sendable {
    enum Part: Sendable, Equatable { case text(String), placeholder(String) }
    let parts: [Part]
    public let source: String
    /// Bytes a rendered message takes at least (its text parts), plus a little per placeholder:
    /// `render` reserves them once instead of growing the string part by part.
    let renderedSizeHint: Int

    /// Placeholders every rule may use.
    public static let builtIns: Set<String> = ["type", "property", "value", "id", "pointer", "slot", "expected", "host", "theme", "viewport", "typeScale"]

    public init(_ source: String) {
        self.source = source
        // In ASCII text every byte is a Character ("\r\n" aside, which holds no brace): the pairs are
        // found on the bytes, without the Character walk (4 M instructions of every start-up).
        let parts = source.utf8.allSatisfy { $0 < 0x80 } ? Self.asciiParts(source) : Self.parts(source)
        self.parts = parts
        renderedSizeHint = parts.reduce(0) { n, p in
            switch p {
            case .text(let t): n + t.utf8.count
            case .placeholder: n + 16
            }
        }
    }

    /// `parts(_:)` of an ASCII message, split on its bytes.
    static func asciiParts(_ source: String) -> [Part] {
        let bytes = Array(source.utf8)
        func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        func pair(_ c: UInt8, from: Int) -> Int? {
            var i = from
            while i + 1 < bytes.count { if bytes[i] == c, bytes[i + 1] == c { return i }; i += 1 }
            return nil
        }
        var parts: [Part] = []
        var rest = 0
        while let open = pair(UInt8(ascii: "{"), from: rest) {
            if open > rest { parts.append(.text(text(rest..<open))) }
            guard let close = pair(UInt8(ascii: "}"), from: open + 2) else {
                parts.append(.text(text(open..<bytes.count)))
                rest = bytes.count
                break
            }
            parts.append(.placeholder(String(decoding: bytes[(open + 2)..<close].filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)))
            rest = close + 2
        }
        if rest < bytes.count { parts.append(.text(text(rest..<bytes.count))) }
        return parts
    }

    /// The text and `{{placeholder}}` parts of a message, Character by Character.
    static func parts(_ source: String) -> [Part] {
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
        return parts
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
