/// Escapers for the markup languages reporters write. Every string from a card or a finding
/// goes through one of these before it reaches a markup file.
enum Escape {
    /// HTML text and double- or single-quoted attribute values.
    static func html(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// XML 1.0 text and attributes: the five entities, characters XML forbids become U+FFFD,
    /// and (in attributes) tab/CR/LF become character references so they survive normalisation.
    static func xml(_ s: String, attribute: Bool = false) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r":
                out += attribute ? "&#\(u.value);" : String(u)
            default:
                let v = u.value
                let allowed = v >= 0x20 && v != 0xFFFE && v != 0xFFFF
                out.unicodeScalars.append(allowed ? u : "\u{FFFD}")
            }
        }
        return out
    }

    /// GitHub workflow command message data: `%`, CR, LF.
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

    /// GitHub workflow command property values: data escapes plus `:` and `,`.
    static func githubProperty(_ s: String) -> String {
        githubData(s).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }

    /// Markdown inline text: backslash before punctuation Markdown or HTML could act on.
    static func markdown(_ s: String) -> String {
        var out = ""
        for c in s {
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
