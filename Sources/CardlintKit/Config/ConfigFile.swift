import CardlintReading
import CardlintRules
import Foundation

/// `.cardlint.yml`, as written. Paths inside are resolved relative to the file's folder.
public struct ConfigFile: Sendable {
    public struct RuleSetting: Sendable {
        /// nil = keep the rule's severity; `.off` disables.
        public var level: Level?
        public var options: YAMLNode?
        public var at: String
        public enum Level: Sendable, Equatable { case off, severity(Severity) }
    }
    public struct Override: Sendable {
        public var files: [Glob]
        public var rules: [String: RuleSetting]
        /// The hosts these files are written for (the card's audience); empty = the config's.
        public var hosts: [String] = []
        /// Entries `glob#/json/pointer` or `glob#id=element-id`: the override turns its rules off on
        /// that element (and inside it) only.
        public var elements: [ElementTarget] = []
    }
    public struct ElementTarget: Sendable {
        public var files: Glob
        /// `/body/3` (a JSON pointer) or `id=approve` (an element id: stable across edits).
        public var fragment: String
        /// `config:line:col` of the entry.
        public var at: String
    }

    public var path: String
    public var directory: String
    public var extends: [String] = []
    public var rules: [String: RuleSetting] = [:]
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    public var overrides: [Override] = []
    public var rulesDirs: [String] = []
    public var hosts: [String] = []
    public var viewports: [String] = []
    public var typeScales: [String] = []
    public var data: [String] = []
    public var customElements: [String] = []
    /// The user's own host profile files (same YAML format as `rules/hosts`).
    public var hostProfiles: [String] = []
    /// `max-file-size`: the per-file size limit in bytes (`4194304`, `4 MiB`, `512 KiB`).
    public var maxFileSize: Int?
    /// `template-functions:`: functions the application registers before expanding (name → arity).
    public var templateFunctions: [String: ClosedRange<Int>] = [:]
    /// `custom-types:`: element and action type names the application registers with its SDK.
    public var customTypes: [String] = []
    /// Where each rule id was named, to validate ids once the rule set is known.
    public var ruleMentions: [(id: String, node: YAMLNode)] = []
    /// The value of each top-level key as written, so later checks can point at it.
    public var nodes: [String: YAMLNode] = [:]

    static let keys = ["extends", "rules", "include", "exclude", "overrides", "rules-dirs", "hosts", "viewports",
                       "type-scales", "data", "custom-elements", "host-profiles", "max-file-size", "template-functions", "custom-types"]

    /// An error at item `index` of the list under `key` (or at its single value, or at the file's start).
    public func error(_ key: String, _ index: Int, _ message: String) -> RuleError {
        let value = nodes[key]
        let node = value?.sequence.flatMap { index < $0.count ? $0[index] : nil } ?? value
        return RuleError(path: path, line: node?.line ?? 1, column: node?.column ?? 1, message: message)
    }

    /// The largest config file read (4 MiB; a config is a few lines).
    public static let maxSize = 4 << 20

    /// `allowOutside`: paths in the config may lead out of its project (`--allow-outside-paths`);
    /// `data`: how YAML is read (a preset is a file of the data folder, `DataFiles`).
    public static func load(path: String, allowOutside: Bool = false, data files: DataFiles = DataFiles()) throws(RuleError) -> ConfigFile {
        // A regular file of a sane size only (a FIFO would block, a device never end).
        let data: [UInt8]
        switch FileBytes.read(path, limit: maxSize) {
        case .success(let bytes): data = bytes
        case .failure(.tooLarge(let size, _)):
            throw RuleError(path: path, line: 1, column: 1, message: "cannot read the config file: it is larger than a config file may be ("
                            + (size.map { "\($0) bytes" } ?? "more than \(maxSize) bytes") + "; the limit is \(maxSize) bytes, 4 MiB)")
        case .failure(let why):
            throw RuleError(path: path, line: 1, column: 1, message: "cannot read the config file: \(why)")
        }
        let root: YAMLNode
        do { root = try files.yaml(String(decoding: data, as: UTF8.self), path: path) } catch {
            throw RuleError(path: path, line: error.line, column: error.column, message: error.message)
        }
        let config = try parse(root, path: path)
        if !allowOutside { try config.checkPathsStayInside(root) }
        return config
    }

