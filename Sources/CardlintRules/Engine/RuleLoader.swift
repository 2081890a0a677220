import CardlintModel
import CardlintReading
import Foundation

/// Reads rule files (`rules/<pack>/<id>.yaml`) into compiled `Rule`s.
public enum RuleLoader {
    static let keys = ["id", "title", "description", "severity", "tags", "help-uri", "select", "when", "check",
                       "message", "examples", "runs-on", "fix", "precision"]

    /// Loads every `*.yaml` under each pack folder of `directory` (e.g. `rules/accessibility/*.yaml`),
    /// skipping the data folders (`catalog`, `hosts`, `hostconfigs`, `metrics`, `presets`, `renderers`).
    public static func loadPacks(directory: String, vocabulary: TagVocabulary, data: DataFiles = DataFiles()) throws(RuleError) -> [Rule] {
        let fm = FileManager.default
        let dataFolders: Set<String> = ["catalog", "hosts", "hostconfigs", "metrics", "presets", "renderers"]
        guard let entries = try? fm.contentsOfDirectory(atPath: directory) else {
            throw RuleError(path: directory, line: 0, column: 0, message: "cannot read the rules folder")
        }
        var rules: [Rule] = []
        for pack in entries.sorted() where !dataFolders.contains(pack) {
            var isDir: ObjCBool = false
            let packPath = directory + "/" + pack
            guard fm.fileExists(atPath: packPath, isDirectory: &isDir), isDir.boolValue else { continue }
            rules += try loadFolder(packPath, pack: pack, vocabulary: vocabulary, data: data)
        }
        return rules
    }

    /// Loads the rule files in `folder` and its sub-folders (a user's `rules-dirs` entry or one
    /// pack), in path order. Two files defining one id are an error naming both.
    public static func loadFolder(_ folder: String, pack: String, vocabulary: TagVocabulary, data: DataFiles = DataFiles()) throws(RuleError) -> [Rule] {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue,
              let files = subpaths(folder) else {
            throw RuleError(path: folder, line: 0, column: 0, message: "cannot read the rules folder")
        }
        var rules: [Rule] = []
        for f in files.sorted() where f.hasSuffix(".yaml") || f.hasSuffix(".yml") {
            if f.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            rules.append(try loadFile(folder + "/" + f, pack: pack, vocabulary: vocabulary, data: data))
        }
        try checkUnique(rules)
        return rules
    }

    /// The paths under `folder`, relative to it, as `FileManager.subpaths(atPath:)` gives them (links
    /// listed, not followed), but for the contents of hidden folders, which `loadFolder` leaves out
    /// anyway; nil when a folder cannot be read. One listing per folder and one `lstat` per entry:
    /// `subpaths` cost 4.8 M instructions for the five packs.
    static func subpaths(_ folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var out: [String] = []
        for name in names {
            out.append(name)
            var info = stat()
            guard !name.hasPrefix("."), lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            guard let inner = subpaths(folder + "/" + name) else { return nil }
            out += inner.map { name + "/" + $0 }
        }
        return out
    }

    /// Fails when an id in `rules` is used twice, or by one of `existing` (built-in rules).
    public static func checkUnique(_ rules: [Rule], existing: [Rule] = []) throws(RuleError) {
        var seen: [String: Rule] = [:]
        for r in existing { seen[r.id] = r }
        let builtIn = Set(existing.map(\.id))
        for r in rules {
            // `check-rules rules/<pack>` loads the built-in files themselves: no clash with themselves.
            if let first = seen[r.id], builtIn.contains(r.id), sameFile(first.metadata.origin, r.metadata.origin) {
                seen[r.id] = r
                continue
            }
            if let first = seen[r.id] {
                let what = builtIn.contains(r.id) ? "a built-in rule's id (\(first.metadata.origin)); give your rule its own id"
                                                  : "also defined in \(first.metadata.origin)"
                throw error(at: r, "rule id '\(r.id)' is \(what)")
            }
            seen[r.id] = r
        }
    }

