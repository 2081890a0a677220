import CardlintReading

/// The characters a host draws for a card's text, which is what layout must measure: Markdown
/// markup is not drawn (`**bold**`, `_italic_`, `[label](url)` show as "bold", "italic", "label"),
/// a Teams mention `<at>Name</at>` shows as "Name", `{{DATE(…)}}` / `{{TIME(…)}}` show as a
/// formatted date or time, and a template binding `${…}` left unfilled (a template linted
/// without data) is not known, so nothing is measured for it. The five HTML entities the C++
/// shared model decodes (`&amp;`, `&quot;`, `&lt;`, `&gt;`, `&nbsp;` as a space;
/// TextElementProperties.cpp `_ProcessHTMLEntities`), which the JS SDK's Markdown hosts decode
/// too, are measured as their characters.
///
/// Dates and times are measured as long renderings of their format (the real one depends on the
/// date and the viewer's locale): SHORT "Wed, Sep 27, 2017", LONG "Wednesday, September 27, 2017",
/// COMPACT (the default) "12/27/2017", TIME "12:00 PM".
public enum DrawnText {
    /// `s` as drawn; `s` itself (the same string) when it has nothing to change.
    public static func of(_ s: String) -> String {
        // Which markers the text holds: a pass whose marker is absent would change nothing. No pass
        // makes a `*`, `_` or `[` (entities decode to `"`, `<`, `>`, a space or `&`), so the source's
        // bytes tell; blocks may start with a `<` an entity made.
        var star = false, underscore = false, bracket = false, block = false, entity = false
        // The bytes are read from the string's buffer (`utf8`'s iterator costs several times as
        // much per byte; every text of every card is scanned).
        var bytes = s
        bytes.withUTF8 { utf8 in
            for b in utf8 {
                switch b {
                case 0x2A: star = true
                case 0x5F: underscore = true
                case 0x5B: bracket = true
                case 0x3C, 0x7B, 0x24: block = true
                case 0x26: entity = true
                default: break
                }
            }
        }
        guard star || underscore || bracket || block || entity else { return s }
        var c = Array(s)
        if entity { c = decodingEntities(c) }
        if block || entity { c = replacingBlocks(c) }
        if bracket { c = unwrappingLinks(c) }
        if star { c = removingPairs(c, of: ["*", "*"]) }
        if underscore { c = removingPairs(c, of: ["_", "_"], outsideWords: true) }
        if star { c = removingPairs(c, of: ["*"], outsideWords: true) }
        if underscore { c = removingPairs(c, of: ["_"], outsideWords: true) }
        let t = String(c)
        return t == s ? s : t
    }

    /// Names are matched as characters (made once, not taken from a string at every position).
    static let entities: [([Character], Character)] = [(Array("&quot;"), "\""), (Array("&lt;"), "<"), (Array("&gt;"), ">"),
                                                        (Array("&nbsp;"), " "), (Array("&amp;"), "&")]

    /// The entities the renderers decode, each decoded once (`&amp;lt;` is "&lt;", as in the C++ model).
    static func decodingEntities(_ c: [Character]) -> [Character] {
        guard c.contains("&") else { return c }
        var out: [Character] = [], i = 0
        next: while i < c.count {
            if c[i] == "&" {
                for (name, ch) in entities where starts(c, i, name) {
                    out.append(ch)
                    i += name.count
                    continue next
                }
            }
            out.append(c[i])
            i += 1
        }
        return out
    }

    static func starts(_ c: [Character], _ i: Int, _ p: [Character]) -> Bool {
        var j = i
        for ch in p { guard j < c.count, c[j] == ch else { return false }; j += 1 }
        return true
    }

    static func find(_ c: [Character], _ p: [Character], from i: Int) -> Int? {
        var j = i
        defer { WorkMeter.add(j - i + 1) }
        while j < c.count { if starts(c, j, p) { return j }; j += 1 }
        return nil
    }

    /// `find` for searches whose start only moves forward: a match at or after the new start is the
    /// answer again, and a search that found nothing finds nothing from any later start. The text is
    /// then scanned once per marker, where each of 25 000 `${` without a `}` scanned to its end.
    struct Finder {
        let p: [Character]
        var found: Int? = nil
        var failedFrom = Int.max

        init(_ p: String) { self.p = Array(p) }

