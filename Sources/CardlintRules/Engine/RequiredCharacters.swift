/// ASCII characters one of which every match of a regular expression contains, read from the
/// pattern: a text holding none of them cannot match, so `BoundedRegex` answers "not found" without
/// running ICU (`</?(?i:b|br)…>` needs a `<`; most texts have none).
///
/// Conservative: only literal ASCII characters other than letters count (a letter may match another
/// case, or a non-ASCII character, under case-insensitive matching; no case folding maps to or from
/// ASCII punctuation or digits). Escapes, groups, alternatives and quantifiers are followed; a
/// syntax not understood here (`\x41`, `\p{…}`, `\Q…\E`, backreferences, `(?x)` free spacing…)
/// gives no requirement, and the regex runs on every text as before.
struct RequiredCharacters: Sendable, Equatable {
    /// Bit `c` set: ASCII character `c` (two 64-bit words for 0…127).
    private(set) var low: UInt64 = 0, high: UInt64 = 0

    /// The requirement of `pattern` (nil: none found; every text may match).
    static func of(_ pattern: String) -> RequiredCharacters? { analysis(of: pattern).characters }

    /// The character requirement of `pattern` and the pair one (`RequiredPair`), each nil when none is found.
    static func analysis(of pattern: String) -> (characters: RequiredCharacters?, pair: RequiredPair?) {
        var parser = Parser(bytes: Array(pattern.utf8))
        guard let r = try? parser.alternatives(), parser.at == parser.bytes.count else { return (nil, nil) }
        return (r.required, r.pair)
    }

    init(_ characters: String) { for b in characters.utf8 where b < 128 { insert(b) } }

    init(byte: UInt8) { insert(byte) }

    func contains(_ b: UInt8) -> Bool { b < 64 ? low >> b & 1 == 1 : b < 128 && high >> (b - 64) & 1 == 1 }

