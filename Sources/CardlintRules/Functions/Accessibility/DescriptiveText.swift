import CardlintModel
import CardlintReading
import Foundation

/// A text that names a link or action says where it goes or what it does: it is not one of
/// the `vague` phrases ("click here", "more", …). Comparison ignores case, surrounding
/// whitespace and punctuation. With `markdown-links: true` the property is Markdown and each
/// `[text](url)` link's text is checked (TextRun has no Markdown), and so is the whole value of
/// a node with a `selectAction` (a TextRun link); otherwise the whole value is. With
/// `urls: true` a text that is a web address is vague too (screen readers spell it out), and in
/// Markdown a bare address outside a link counts as link text (hosts such as Teams autolink it).
/// Bindings pass.
struct DescriptiveText: CheckFunction {
    static let name = "descriptive-text"
    static let summary = "Link text or an action title is not a vague phrase such as \"click here\" or \"more\"."
    static let optionNames = ["property", "vague", "markdown-links", "urls", "named-by-parent"]
    static let exposes = ["property", "text", "value"]
    let property: String
    let vague: Set<String>
    let markdownLinks: Bool
    let urls: Bool
    /// Types whose `selectAction` is named by the element itself, not by the action's title (a
    /// CompoundButton is announced by its own title and description): its title is not checked.
    let namedByParent: Set<String>
    /// The longest phrase's UTF-8 length (a text whose normalized form is longer is not vague).
    let longest: Int
    /// Per first byte of an ASCII phrase (the first character of its normalized form), the lengths
    /// phrases starting with it have (bit n: n bytes, below 64): an ASCII text whose normalized form
    /// starts with another byte, or has another length, is not vague either.
    let lengthsByFirst: [UInt64]

    init(options: OptionReader) throws(RuleError) {
        property = try options.requiredString("property")
        guard let list = try options.strings("vague"), !list.isEmpty else { throw options.error("missing option 'vague' (a list of phrases)") }
        var set = Set<String>()
        for (i, phrase) in list.enumerated() {
            let n = Self.normalize(phrase)
            guard !n.isEmpty else { throw options.error("'vague' phrase '\(phrase)' is empty once punctuation is trimmed", at: options.node["vague"]?.sequence?[i]) }
            set.insert(n)
        }
        vague = set
        longest = set.map(\.utf8.count).max() ?? 0
        var byFirst = [UInt64](repeating: 0, count: 128)
        for n in set where n.utf8.count < 64 {
            if let f = n.utf8.first, f < 128 { byFirst[Int(f)] |= 1 << UInt64(n.utf8.count) }
        }
        lengthsByFirst = byFirst
        markdownLinks = try options.bool("markdown-links") ?? false
        urls = try options.bool("urls") ?? false
        namedByParent = Set(try options.strings("named-by-parent") ?? [])
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let v = node.json[property], let s = v.string, !Values.isUnresolvedBinding(v) else { return }
        if !namedByParent.isEmpty, node.slot == "selectAction", let p = node.parent,
           let type = context.card.nodes[p].type, namedByParent.contains(type) { return }
        // The texts in order: the whole value, then link texts, then bare addresses; one finding per
        // value (a JSON string has one range), naming the first vague text.
        var bad: String?
        // A text with a select action (a TextRun link) is itself the link text.
        if !markdownLinks || AccessibleName.selectAction(of: node, in: context.card) != nil, isVague(s) { bad = s }
        // Only TextBlock renders Markdown (reference §7); a TextRun's brackets are literal.
        // Plain loops: a closure calling `isVague` copied the whole check (its sets and strings) per call.
        if bad == nil, markdownLinks, node.type != "TextRun" {
            for link in MarkdownText.links(in: s) where isVague(link.text) { bad = link.text; break }
            if bad == nil, urls { for url in MarkdownText.bareURLs(in: s) where isVague(url) { bad = url; break } }
        }
        guard let bad else { return }
        results.append(CheckResult(range: v.range, values: ["property": property, "text": MarkdownText.plain(bad), "value": s]))
    }

