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
        guard source.utf8.contains(UInt8(ascii: "[")) else { return [] }
        let chars = Array(source)
        var out: [Link] = []
        var i = 0
        while i < chars.count {
            if chars[i] == "\\" { i += 2; continue }
            guard chars[i] == "[", let close = closing(chars, from: i + 1, open: "[", close: "]"),
                  close + 1 < chars.count, chars[close + 1] == "(",
                  let end = closing(chars, from: close + 2, open: "(", close: ")") else { i += 1; continue }
            out.append(Link(text: String(chars[(i + 1)..<close]), url: String(chars[(close + 2)..<end])))
            i = end + 1
        }
        return out
    }

    /// The text as announced: links reduced to their text, emphasis and list markers removed,
    /// whitespace collapsed.
    public static func plain(_ source: String) -> String {
        if isAlreadyPlain(source) { return source }
        var s = source
        for link in links(in: source) {
            if let r = s.range(of: "[\(link.text)](\(link.url))") { s.replaceSubrange(r, with: link.text) }
        }
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
    /// `plain` would return it unchanged (the common case, checked without allocating).
    static func isAlreadyPlain(_ source: String) -> Bool {
        var previousSpace = true
        var first = true
        for b in source.utf8 {
            switch b {
            case UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "\\"),
                 UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                return false
            case UInt8(ascii: " "):
                if previousSpace { return false }
                previousSpace = true
            default:
                if first, b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || (b >= 0x30 && b <= 0x39) { return false }
                if b >= 0x80 { return false }  // other Unicode whitespace: take the careful path
                previousSpace = false
            }
            first = false
        }
        return !previousSpace || source.isEmpty
    }

    /// Whether `source` could hold an address (`http`, `www.`, `mailto:`), case-insensitively.
    static func mayContainURL(_ source: String) -> Bool {
        let u = Array(source.utf8)
        guard u.count >= 4 else { return false }
        func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
        for i in 0...(u.count - 4) {
            let a = lower(u[i]), b = lower(u[i + 1]), c = lower(u[i + 2]), d = lower(u[i + 3])
            if (a, b, c, d) == (104, 116, 116, 112) || (a, b, c, d) == (119, 119, 119, 46) || (a, b, c, d) == (109, 97, 105, 108) { return true }
        }
        return false
    }

    /// Whether the text is a web or mail address (`https://…`, `http://…`, `www.…`, `mailto:…`).
    public static func isURL(_ text: String) -> Bool {
        let t = text.lowercased()
        guard !t.contains(" ") else { return false }
        return ["https://", "http://", "www.", "mailto:"].contains { t.hasPrefix($0) && t.count > $0.count }
    }

    /// Web addresses written as plain words outside `[text](url)` links (hosts that autolink
    /// show them as links whose text is the address).
    public static func bareURLs(in source: String) -> [String] {
        guard mayContainURL(source) else { return [] }
        var rest = source
        for link in links(in: source) {
            if let r = rest.range(of: "[\(link.text)](\(link.url))") { rest.replaceSubrange(r, with: " ") }
        }
        return rest.split(whereSeparator: \.isWhitespace).map { word in
            String(word).trimmingPrefixAndSuffix { "()<>\"'.,;:!?".contains($0) }
        }.filter(isURL)
    }

    static func closing(_ chars: [Character], from start: Int, open: Character, close: Character) -> Int? {
        var depth = 0
        var i = start
        while i < chars.count {
            let c = chars[i]
            if c == "\\" { i += 2; continue }
            if c == "\n" { return nil }
            if c == open { depth += 1 } else if c == close {
                if depth == 0 { return i }
                depth -= 1
            }
            i += 1
        }
        return nil
    }
}