        mutating func next(in c: [Character], from i: Int) -> Int? {
            if i >= failedFrom { return nil }
            if let f = found, f >= i { return f }
            found = find(c, p, from: i)
            if found == nil { failedFrom = i }
            return found
        }
    }

    static let binding = Array("${"), atOpen = Array("<at>"), atClose = Array("</at>"), doubleBrace = Array("{{")

    /// `${…}` → nothing; `{{DATE(…)}}` / `{{TIME(…)}}` → a sample rendering; `<at>`, `</at>` → nothing.
    static func replacingBlocks(_ c: [Character]) -> [Character] {
        var out: [Character] = [], i = 0
        var brace = Finder("}"), braces = Finder("}}")
        out.reserveCapacity(c.count)
        while i < c.count {
            // Every block starts with `$`, `<` or `{`: other characters are copied without trying each block.
            let first = c[i]
            guard first == "$" || first == "<" || first == "{" else { out.append(first); i += 1; continue }
            if starts(c, i, Self.binding), let end = brace.next(in: c, from: i + 2) { i = end + 1; continue }
            if starts(c, i, Self.atOpen) { i += 4; continue }
            if starts(c, i, Self.atClose) { i += 5; continue }
            if starts(c, i, Self.doubleBrace), let end = braces.next(in: c, from: i + 2) {
                let inner = String(c[(i + 2)..<end]).filter { !$0.isWhitespace }
                if inner.hasPrefix("TIME(") { out += Array("12:00 PM"); i = end + 2; continue }
                if inner.hasPrefix("DATE(") {
                    let format = inner.split(separator: ",").dropFirst().first.map { $0.uppercased() } ?? ""
                    let sample = format.hasPrefix("SHORT") ? "Wed, Sep 27, 2017"
                        : format.hasPrefix("LONG") ? "Wednesday, September 27, 2017" : "12/27/2017"
                    out += Array(sample); i = end + 2; continue
                }
            }
            out.append(c[i]); i += 1
        }
        return out
    }

    /// `[label](url)` and `![label](url)` → label.
    static func unwrappingLinks(_ c: [Character]) -> [Character] {
        var out: [Character] = [], i = 0
        var bracket = Finder("]"), paren = Finder(")")
        while i < c.count {
            let bang = c[i] == "!" && i + 1 < c.count && c[i + 1] == "["
            let open = bang ? i + 1 : i
            if c[open] == "[", let close = bracket.next(in: c, from: open + 1), close + 1 < c.count, c[close + 1] == "(",
               let end = paren.next(in: c, from: close + 2) {
                out += c[(open + 1)..<close]; i = end + 1; continue
            }
            out.append(c[i]); i += 1
        }
        return out
    }

    static func isWord(_ ch: Character?) -> Bool { ch.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }

    /// Removes emphasis markers `m` that come in pairs around non-blank text. With `outsideWords`,
    /// an opening marker must not follow a word character and a closing one must not precede one
    /// (so `snake_case` and `2*3*4` stay as they are).
    static func removingPairs(_ c: [Character], of m: [Character], outsideWords: Bool = false) -> [Character] {
        let n = m.count
        // Compared in place (a slice copied into an array per position cost an allocation per character).
        func marker(at i: Int) -> Bool {
            guard i + n <= c.count else { return false }
            for k in 0..<n where c[i + k] != m[k] { return false }
            return true
        }
        func opens(_ i: Int) -> Bool {
            guard marker(at: i), i + n < c.count, !c[i + n].isWhitespace, c[i + n] != m[0] else { return false }
            return !outsideWords || (!isWord(i > 0 ? c[i - 1] : nil) && (i == 0 || c[i - 1] != m[0]))
        }
        func closes(_ i: Int) -> Bool {
            guard marker(at: i), i > 0, !c[i - 1].isWhitespace else { return false }
            let after: Character? = i + n < c.count ? c[i + n] : nil
            return !outsideWords || (!isWord(after) && after != m[0])
        }
        var drop = Set<Int>(), i = 0
        while i < c.count {
            if opens(i) {
                var j = i + n + 1
                while j < c.count, !closes(j) { j += 1 }
                WorkMeter.add(j - i)
                if j < c.count {
                    for k in 0..<n { drop.insert(i + k); drop.insert(j + k) }
                    i = j + n; continue
                }
                // Whether a marker closes does not depend on the opener: none closes after this one.
                break
            }
            i += 1
        }
        return drop.isEmpty ? c : c.indices.filter { !drop.contains($0) }.map { c[$0] }
    }
}
