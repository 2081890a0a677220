import CardlintKit
import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

extension LanguageServer {
    /// LSP severities: 1 error, 2 warning, 3 information, 4 hint (needs review).
    static let severities = ["error": 1, "warning": 2, "note": 3, "review": 4]

    func diagnostic(_ f: Finding, index: LineIndex, related: [String: SourceFile]) -> [String: Any] {
        var d: [String: Any] = [
            "range": Self.json(index.position(of: f.range.start), index.position(of: max(f.range.start, f.range.end))),
            "severity": Self.severities[f.severity.rawValue] ?? 3,
            "source": "cardlint",
            "code": f.ruleID,
            "message": message(f),
        ]
        if let rule = resources.rules.first(where: { $0.id == f.ruleID }), let uri = rule.metadata.helpURI {
            d["codeDescription"] = ["href": uri]
        }
        if f.tags.contains("deprecated") { d["tags"] = [2] }
        let links: [[String: Any]] = f.related.compactMap { r in
            guard let path = r.path, let source = related[path] else { return nil }
            let other = LineIndex(bytes: source.bytes, encoding: encoding)
            let location: [String: Any] = ["uri": URL(fileURLWithPath: path).absoluteString,
                                           "range": Self.json(other.position(of: r.range.start), other.position(of: r.range.end))]
            return ["location": location, "message": r.message]
        }
        if !links.isEmpty { d["relatedInformation"] = links }
        return d
    }

    /// The message as the text report shows it (with where a layout finding begins), and where it
    /// holds, as the text report prints it under the finding.
    func message(_ f: Finding) -> String {
        var parts: [String] = []
        if !f.scope.hosts.isEmpty { parts.append("hosts: " + f.scope.hosts.joined(separator: ", ")) }
        if !f.scope.themes.isEmpty { parts.append("themes: " + f.scope.themes.joined(separator: ", ")) }
        if let set = f.scope.dataSet { parts.append("data: " + (set as NSString).lastPathComponent + (f.scope.dataItem.map { " item \($0)" } ?? "")) }
        let shown = f.shownMessage
        return parts.isEmpty ? shown : shown + "\n(holds on " + parts.joined(separator: "; ") + ")"
    }

    static func json(_ start: Position, _ end: Position) -> [String: Any] {
        ["start": ["line": start.line, "character": start.character], "end": ["line": end.line, "character": end.character]]
    }

    static func position(_ object: Any?) -> Position? {
        guard let p = object as? [String: Any], let line = p["line"] as? Int, let character = p["character"] as? Int else { return nil }
        return Position(line: line, character: character)
    }

    static func range(_ object: [String: Any]) -> (start: Position, end: Position)? {
        guard let start = position(object["start"]), let end = position(object["end"]) else { return nil }
        return (start, end)
    }
}
