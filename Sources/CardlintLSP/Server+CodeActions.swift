import CardlintKit
import CardlintReading
import CardlintRules
import Foundation

extension LanguageServer {
    /// Quick fixes for the findings in the requested range, from their rules' `fix:`, and a
    /// "fix all" source action that applies every safe fix of the document at once.
    func codeActions(_ params: [String: Any]) throws -> Any? {
        let doc = try textDocument(params)
        guard let uri = doc["uri"] as? String, let range = (params["range"] as? [String: Any]).flatMap(Self.range) else {
            throw RequestError.invalidParams("codeAction needs textDocument.uri and range")
        }
        lintIfDirty(uri)
        guard let linted = results[uri], let root = linted.root, documents[uri]?.version == linted.version else { return [] }
        let index = linted.lines
        let start = index.offset(of: range.start), end = index.offset(of: range.end)
        let only = (params["context"] as? [String: Any])?["only"] as? [String]
        var actions: [[String: Any]] = []
        var safe: [PlannedFix] = []
        for f in linted.findings {
            guard let fix = FixPlanner.plan(f, bytes: linted.bytes, root: root) else { continue }
            if fix.safe { safe.append(fix) }
            let touches = f.range.start <= end && start <= max(f.range.end, f.range.start + 1)
            guard touches, wants("quickfix", only) else { continue }
            actions.append([
                "title": fix.title + (fix.isSnippet ? " (fill in the placeholder)" : ""),
                "kind": "quickfix",
                "diagnostics": [diagnostic(f, index: index, related: [:])],
                "isPreferred": fix.safe,
                "edit": ["changes": [uri: fix.edits.map { edit($0, index) }]],
            ])
        }
        if !safe.isEmpty, wants("source.fixAll.cardlint", only) {
            let applied = FixPlanner.apply(safe, to: linted.bytes).applied
            actions.append([
                "title": "Fix all safe cardlint problems (\(applied.count))",
                "kind": "source.fixAll.cardlint",
                "edit": ["changes": [uri: applied.flatMap(\.edits).map { edit($0, index) }]],
            ])
        }
        return actions
    }

    func wants(_ kind: String, _ only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    func edit(_ e: ByteEdit, _ index: LineIndex) -> [String: Any] {
        ["range": Self.json(index.position(of: e.range.start), index.position(of: e.range.end)), "newText": e.text]
    }
}
