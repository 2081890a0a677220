import CardlintReading
/// Escapers for the markup languages reporters write. Every string from a card or a finding
/// goes through one of these before it reaches a markup file.
enum Escape {
    /// Control characters (newlines, ESC, C1, bidi overrides) shown as escapes: every
    /// human-readable output passes card text through this (see `ControlEscape`).
    static func controls(_ s: String) -> String { ControlEscape.escape(s) }

    /// HTML text and double- or single-quoted attribute values (one line: controls escaped).
    static func html(_ s: String) -> String { MarkupEscape.escape(controls(s), MarkupEscape.html) }

    /// XML 1.0 text and attributes: the five entities, characters XML forbids become U+FFFD,
    /// and (in attributes) tab/CR/LF become character references so they survive normalisation.
    static func xml(_ s: String, attribute: Bool = false) -> String {
        MarkupEscape.escape(s, attribute ? MarkupEscape.xmlAttribute : MarkupEscape.xmlText)
    }

    /// GitHub workflow command message data: `%`, CR, LF (cardlint's own line breaks; card text
    /// goes through `controls` first).
    static func githubData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// GitHub workflow command property values: control characters, data escapes, `:` and `,`.
    static func githubProperty(_ s: String) -> String {
        githubData(controls(s)).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }

    /// Markdown inline text: backslash before punctuation Markdown or HTML could act on.
    static func markdown(_ s: String) -> String {
        var out = ""
        for c in controls(s) {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r": out += " "
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                out += "\\" + String(c)
            default: out.append(c)
            }
        }
        return out
    }
}

extension String {
    /// Every occurrence of `target` (one character) replaced.
    func replacing(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
