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
        // Searched on the UTF-8 bytes (a brace is checked to be a Character of its own only where two
        // are found): Character by Character, the search was most of compiling a rule's message
        // (4.4 M instructions a start-up for 114 rules).
        let bytes = Array(source.utf8)
        func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        var parts: [Part] = []
        var rest = 0
        while let open = Self.pair(UInt8(ascii: "{"), in: source, bytes: bytes, from: rest) {
            if open > rest { parts.append(.text(text(rest..<open))) }
            guard let close = Self.pair(UInt8(ascii: "}"), in: source, bytes: bytes, from: open + 2) else {
                parts.append(.text(text(open..<bytes.count)))
                rest = bytes.count
                break
            }
            parts.append(.placeholder(text((open + 2)..<close).filter { $0 != " " }))
            rest = close + 2
        }
        if rest < bytes.count { parts.append(.text(text(rest..<bytes.count))) }
        self.parts = parts
        renderedSizeHint = parts.reduce(0) { n, p in
            switch p {
            case .text(let t): n + t.utf8.count
            case .placeholder: n + 16
            }
        }
    }

    /// The UTF-8 offset in `text` (whose bytes are `bytes`) of the first two Characters `c` in a row
    /// at or after the offset `from`, as `firstRange(of: "{{")` finds them: a brace byte counts only
    /// where it is a Character of its own (not one with a combining mark, nor after a prepended one).
    static func pair(_ c: UInt8, in text: String, bytes: [UInt8], from: Int) -> Int? {
        func isCharacter(_ offset: Int) -> Bool {
            let i = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            guard i.samePosition(in: text) != nil else { return false }
            return text[i] == Character(Unicode.Scalar(c))
        }
        var i = from
        while i + 1 < bytes.count {
            if bytes[i] == c, bytes[i + 1] == c, isCharacter(i), isCharacter(i + 1) { return i }
            i += 1
        }
        return nil
    }

    public var placeholders: [String] {
        parts.compactMap { if case .placeholder(let p) = $0 { return p }; return nil }
    }

    /// Fills placeholders; an unknown value renders as `?` (load-time validation prevents that for known names).
    public func render(_ values: [String: String]) -> String { render { values[$0] } }

    /// Fills placeholders with what `value` gives for their names (nil renders as `?`).
    /// (The parts are joined as UTF-8 bytes, made a string once: a string grown part by part cost
    /// ~380 instructions an append, most of making a finding.)
    func render(_ value: (String) -> String?) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(renderedSizeHint)
        for p in parts {
            switch p {
            case .text(let t): out.append(contentsOf: t.utf8)
            case .placeholder(let name): out.append(contentsOf: (value(name) ?? "?").utf8)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
