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
        var out: [UInt8] = []
        forEachSegment(pointer[...]) { step($0, &node, into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Each `/`-separated segment of `pointer` after its first `/` (empty ones too), in order: what
    /// `split(separator: "/", omittingEmptySubsequences: false).dropFirst()` gives, without the array.
    /// Segments are cut at the `/` bytes (RFC 6901), not at characters equal to `/`: a key that
    /// starts with a combining mark does not hide the slash before it, and no character is formed
    /// to find one.
    static func forEachSegment(_ pointer: Substring, _ body: (Substring) -> Void) {
        let u = pointer.utf8
        guard var start = u.firstIndex(of: 0x2F) else { return }
        start = u.index(after: start)
        while let slash = u[start...].firstIndex(of: 0x2F) {
            body(pointer[start..<slash])
            start = u.index(after: slash)
        }
        body(pointer[start...])
    }

    /// One segment of a pointer: its part of the identity path appended to `out` (UTF-8: an anchor
    /// is made as bytes and becomes a string once, not concatenated piece by piece), and `node`
    /// moved to the segment's value.
    static func step(_ raw: Substring, _ node: inout JSONValue?, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "/"))
        // A segment without `~` is its own key unescaped, and its own escape (it holds no `/`).
        let plain = !raw.utf8.contains(UInt8(ascii: "~"))
        let segment = plain ? String(raw) : JSONPointer.unescape(String(raw))
        func key() {
            if plain { out.append(contentsOf: raw.utf8) } else { out.append(contentsOf: escape(segment).utf8) }
        }
        if let array = node?.array, let i = Int(segment) {
            node = i >= 0 && i < array.count ? array[i] : nil
            if let element = node { identity(element, into: &out) } else { out.append(UInt8(ascii: "*")) }
        } else if node?.isObject == true {
            node = node?[segment]
            key()
        } else {
            node = nil
            if Int(segment) == nil { key() } else { out.append(UInt8(ascii: "*")) }
        }
    }

    /// One element's identity.
    static func identity(_ element: JSONValue) -> String {
        var out: [UInt8] = []
        identity(element, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// One element's identity, appended to `out`.
    static func identity(_ element: JSONValue, into out: inout [UInt8]) {
        if let s = element.string {
            out.append(UInt8(ascii: "'")); out.append(contentsOf: s.utf8); out.append(UInt8(ascii: "'"))
            return
        }
        guard let members = element.members else { return out.append(UInt8(ascii: "*")) }
        WorkMeter.add(members.count)
        // One pass over the members (the first of each key counts, as the subscript reads it). Of
        // the text keys, the first in `textKeys` order whose first occurrence holds a string.
        var id: String??, type: String??, text: (rank: Int, value: String)?, seenText = 0
        // Members read in place: no copy of each member (its key and value) per step.
        members.withUnsafeBufferPointer { ms in
            for k in ms.indices {
                let key = ms[k].key
                if key == "id" {
                    if id == nil { id = .some(ms[k].value.string) }
                } else if key == "type" {
                    if type == nil { type = .some(ms[k].value.string) }
                } else if let rank = textRank(key), seenText & (1 << rank) == 0 {
                    seenText |= 1 << rank
                    if let v = ms[k].value.string, text.map({ rank < $0.rank }) ?? true { text = (rank, v) }
                }
            }
        }
        if let id = id ?? nil, !id.isEmpty {
            out.append(UInt8(ascii: "#")); out.append(contentsOf: escape(id).utf8)
            return
        }
        out.append(contentsOf: escape((type ?? nil) ?? "").utf8)
        if let text {
            out.append(UInt8(ascii: "'")); out.append(contentsOf: escape(text.value).utf8); out.append(UInt8(ascii: "'"))
        }
    }

    /// The rank of `key` in `textKeys` (nil: not one of them).
    static func textRank(_ key: String) -> Int? { textKeys.firstIndex(of: key) }

    static func escape(_ s: String) -> String { JSONPointer.escape(s) }

    /// The anchors of every finding of `report`, in its order (the file is parsed once, and only
    /// when a pointer has an index to replace).
    static func anchors(of report: FileReport) -> [String] {
        // Only a segment of ASCII digits is an array index (`Int(segment)`).
        guard report.findings.contains(where: { $0.pointer.utf8.contains { $0 &- 0x30 < 10 } }) else {
            return report.findings.map { anchor($0.pointer, in: nil) }
        }
        let root = report.tree ?? report.source.flatMap { try? JSONParser.parse($0.bytes, options: .cards).value }
        // Each pointer, and each parent pointer, is named once: 100 000 findings on one element
        // (or on its members) named that element (8 keys looked up in its 100 000 members) each time.
        var parents: [Substring: (anchor: [UInt8], node: JSONValue?)] = [:]
        var named: [String: String] = [:]
        // Each pointer read in place (a map over the findings copied each one out).
        return report.findings.indices.map { i in
            let pointer = report.findings[i].pointer
            if let known = named[pointer] { return known }
            let a = anchor(pointer, root: root, parents: &parents)
            named[pointer] = a
            return a
        }
    }

    /// `anchor(_:in:)` with the pointer's parent resolved once per parent.
    static func anchor(_ pointer: String, root: JSONValue?, parents: inout [Substring: (anchor: [UInt8], node: JSONValue?)]) -> String {
        let p = pointer[...]
        guard let cut = p.utf8.lastIndex(of: 0x2F), cut != p.startIndex else { return anchor(pointer, in: root) }
        let head = p[..<cut]
        var parent: (anchor: [UInt8], node: JSONValue?)
        if let known = parents[head] {
            parent = known
        } else {
            var node = root, out: [UInt8] = []
            forEachSegment(head) { step($0, &node, into: &out) }
            parent = (out, node)
            parents[head] = parent
        }
        step(p[p.utf8.index(after: cut)...], &parent.node, into: &parent.anchor)
        return String(decoding: parent.anchor, as: UTF8.self)
    }
}