    func isVague(_ text: String) -> Bool {
        if text.hasTemplateBinding { return false }
        if urls, Self.isTrimmedURL(text) { return true }
        // `plain` leaves such text unchanged, so its normalized length is known (ASCII) or bounded.
        let plain = MarkdownText.isAlreadyPlain(text)
        if plain {
            let (length, exact, first) = Self.normalizedLength(text)
            if exact {
                if length == 0 { return markdownLinks }
                if length < 64 ? lengthsByFirst[Int(first & 0x7F)] & (1 << UInt64(length)) == 0 : length > longest { return false }
            } else if length > longest {
                return false
            }
        }
        return isVagueNormalizing(text, alreadyPlain: plain)
    }

    /// `isVague` past the binding and address tests, building the normalized text (`alreadyPlain`:
    /// `MarkdownText.isAlreadyPlain(text)`, known to the caller, so `plain` would return the text).
    func isVagueNormalizing(_ text: String, alreadyPlain: Bool = false) -> Bool {
        let n = Self.normalize(alreadyPlain ? text : MarkdownText.plain(text))
        return n.isEmpty ? markdownLinks : vague.contains(n)
    }

    /// Whether the text, trimmed of whitespace (`CharacterSet.whitespaces`: tab and space separators),
    /// is an address. The first scalar the trimming keeps must be an ASCII h, w or m (no other scalar
    /// lowercases to one), which decides most texts at once; ASCII text is trimmed without Foundation.
    static func isTrimmedURL(_ text: String) -> Bool {
        let kept = text.unicodeScalars.first { $0.isASCII ? $0 != " " && $0 != "\t" : $0.properties.generalCategory != .spaceSeparator }
        guard let kept, "hHwWmM".unicodeScalars.contains(kept) else { return false }
        guard TextScan.isASCII(text) else { return MarkdownText.isURL(text.trimmingCharacters(in: .whitespaces)) }
        let u = text.utf8
        guard let start = u.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
              let end = u.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        return MarkdownText.isURL(String(Substring(u[start...end])))
    }

    /// For ASCII text, the UTF-8 length of `normalize(text)` (exact); for other text a lower bound
    /// (not exact): its ASCII letters and digits, which lower-casing keeps as one byte each and which
    /// trimming and collapsing never remove (a character holding one is not whitespace, punctuation
    /// or a symbol). `first`: for ASCII text, the first byte of the normalized form (lower-cased).
    static func normalizedLength(_ text: String) -> (length: Int, exact: Bool, first: UInt8) {
        var length = 0, kept = 0, started = false, previousSpace = false, alphanumerics = 0, ascii = true, first: UInt8 = 0
        for b in text.utf8 {
            if b >= 0x80 { ascii = false; continue }
            let space = TextScan.isSpace(b), punctuation = TextScan.isPunctuationOrSymbol(b)
            if !space, !punctuation, (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) { alphanumerics += 1 }
            guard ascii else { continue }
            if !started {
                if space || punctuation { continue }
                started = true
                first = (65...90).contains(b) ? b + 32 : b
            }
            if space {
                if !previousSpace { length += 1 }
                previousSpace = true
                continue
            }
            previousSpace = false
            length += 1
            if !punctuation { kept = length }
        }
        return ascii ? (kept, true, first) : (alphanumerics, false, 0)
    }

    /// Lower-cased, whitespace collapsed, punctuation and symbols trimmed from both ends.
    static func normalize(_ s: String) -> String {
        if let ascii = TextScan.normalizedASCII(s) { return ascii }
        let core = s.lowercased().trimmingEnds { $0.isWhitespace || $0.isPunctuation || $0.isSymbol }
        return TextScan.isCollapsed(core) ? String(core) : core.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension StringProtocol {
    /// The text without the characters at either end that satisfy `drop`.
    func trimmingEnds(while drop: (Character) -> Bool) -> SubSequence {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
