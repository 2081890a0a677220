import CardlintReading
import CardlintRules

extension SARIFReporter {
    /// A `reportingDescriptor` with everything GitHub code scanning shows.
    static func rule(_ r: RuleMetadata) -> JSONNode {
        let description = r.description.isEmpty ? r.title : r.description
        var d: [String: JSONNode] = [
            "id": .string(r.id),
            "name": .string(pascalCase(r.id)),
            "shortDescription": .object(["text": .string(clip(r.title, 1024))]),
            "fullDescription": .object(["text": .string(clip(SafeMarkdown.plainText(firstParagraph(description)), 1024))]),
            "help": .object(["text": .string(SafeMarkdown.plainText(description)), "markdown": .string(description)]),
            "defaultConfiguration": .object(["level": .string(r.severity.rawValue)]),
            "properties": .object([
                "tags": .strings(Array(r.tags.prefix(20))),
                "precision": .string(r.precision ?? (r.origin == "built-in" ? "very-high" : "high")),
                "problem.severity": .string(r.severity == .note ? "recommendation" : r.severity.rawValue),
            ]),
        ]
        if let uri = r.helpURI { d["helpUri"] = .string(uri) }
        return .object(d)
    }

    /// `image-has-alt-text` → `ImageHasAltText`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func firstParagraph(_ markdown: String) -> String {
        var lines: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) { if lines.isEmpty { continue } else { break } }
            lines.append(line)
        }
        return lines.map { $0.trimmingSpaces }.joined(separator: " ")
    }

    /// At most `limit` characters, ending with `…` when cut.
    static func clip(_ s: String, _ limit: Int) -> String {
        s.count <= limit ? s : String(s.prefix(limit - 1)) + "…"
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return s
    }
}

/// Paths → SARIF artifact URIs.
enum SARIFURI {
    /// `file:///abs/dir/` (percent-encoded, trailing slash).
    static func directoryURI(_ dir: String) -> String {
        var d = dir.isEmpty ? "/" : dir
        if !d.hasSuffix("/") { d += "/" }
        if !d.hasPrefix("/") { d = "/" + d }
        return "file://" + encode(d)
    }

    /// A relative URI with `%SRCROOT%`, or an absolute `file://` URI for paths outside the working directory.
    static func artifact(_ path: String, workingDirectory: String) -> (uri: String, baseID: String?) {
        var p = Fingerprint.normalisedPath(path)
        if p.hasPrefix("/") {
            let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
            guard p.hasPrefix(root) else { return ("file://" + encode(p), nil) }
            p.removeFirst(root.count)
        }
        return (encode(p), "%SRCROOT%")
    }

    /// Percent-encodes everything but unreserved characters and `/`.
    static func encode(_ s: String) -> String {
        var out: [UInt8] = []
        let hex = Array("0123456789ABCDEF".utf8)
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(b)
            default:
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
