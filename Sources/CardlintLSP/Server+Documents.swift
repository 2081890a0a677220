import CardlintKit
import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// What the last lint of an open document found, kept for code actions and hover.
struct LintedDocument {
    var version: Int
    /// Its text and line index.
    var lines: LineIndex
    var bytes: [UInt8] { lines.bytes }
    var findings: [Finding]
    var root: JSONValue?
}

extension LanguageServer {
    func textDocument(_ params: [String: Any]) throws -> [String: Any] {
        guard let doc = params["textDocument"] as? [String: Any] else { throw RequestError.invalidParams("missing textDocument") }
        return doc
    }

    func didOpen(_ params: [String: Any]) {
        guard let doc = params["textDocument"] as? [String: Any], let uri = doc["uri"] as? String,
              let text = doc["text"] as? String else { return }
        documents[uri] = Document(uri: uri, version: doc["version"] as? Int ?? 0, bytes: Array(text.utf8), encoding: encoding)
        markDirty(uri)
    }

    func didChange(_ params: [String: Any]) throws {
        let doc = try textDocument(params)
        guard let uri = doc["uri"] as? String, var document = documents[uri] else { return }
        for change in params["contentChanges"] as? [[String: Any]] ?? [] {
            guard let text = change["text"] as? String else { throw RequestError.invalidParams("a content change has no text") }
            let range = (change["range"] as? [String: Any]).flatMap(Self.range)
            document.apply(text: text, range: range, encoding: encoding)
        }
        document.version = doc["version"] as? Int ?? document.version + 1
        documents[uri] = document
        markDirty(uri)
    }

    func didSave(_ params: [String: Any]) {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return }
        fileChanged(uri)
    }

    func didClose(_ params: [String: Any]) {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return }
        documents[uri] = nil
        results[uri] = nil
        dirty.removeAll { $0 == uri }
        notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
    }

    func didChangeWatchedFiles(_ params: [String: Any]) {
        for change in params["changes"] as? [[String: Any]] ?? [] {
            if let uri = change["uri"] as? String { fileChanged(uri) }
        }
    }

    /// A file changed on disk: a config reloads every linter; a data file re-lints its folder's templates.
    func fileChanged(_ uri: String) {
        guard let path = Document.path(ofURI: uri) else { return }
        let name = (path as NSString).lastPathComponent
        if name == ".cardlint.yml" || name == ".cardlint.yaml" || configStamps[path] != nil {
            reloadConfigs()
        } else if name.hasSuffix(".json"), name.contains(".data") {
            let folder = (path as NSString).deletingLastPathComponent
            for uri in documents.keys where (Document.path(ofURI: uri).map { ($0 as NSString).deletingLastPathComponent } == folder) {
                markDirty(uri)
            }
        }
    }

    func reloadConfigs() {
        factory = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings())
        configStamps = [:]
        shownConfigErrors = []
        for uri in documents.keys { markDirty(uri) }
    }

    func markDirty(_ uri: String) {
        if !dirty.contains(uri) { dirty.append(uri) }
    }

    /// Lints the documents edited since the last pass, newest state only; stops early when more
    /// messages arrive (a newer edit makes this pass's work stale; the next pass picks it up).
    func lintDirtyDocuments() {
        if configsChanged() { reloadConfigs() }
        while let uri = dirty.first {
            if queue.hasWaiting { return }
            dirty.removeFirst()
            guard let document = documents[uri] else { continue }
            publish(lint(document), for: document)
        }
        showHostConfigErrors()
    }

    /// A host config file first read for a card's inferred audience that cannot be read or is not
    /// JSON left that host's theme and layout checks out: the editor says so once per error (a
    /// window message: it concerns cardlint's data, not the document), as `lint` fails the run on it.
    func showHostConfigErrors() {
        for error in factory.hostConfigErrors() where !shownConfigErrors.contains(error) {
            shownConfigErrors.insert(error)
            notify("window/showMessage", ["type": 1, "message": "cardlint: " + error
                + " (the theme and layout checks of the host that reads it were skipped)"])
        }
    }

    /// Lints `uri` now if it has changed since its last lint: a request about a document (hover,
    /// code actions) answers from its newest text, even when the edit came in the same batch.
    func lintIfDirty(_ uri: String) {
        guard let i = dirty.firstIndex(of: uri), let document = documents[uri] else { return }
        dirty.remove(at: i)
        publish(lint(document), for: document)
        showHostConfigErrors()
    }

    /// Whether a config file used so far has changed on disk (edited outside the editor).
    func configsChanged() -> Bool {
        configStamps.contains { path, stamp in Self.modificationDate(path) != stamp }
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    enum LintResult { case findings([Finding], JSONValue?, related: [String: SourceFile]), notACard, configError(String) }

    func lint(_ document: Document) -> LintResult {
        let path = document.path ?? (FileManager.default.currentDirectoryPath + "/untitled.json")
        if path.hasSuffix(".data.json") || (path as NSString).lastPathComponent.contains(".data.") { return .notACard }
        do {
            if let config = try factory.config(for: path), configStamps[config.path] == nil {
                configStamps[config.path] = Self.modificationDate(config.path)
            }
            let linter = try factory.linter(for: path)
            switch linter.lint(path: path, bytes: document.bytes, explicit: false) {
            case .skippedNonCard, .skipped: return .notACard
            case .report(let report):
                // The tree the linter read (a second parse only where it kept none).
                let root = report.tree ?? (try? JSONParser.parse(document.bytes, options: .cards).value)
                return .findings(report.findings, root, related: report.relatedSources)
            }
        } catch {
            return .configError(error.description)
        }
    }

    func publish(_ result: LintResult, for document: Document) {
        let index = document.lines
        var diagnostics: [[String: Any]] = []
        switch result {
        case .notACard:
            results[document.uri] = nil
        case .configError(let message):
            results[document.uri] = nil
            diagnostics = [["range": Self.json(index.position(of: 0), index.position(of: 0)), "severity": 1,
                            "source": "cardlint", "message": "cardlint cannot lint this file: " + message]]
        case .findings(let findings, let root, let related):
            results[document.uri] = LintedDocument(version: document.version, lines: document.lines, findings: findings, root: root)
            diagnostics = findings.map { diagnostic($0, index: index, related: related) }
        }
        notify("textDocument/publishDiagnostics", ["uri": document.uri, "version": document.version, "diagnostics": diagnostics])
    }
}
