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

    /// Whether the text is a web or mail address (`https://…`, `http://…`, `www.…`, `mailto:…`).
    public static func isURL(_ text: String) -> Bool {
        let t = text.lowercased()
        guard !t.contains(" ") else { return false }
        return ["https://", "http://", "www.", "mailto:"].contains { t.hasPrefix($0) && t.count > $0.count }
    }

    /// Web addresses written as plain words outside `[text](url)` links (hosts that autolink
    /// show them as links whose text is the address).
    public static func bareURLs(in source: String) -> [String] {
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
