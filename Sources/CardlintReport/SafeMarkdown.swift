/// A small, safe Markdown subset rendered to HTML for rule descriptions.
///
/// Blocks: paragraphs, `-`/`*` and `1.` lists, `#`–`###` headings. Inline: `` `code` ``,
/// `**strong**`, `*em*`/`_em_`, `[text](url)` with http(s)/mailto/relative URLs only.
/// All other text, including any HTML in the input, is escaped: the output never contains a tag
/// or attribute the input spelled.
enum SafeMarkdown {
    static func html(_ markdown: String) -> String {
        var out = ""
        var paragraph: [String] = []
        var list: (ordered: Bool, items: [String])?

        func flushParagraph() {
            if !paragraph.isEmpty { out += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"; paragraph = [] }
        }
        func flushList() {
            guard let l = list else { return }
            let tag = l.ordered ? "ol" : "ul"
            out += "<\(tag)>" + l.items.map { "<li>" + inline($0) + "</li>" }.joined() + "</\(tag)>\n"
            list = nil
        }

        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw.trimmingSpaces)
            if line.isEmpty { flushParagraph(); flushList(); continue }
            if let item = listItem(line) {
                flushParagraph()
                if list == nil || list?.ordered != item.ordered { flushList(); list = (item.ordered, []) }
                list?.items.append(item.text)
                continue
            }
            if line.hasPrefix("#") {
                let level = line.prefix(while: { $0 == "#" }).count
                if level <= 3, line.dropFirst(level).first == " " {
                    flushParagraph(); flushList()
                    let tag = "h\(level + 3)"
                    out += "<\(tag)>" + inline(String(line.dropFirst(level + 1))) + "</\(tag)>\n"
                    continue
                }
            }
            if var l = list, !l.items.isEmpty, raw.first?.isWhitespace == true {
                l.items[l.items.count - 1] += " " + line  // continuation of a list item
                list = l
                continue
            }
            flushList()
            paragraph.append(line)
        }
        flushParagraph(); flushList()
        return out
    }

    static func listItem(_ line: String) -> (ordered: Bool, text: String)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return (false, String(line.dropFirst(2))) }
        let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
            return (true, String(line.dropFirst(digits.count + 2)))
        }
        return nil
    }

    /// Inline spans; unmatched markers are plain (escaped) text.
    static func inline(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        func find(_ marker: [Character], from start: Int) -> Int? {
            var j = start
            while j + marker.count <= chars.count {
                if Array(chars[j..<j + marker.count]) == marker { return j }
                j += 1
            }
            return nil
        }
        while i < chars.count {
            let c = chars[i]
            if c == "`", let end = find(["`"], from: i + 1) {
                out += "<code>" + Escape.html(String(chars[i + 1..<end])) + "</code>"
                i = end + 1; continue
            }
            if c == "*", i + 1 < chars.count, chars[i + 1] == "*", let end = find(["*", "*"], from: i + 2), end > i + 2 {
                out += "<strong>" + inline(String(chars[i + 2..<end])) + "</strong>"
                i = end + 2; continue
            }
            if c == "*" || c == "_", let end = find([c], from: i + 1), end > i + 1, chars[i + 1] != " " {
                out += "<em>" + inline(String(chars[i + 1..<end])) + "</em>"
                i = end + 1; continue
            }
            if c == "[", let close = find(["]", "("], from: i + 1), let paren = find([")"], from: close + 2) {
                let label = inline(String(chars[i + 1..<close]))
                if let url = SafeURL.check(String(chars[close + 2..<paren])) {
                    out += "<a href=\"" + Escape.html(url) + "\" rel=\"noopener noreferrer\">" + label + "</a>"
                } else {
                    out += label
                }
                i = paren + 1; continue
            }
            out += Escape.html(String(c))
            i += 1
        }
        return out
    }
}

extension SafeMarkdown {
    /// The same subset as plain text: markers dropped, links written `text (url)`.
    static func plainText(_ markdown: String) -> String {
        var out = ""
        let chars = Array(markdown)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "*" || c == "`" { i += 1; continue }
            if c == "[", let close = chars[i...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
               let paren = chars[(close + 2)...].firstIndex(of: ")") {
                out += String(chars[i + 1..<close]) + " (" + String(chars[close + 2..<paren]) + ")"
                i = paren + 1; continue
            }
            out.append(c)
            i += 1
        }
        return out
    }
}