    static func sameFile(_ a: String, _ b: String) -> Bool {
        func canonical(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
        return canonical(a) == canonical(b)
    }

    /// An error at a rule's own position (`path:line:col` of its `location`).
    static func error(at rule: Rule, _ message: String) -> RuleError {
        let parts = rule.location.split(separator: ":")
        let line = parts.count >= 3 ? Int(parts[parts.count - 2]) ?? 1 : 1
        let column = parts.count >= 3 ? Int(parts[parts.count - 1]) ?? 1 : 1
        return RuleError(path: rule.metadata.origin, line: line, column: column, message: message, ruleID: rule.id)
    }

    public static func loadFile(_ path: String, pack: String, vocabulary: TagVocabulary, data files: DataFiles = DataFiles()) throws(RuleError) -> Rule {
        guard let data = RegularFile.contents(atPath: path) else {
            throw RuleError(path: path, line: 0, column: 0, message: "cannot read the file")
        }
        let root: YAMLNode
        do { root = try files.yaml(String(decoding: data, as: UTF8.self), path: path) } catch {
            throw RuleError(path: path, line: error.line, column: error.column, message: error.message)
        }
        let rule = try compile(root, path: path, pack: pack, vocabulary: vocabulary)
        // A rule is found by its file name (`rules/<pack>/<id>.yaml`, docs, `explain`): they agree.
        // Checked on the path's bytes first: NSString's path methods were 7 M instructions a start-up.
        let named = [".yaml", ".yml"].contains { ext in
            let file = Array((rule.id + ext).utf8)
            let p = Array(path.utf8)
            return p.count >= file.count && p.suffix(file.count).elementsEqual(file) && (p.count == file.count || p[p.count - file.count - 1] == UInt8(ascii: "/"))
        }
        let name = named ? rule.id : ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard rule.id == name else {
            let at = root["id"]
            throw RuleError(path: path, line: at?.line ?? root.line, column: at?.column ?? root.column,
                            message: "rule id '\(rule.id)' differs from its file name '\(name)': name the file '\(rule.id).yaml' or the rule '\(name)'",
                            ruleID: rule.id)
        }
        return rule
    }

    public static func compile(_ root: YAMLNode, path: String, pack: String, vocabulary: TagVocabulary) throws(RuleError) -> Rule {
        let r = OptionReader(node: root, path: path)
        try r.allowOnly(keys)
        let id = try required(r, "id")
        do {
            return try compileBody(r, id: id, path: path, pack: pack, vocabulary: vocabulary)
        } catch {
            var e = error
            e.ruleID = id
            throw e
        }
    }

    static func required(_ r: OptionReader, _ key: String) throws(RuleError) -> String {
        guard let v = try r.string(key), !v.isEmpty else { throw r.error("missing required key '\(key)'") }
        return v
    }

    static func compileBody(_ r: OptionReader, id: String, path: String, pack: String, vocabulary: TagVocabulary) throws(RuleError) -> Rule {
        guard isKebabCase(id) else {
            throw r.error("rule id '\(id)' must be kebab-case (lowercase words joined by '-')", at: r.node["id"])
        }
        let sevText = try required(r, "severity")
        guard let severity = Severity(rawValue: sevText) else {
            throw r.error("severity must be error, warning or note, not '\(sevText)'", at: r.node["severity"])
        }
        let tags = try r.strings("tags") ?? []
        for (i, t) in tags.enumerated() where !vocabulary.contains(t) {
            throw r.error("unknown tag '\(t)'\(DidYouMean.hint(t, from: vocabulary.tags)); tags come from rules/tags.yaml",
                          at: r.node["tags"]?.sequence?[i])
        }
        guard let checkNode = r.node["check"] else { throw r.error("missing required key 'check'") }
        let check = try CheckCompiler.compile(checkNode, path: path)
        let messageText = try required(r, "message")
        let message = MessageTemplate(messageText)
        let known = MessageTemplate.builtIns.union(check.exposes)
        for p in message.placeholders where !known.contains(p) {
            throw r.error("message uses unknown placeholder '{{\(p)}}'\(DidYouMean.hint(p, from: known)); available: \(known.sorted().joined(separator: ", "))", at: r.node["message"])
        }
        let fix = try r.child("fix").map { f throws(RuleError) in try FixTemplate.compile(f) }
        for p in fix?.placeholders ?? [] where !known.contains(p) {
            throw r.error("fix uses unknown placeholder '{{\(p)}}'\(DidYouMean.hint(p, from: known)); available: \(known.sorted().joined(separator: ", "))", at: r.node["fix"])
        }
        var metadata = RuleMetadata(
            id: id, title: try required(r, "title"), description: try required(r, "description"),
            severity: severity, tags: tags, helpURI: try r.string("help-uri"), origin: path, pack: pack)
        if let precision = try r.string("precision") {
            guard RuleMetadata.precisions.contains(precision) else {
                throw r.error("precision is \(RuleMetadata.precisions.joined(separator: ", ")), not '\(precision)'", at: r.node["precision"])
            }
            metadata.precision = precision
        }
        let runsOn = try r.string("runs-on") ?? "source"
        guard runsOn == "source" || runsOn == "each-host" else {
            throw r.error("runs-on is source or each-host, not '\(runsOn)'", at: r.node["runs-on"])
        }
        return Rule(metadata: metadata,
                    selector: try SelectorCompiler.compile(r.child("select"), path: path),
                    applies: try SelectorCompiler.applicability(r.child("when")),
                    check: check, message: message,
                    examplesNode: r.node["examples"],
                    checkNode: checkNode, runsOnEachHost: runsOn == "each-host" || check.needs > .card, location: "\(path):\(r.node.line):\(r.node.column)",
                    fix: fix)
    }

    /// `^[a-z0-9]+(-[a-z0-9]+)*$`, checked on the bytes (a regular expression compiled per rule file
    /// cost more than the rest of the rule's loading).
    static func isKebabCase(_ id: String) -> Bool {
        var previous = UInt8(ascii: "-")
        for b in id.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: "-") where previous != UInt8(ascii: "-"): break
            default: return false
            }
            previous = b
        }
        return previous != UInt8(ascii: "-")
    }
}
