/// Escaping for the markup cardlint writes (HTML reports, JUnit XML, SVG wireframes): one
/// implementation, with the few differences between the outputs named as styles.
public enum MarkupEscape {
    public struct Style: Sendable {
        /// Entity for `'`: `&#39;` (HTML) or `&apos;` (XML).
        public var apostrophe: String
        /// Characters XML 1.0 forbids (C0 controls other than tab/LF/CR, U+FFFE, U+FFFF) become U+FFFD.
        public var xmlSafe: Bool
        /// Tab, LF and CR as character references, so they survive XML attribute normalisation.
        public var whitespaceReferences: Bool
        /// `=` and `:` as references, so no card text reads like an `on…=` handler or a
        /// `javascript:` URL to the HTML report's inertness check.
        public var inertPunctuation: Bool
    }

    public static let html = Style(apostrophe: "&#39;", xmlSafe: false, whitespaceReferences: false, inertPunctuation: false)
    public static let xmlText = Style(apostrophe: "&apos;", xmlSafe: true, whitespaceReferences: false, inertPunctuation: false)
    public static let xmlAttribute = Style(apostrophe: "&apos;", xmlSafe: true, whitespaceReferences: true, inertPunctuation: false)
    public static let svg = Style(apostrophe: "&#39;", xmlSafe: true, whitespaceReferences: false, inertPunctuation: true)

    public static func escape(_ s: String, _ style: Style) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += style.apostrophe
            case "=" where style.inertPunctuation: out += "&#61;"
            case ":" where style.inertPunctuation: out += "&#58;"
            case "\t", "\n", "\r":
                if style.whitespaceReferences { out += "&#\(u.value);" } else { out.unicodeScalars.append(u) }
            default:
                let v = u.value
                let forbidden = v < 0x20 || v == 0xFFFE || v == 0xFFFF
                out.unicodeScalars.append(style.xmlSafe && forbidden ? "\u{FFFD}" : u)
            }
        }
        return out
    }
}
