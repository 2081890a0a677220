import CardlintReading
import CardlintRules

/// A finding's node named so that edits elsewhere in the card do not rename it: each array index
/// of its JSON pointer becomes the element's identity — `#id` when it has an `id`, else its `type`
/// and its own text (`text`, `title`, `altText`, `label`, `placeholder` or `url`, the first present).
/// `/body/3/color` on `{"type": "TextBlock", "text": "Total"}` is `/body/TextBlock'Total'/color`:
/// adding an element above it changes the index, not the identity. Equal identities (two images
/// with the same url) are told apart by occurrence numbers, in report order.
enum NodeIdentity {
    static let textKeys = ["text", "title", "altText", "label", "placeholder", "url"]

    /// The identity path of `pointer` in `root` (the file's JSON, nil when it cannot be read). A
    /// segment that does not resolve (a template's pointer into its expanded card) loses its index.
    static func anchor(_ pointer: String, in root: JSONValue?) -> String {
        guard !pointer.isEmpty else { return "" }
        var node = root
        var out = ""
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let segment = JSONPointer.unescape(String(raw))
            out += "/"
            if let array = node?.array, let i = Int(segment) {
                node = i >= 0 && i < array.count ? array[i] : nil
                out += node.map(identity) ?? "*"
            } else if node?.isObject == true {
                node = node?[segment]
                out += escape(segment)
            } else {
                node = nil
                out += Int(segment) == nil ? escape(segment) : "*"
            }
        }
        return out
    }

    /// One element's identity.
    static func identity(_ element: JSONValue) -> String {
        if let s = element.string { return "'" + s + "'" }
        guard element.isObject else { return "*" }
        if let id = element["id"]?.string, !id.isEmpty { return "#" + escape(id) }
        let type = element["type"]?.string ?? ""
        let text = textKeys.lazy.compactMap { element[$0]?.string }.first
        return escape(type) + (text.map { "'" + escape($0) + "'" } ?? "")
    }

    static func escape(_ s: String) -> String { JSONPointer.escape(s) }

    /// The anchors of every finding of `report`, in its order: from the tree the linter read
    /// (parsed again only for a report that does not carry it, and only when a pointer has an
    /// index to replace).
    static func anchors(of report: FileReport) -> [String] {
        guard report.findings.contains(where: { $0.pointer.contains(where: \.isNumber) }) else {
            return report.findings.map { anchor($0.pointer, in: nil) }
        }
        let root = report.tree ?? report.source.flatMap { try? JSONParser.parse($0.bytes).value }
        return report.findings.map { anchor($0.pointer, in: root) }
    }
}