    public static func parse(_ root: YAMLNode, path: String) throws(RuleError) -> ConfigFile {
        let dir = (path as NSString).deletingLastPathComponent
        var c = ConfigFile(path: path, directory: dir.isEmpty ? "." : dir)
        if root.isNull { return c }
        let r = OptionReader(node: root, path: path)
        if let p = root.pairs?.first(where: { $0.key.scalar == "host-config" }) {
            throw RuleError(p.key, path: path, "`host-config` is not supported: describe your host in a file listed under `host-profiles:` (the rules/hosts format), whose `themes` name its HostConfig files")
        }
        try r.allowOnly(keys)
        for p in root.pairs ?? [] { if let k = p.key.scalar { c.nodes[k] = p.value } }
        c.extends = try r.strings("extends") ?? []
        c.rules = try ruleSettings(root["rules"], path: path, mentions: &c.ruleMentions)
        c.include = (try r.strings("include") ?? []).map(Glob.init)
        c.exclude = (try r.strings("exclude") ?? []).map(Glob.init)
        c.rulesDirs = (try r.strings("rules-dirs") ?? []).map { c.resolve($0) }
        c.hosts = try r.strings("hosts") ?? []
        c.viewports = try r.strings("viewports") ?? []
        c.typeScales = try r.strings("type-scales") ?? []
        c.data = (try r.strings("data") ?? []).map { c.resolve($0) }
        c.customElements = (try r.strings("custom-elements") ?? []).map { c.resolve($0) }
        c.hostProfiles = (try r.strings("host-profiles") ?? []).map { c.resolve($0) }
        c.templateFunctions = try templateFunctions(root["template-functions"], path: path)
        c.customTypes = try r.strings("custom-types") ?? []
        for (i, name) in c.customTypes.enumerated() where name.isEmpty || name.contains(where: \.isWhitespace) {
            throw c.error("custom-types", i, "`custom-types` lists type names as the app registers them (\"Contoso.Map\"), not '\(name)'")
        }
        if let node = root["max-file-size"] {
            guard let text = node.scalar, let bytes = ByteSize.parse(text) else {
                throw RuleError(node, path: path, "`max-file-size` takes a size in bytes (4194304) or with a unit (4 MiB, 512 KiB)")
            }
            guard bytes <= LintSettings.maxFileSizeCeiling else {
                throw RuleError(node, path: path, "`max-file-size` is at most 1 GiB (\(LintSettings.maxFileSizeCeiling) bytes): a card is held in memory whole, with its parse")
            }
            c.maxFileSize = bytes
        }
        if let o = root["overrides"], !o.isNull, o.sequence == nil {
            throw RuleError(o, path: path, "`overrides` must be a list of {files, rules}")
        }
        for item in root["overrides"]?.sequence ?? [] {
            let o = OptionReader(node: item, path: path)
            try o.allowOnly(["files", "rules", "hosts"])
            guard let files = try o.strings("files") else { throw o.error("an override needs `files:` globs") }
            let nodes = item["files"]?.sequence ?? []
            var plain: [Glob] = [], elements: [ElementTarget] = []
            for (i, entry) in files.enumerated() {
                guard let hash = entry.firstIndex(of: "#") else { plain.append(Glob(entry)); continue }
                let node = i < nodes.count ? nodes[i] : item
                let fragment = String(entry[entry.index(after: hash)...])
                guard fragment.hasPrefix("/") || (fragment.hasPrefix("id=") && fragment.count > 3) else {
                    throw RuleError(node, path: path, "'#\(fragment)' names no element: use a JSON pointer (`file.json#/body/3`) or an id (`file.json#id=approve`)")
                }
                elements.append(ElementTarget(files: Glob(String(entry[..<hash])), fragment: fragment, at: "\(path):\(node.line):\(node.column)"))
            }
            let rules = try ruleSettings(item["rules"], path: path, mentions: &c.ruleMentions)
            if !elements.isEmpty, let bad = rules.first(where: { $0.value.level != .off || $0.value.options != nil }) {
                throw RuleError(item["rules"] ?? item, path: path,
                                "an override naming an element (`file#…`) can only turn rules off; '\(bad.key)' is not `off`")
            }
            c.overrides.append(Override(files: plain, rules: rules, hosts: try o.strings("hosts") ?? [], elements: elements))
        }
        return c
    }

    /// Resolves a path written in the config relative to the config's folder.
    public func resolve(_ p: String) -> String {
        p.hasPrefix("/") ? p : (directory == "." ? p : directory + "/" + p)
    }

    static func ruleSettings(_ node: YAMLNode?, path: String, mentions: inout [(id: String, node: YAMLNode)]) throws(RuleError) -> [String: RuleSetting] {
        guard let node, !node.isNull else { return [:] }
        guard let pairs = node.pairs else { throw RuleError(node, path: path, "`rules` must map rule ids to off, a severity, or {severity, options}") }
        var out: [String: RuleSetting] = [:]
        for p in pairs {
            let id = p.key.scalar ?? ""
            mentions.append((id, p.key))
            let at = "\(path):\(p.key.line):\(p.key.column)"
            if let word = p.value.scalar {
                out[id] = RuleSetting(level: try level(word, p.value, path), options: nil, at: at)
                continue
            }
            let r = OptionReader(node: p.value, path: path)
            try r.allowOnly(["severity", "options"])
            let lvl = try r.string("severity").map { (w) throws(RuleError) in try level(w, p.value["severity"]!, path) }
            out[id] = RuleSetting(level: lvl, options: p.value["options"], at: at)
        }
        return out
    }

    static func level(_ word: String, _ node: YAMLNode, _ path: String) throws(RuleError) -> RuleSetting.Level {
        if word == "off" || word == "false" { return .off }
        if let s = Severity(rawValue: word) { return .severity(s) }
        let words = ["off", "note", "warning", "error"]
        throw RuleError(node, path: path, "'\(word)' is not off, note, warning or error\(DidYouMean.hint(word, from: words))")
    }
}
