import CardlintReading

/// The small Markdown subset TextBlock supports (bold, italic, lists, `[text](url)` links),
/// reduced to what a screen reader announces.
public enum MarkdownText {
    /// One `[text](url)` link.
    public struct Link: Sendable, Hashable {
        public var text: String
        public var url: String
    }

    /// The links of `source`, in order. Escaped brackets (`\[`) are not links.
    public static func links(in source: String) -> [Link] {
        // No `[` byte, no `[` character: most texts hold no link, and are not cut into characters.
        guard TextScan.contains(source, byte: UInt8(ascii: "[")) else { return [] }
        let chars = Array(source)
        return spans(chars).map { Link(text: String(chars[($0.open + 1)..<$0.close]), url: String(chars[($0.close + 2)..<$0.end])) }
    }

    /// Where each link is in `chars`: `[` at `open`, `]` at `close`, `)` at `end`.
    static func spans(_ chars: [Character]) -> [(open: Int, close: Int, end: Int)] {
        guard chars.contains("[") else { return [] }
        let brackets = closings(chars, open: "[", close: "]"), parens = closings(chars, open: "(", close: ")")
        var out: [(open: Int, close: Int, end: Int)] = []
        var i = 0
        while i < chars.count {
            if chars[i] == "\\" { i += 2; continue }
            let close = chars[i] == "[" ? brackets[i] : -1
            guard close >= 0, close + 1 < chars.count, chars[close + 1] == "(", parens[close + 1] >= 0 else { i += 1; continue }
            out.append((i, close, parens[close + 1]))
            i = parens[close + 1] + 1
        }
        return out
    }

    /// `source` with each link replaced by `replacement(text)`, in one pass (searching for each
    /// link from the start made 1 MB of links quadratic).
    static func replacingLinks(_ source: String, _ replacement: (Substring) -> String) -> String {
        guard TextScan.contains(source, byte: UInt8(ascii: "[")) else { return source }
        let chars = Array(source)
        let found = spans(chars)
        guard !found.isEmpty else { return source }
        var out = ""
        var from = 0
        for s in found {
            out += String(chars[from..<s.open])
            out += replacement(Substring(String(chars[(s.open + 1)..<s.close])))
            from = s.end + 1
        }
        out += String(chars[from...])
        return out
    }

    /// The text as announced: links reduced to their text, emphasis and list markers removed,
    /// whitespace collapsed.
    public static func plain(_ source: String) -> String {
        if isAlreadyPlain(source) { return source }
        let s = replacingLinks(source) { String($0) }
        let lines = s.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }).map { line -> String in
            var l = line.drop(while: \.isWhitespace)
            if let first = l.first, "-+*".contains(first), l.dropFirst().first == " " { l = l.dropFirst(2) }
            if let dot = l.firstIndex(of: "."), dot > l.startIndex, l[..<dot].allSatisfy(\.isNumber),
               l[l.index(after: dot)...].first == " " { l = l[l.index(after: dot)...] }
            return String(l)
        }
        let stripped = lines.joined(separator: " ").filter { !"*_~\\".contains($0) }
        return stripped.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Text with no Markdown syntax, no line breaks, no list markers and single spaces only:
    /// `plain` would return it unchanged (the common case, checked without allocating). Other
    /// scripts pass too, unless a scalar is whitespace, a number that could start a numbered list
    /// item, or joins the space before it into one whitespace character (a combining mark).
    /// A vertical tab or form feed passes in ASCII-only text, as it always has.
    static func isAlreadyPlain(_ source: String) -> Bool {
        var previousSpace = true
        var first = true
        var nonASCII = false, feed = false
        for u in source.unicodeScalars {
            switch u.value {
            case 0x5B, 0x2A, 0x5F, 0x7E, 0x5C, 0x0A, 0x0D, 0x09:  // [ * _ ~ \ and line breaks, tab
                return false
            case 0x20:
                if previousSpace { return false }
                previousSpace = true
            case 0x80...:
                let p = u.properties
                if p.isWhitespace || (first && p.numericType != nil) { return false }
                if previousSpace, !first, TextScan.joinsSpace(u) { return false }
                nonASCII = true
                previousSpace = false
            default:
                if first, u == "-" || u == "+" || ("0"..."9").contains(u) { return false }
                feed = feed || u == "\u{0B}" || u == "\u{0C}"
                previousSpace = false
            }
            first = false
        }
        return (!previousSpace || source.isEmpty) && !(nonASCII && feed)
    }

    /// Whether `source` could hold an address (`http`, `www.`, `mailto:`), case-insensitively.
    static func mayContainURL(_ source: String) -> Bool {
        // The bytes read in place (the UTF-8 view cost ~30 instructions a byte).
        var source = source
        return source.withUTF8 { bytes in
            var window: UInt32 = 0
            var seen = 0
            for b in bytes {
                window = window << 8 | UInt32(b >= 65 && b <= 90 ? b + 32 : b)
                seen += 1
                // "http", "www.", "mail" as big-endian bytes.
                if seen >= 4, window == 0x6874_7470 || window == 0x7777_772E || window == 0x6D61_696C { return true }
            }
            return false
        }
    }

    /// Whether the text is a web or mail address (`https://…`, `http://…`, `www.…`, `mailto:…`).
    public static func isURL(_ text: String) -> Bool {
        guard let b = text.utf8.first else { return false }
        // Every prefix starts with h, w or m: most texts are decided by their first byte.
        if b < 0x80, !"hHwWmM".utf8.contains(b) { return false }
        if TextScan.isASCII(text) {
            // Byte by byte: a CR LF pair (one character) cannot straddle a prefix's end, so a longer
            // text in bytes is a longer text in characters.
            let u = text.utf8
            guard !u.contains(0x20) else { return false }
            return urlPrefixes.contains { p in
                u.count > p.utf8.count && u.prefix(p.utf8.count).elementsEqual(p.utf8) { ($0 >= 65 && $0 <= 90 ? $0 + 32 : $0) == $1 }
            }
        }
        let t = text.lowercased()
        guard !t.contains(" ") else { return false }
        return urlPrefixes.contains { t.hasPrefix($0) && t.count > $0.count }
    }

    static let urlPrefixes = ["https://", "http://", "www.", "mailto:"]

    /// Web addresses written as plain words outside `[text](url)` links (hosts that autolink
    /// show them as links whose text is the address).
    public static func bareURLs(in source: String) -> [String] {
        guard mayContainURL(source) else { return [] }
        let rest = replacingLinks(source) { _ in " " }
        return rest.split(whereSeparator: \.isWhitespace).map { word in
            String(String(word).trimmingEnds { "()<>\"'.,;:!?".contains($0) })
        }.filter(isURL)
    }

    /// For each `open` in `chars`, the `close` that ends it on its line (nested pairs between them,
    /// backslash escapes skipped), else -1: one pass with a stack of the open ones, where a scan
    /// from each `[` to its close made a line of 100 000 unclosed `[` quadratic.
    static func closings(_ chars: [Character], open: Character, close: Character) -> [Int] {
        WorkMeter.add(chars.count)
        var out = [Int](repeating: -1, count: chars.count)
        var unclosed: [Int] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\" { i += 2; continue }
            if c == "\n" {
                unclosed.removeAll(keepingCapacity: true)
            } else if c == open {
                unclosed.append(i)
            } else if c == close, let o = unclosed.popLast() {
                out[o] = i
            }
            i += 1
        }
        return out
    }
}