    /// Whether `text` holds one of the characters (an ASCII byte in UTF-8 is always that character).
    func isSatisfied(by text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: contains) }) { return found }
        return text.utf8.contains(where: contains)
    }

    mutating func insert(_ b: UInt8) {
        if b < 64 { low |= 1 << b } else { high |= 1 << (b - 64) }
    }

    func union(_ o: RequiredCharacters) -> RequiredCharacters {
        var u = self; u.low |= o.low; u.high |= o.high; return u
    }

    /// How often texts hold these characters (lower is rarer): of a sequence's requirements the
    /// rarest is kept, so most texts skip the regex.
    var commonness: Int {
        var score = 0
        for b in UInt8(0)..<128 where contains(b) {
            switch b {
            case 32: score += 20
            case 48...57: score += 10
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "'"), UInt8(ascii: ":"), UInt8(ascii: "/"): score += 4
            default: score += 1
            }
        }
        return score
    }

    private struct Unsupported: Error {}

    /// Recursive descent over ICU's pattern syntax, as far as the requirement needs it.
    private struct Parser {
        let bytes: [UInt8]
        var at = 0
        var depth = 0

        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        /// `a|b|…`: every alternative must have a requirement; their union. A pair requirement only
        /// from a single alternative; the first characters of each alternative, united.
        mutating func alternatives() throws(Unsupported) -> Part {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { throw Unsupported() }
            var result = try sequence()
            while peek == UInt8(ascii: "|") {
                at += 1
                let next = try sequence()
                if let r = result.required, let n = next.required { result.required = r.union(n) } else { result.required = nil }
                if let f = result.first, let n = next.first { result.first = f.union(n) } else { result.first = nil }
                result.pair = nil
            }
            return result
        }

        /// Atoms one after the other: the rarest requirement among them; the first atom's first
        /// characters; the rarest pair of a one-character literal and the first characters of the atom
        /// right after it (or a pair inside an atom).
        mutating func sequence() throws(Unsupported) -> Part {
            var best = Part()
            var previous: UInt8?, atoms = 0
            while let c = peek, c != UInt8(ascii: "|"), c != UInt8(ascii: ")") {
                var a = try atom()
                if try quantifiers() == 0 { a = Part() }
                if let r = a.required, best.required.map({ r.commonness < $0.commonness }) ?? true { best.required = r }
                if atoms == 0 { best.first = a.first }
                if let literal = previous, let first = a.first {
                    let pair = RequiredPair(literal: literal, next: first)
                    if best.pair.map({ pair.commonness < $0.commonness }) ?? true { best.pair = pair }
                }
                if let p = a.pair, best.pair.map({ p.commonness < $0.commonness }) ?? true { best.pair = p }
                previous = a.literal
                atoms += 1
            }
            return best
        }

        /// Quantifiers after an atom: the least number of repetitions (1 without any).
        mutating func quantifiers() throws(Unsupported) -> Int {
            var least = 1
            while let c = peek {
                switch c {
                case UInt8(ascii: "*"), UInt8(ascii: "?"): least = 0; at += 1
                case UInt8(ascii: "+"): at += 1
                case UInt8(ascii: "{"):
                    at += 1
                    guard let n = number() else { throw Unsupported() }
                    if peek == UInt8(ascii: ",") { at += 1; _ = number() }
                    guard peek == UInt8(ascii: "}") else { throw Unsupported() }
                    at += 1
                    least = n == 0 ? 0 : least
                default: return least
                }
                // A lazy (`?`) or possessive (`+`) modifier of the quantifier.
                if let m = peek, m == UInt8(ascii: "?") || m == UInt8(ascii: "+") { at += 1 }
            }
            return least
        }

        mutating func number() -> Int? {
            var n: Int?
            while let c = peek, c >= 48, c <= 57 { n = min((n ?? 0) * 10 + Int(c - 48), 1 << 20); at += 1 }
            return n
        }

        mutating func atom() throws(Unsupported) -> Part {
            let c = bytes[at]
            at += 1
            switch c {
            case UInt8(ascii: "("): return try group()
            case UInt8(ascii: "["): try skipClass(); return Part()
            case UInt8(ascii: "\\"): return try escape()
            case UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "$"): return Part()
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"): throw Unsupported()
            // Letters may match other cases, and under case folding a non-ASCII character (`ſ`, `K`):
            // no requirement, but first characters that allow for both.
            case 65...90, 97...122: return Part(first: FirstCharacters(letter: c))
            case 128...: return Part()   // non-ASCII is not looked into
            default: return Part(literal: c)
            }
        }

        /// After `\`: a punctuation character stands for itself; the common class and anchor escapes
        /// require nothing; anything else (numbered, hex, property, quoting escapes…) is not followed.
        mutating func escape() throws(Unsupported) -> Part {
            guard let c = peek else { throw Unsupported() }
            at += 1
            switch c {
            case 65...90, 97...122:
                guard Array("sSwWdDbBAzZGhHvVRXtnrfe".utf8).contains(c) else { throw Unsupported() }
                return Part()
            case 48...57, 128...: throw Unsupported()
            default: return Part(literal: c)
            }
        }

        /// After `(`: the group's alternatives; lookarounds and flag settings require nothing.
        mutating func group() throws(Unsupported) -> Part {
            var counts = true
            if peek == UInt8(ascii: "?") {
                at += 1
                guard let c = peek else { throw Unsupported() }
                switch c {
                case UInt8(ascii: ":"), UInt8(ascii: ">"): at += 1
                case UInt8(ascii: "="), UInt8(ascii: "!"): at += 1; counts = false
                case UInt8(ascii: "#"):
                    while let d = peek, d != UInt8(ascii: ")") { at += 1 }
                    guard peek != nil else { throw Unsupported() }
                    at += 1
                    return Part()
                case UInt8(ascii: "<"):
                    at += 1
                    if let d = peek, d == UInt8(ascii: "=") || d == UInt8(ascii: "!") { at += 1; counts = false; break }
                    while let d = peek, d != UInt8(ascii: ">") { at += 1 }   // a named group
                    guard peek != nil else { throw Unsupported() }
                    at += 1
                default:
                    // Flags: `(?i)`, `(?i-m:…)`. Free spacing (`x`) changes what every character means.
                    while let d = peek, Array("imsw-".utf8).contains(d) { at += 1 }
                    guard let d = peek else { throw Unsupported() }
                    at += 1
                    if d == UInt8(ascii: ")") { return Part() }
                    guard d == UInt8(ascii: ":") else { throw Unsupported() }
                }
            }
            let inner = try alternatives()
            guard peek == UInt8(ascii: ")") else { throw Unsupported() }
            at += 1
            // A group is not a one-character literal (its pair and first characters count).
            return counts ? Part(required: inner.required, first: inner.first, pair: inner.pair) : Part()
        }

        /// Past the `]` that closes a class opened just before (nested classes included).
        mutating func skipClass() throws(Unsupported) {
            if peek == UInt8(ascii: "^") { at += 1 }
            if peek == UInt8(ascii: "]") { throw Unsupported() }   // a leading `]`: not followed
            var open = 1
            while let c = peek {
                at += 1
                switch c {
                case UInt8(ascii: "\\"):
                    guard let e = peek, e != UInt8(ascii: "Q") else { throw Unsupported() }
                    at += 1
                case UInt8(ascii: "["): open += 1
                case UInt8(ascii: "]"):
                    open -= 1
                    if open == 0 { return }
                default: break
                }
            }
            throw Unsupported()
        }
    }
}

/// What the parser knows of a piece of a pattern: the characters one of which every match holds,
/// the characters a match's first character is one of (nil: not known, or the piece may match
/// nothing), a pair requirement, and the one literal character the piece is (nil: it is not one).
private struct Part {
    var required: RequiredCharacters?
    var first: FirstCharacters?
    var pair: RequiredPair?
    var literal: UInt8?

    init(required: RequiredCharacters? = nil, first: FirstCharacters? = nil, pair: RequiredPair? = nil) {
        self.required = required; self.first = first; self.pair = pair
    }

    /// An ASCII character other than a letter, which matches only itself.
    init(literal c: UInt8) {
        literal = c; required = RequiredCharacters(byte: c); first = FirstCharacters(byte: c)
    }
}
