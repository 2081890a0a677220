import CardlintModel
import CardlintReading
import CardlintRules
import Foundation

/// Finds the config that governs each file and hands out one `Linter` per distinct rule set.
///
/// `--config` wins; otherwise the nearest `.cardlint.yml` (or `.cardlint.yaml`) found by walking up
/// from the file's folder. Configs, their rule folders and linters are loaded once and cached.
public final class LinterFactory: Sendable {
    public let resources: Resources
    let explicitConfig: String?
    let cliSettings: LintSettings
    private let nearestByFolder = Locked<[String: ConfigFile?]>([:])   // folder → nearest config (nil = none)
    private let byRawFolder = Locked<[Substring: ConfigFile?]>([:])    // a path's text before its last `/` → config
    private let loaded = Locked<[String: ConfigFile]>([:])              // config path → parsed file
    private let linters = Locked<[String: Linter]>([:])           // config path + overrides → linter

    public init(resources: Resources, explicitConfig: String?, settings: LintSettings) {
        self.resources = resources
        self.explicitConfig = explicitConfig
        self.cliSettings = settings
    }

    /// The config file governing `path`, or nil (defaults).
    public func config(for path: String) throws(KitError) -> ConfigFile? {
        if let explicitConfig { return try cached(explicitConfig) }
        // Files of one folder share the answer: skip the path standardisation for all but the first.
        // The last `/` found in the bytes in place (searching back through the UTF-8 view cost
        // more than the look-up it keys).
        var bytes = path
        let slash = bytes.withUTF8 { $0.lastIndex(of: UInt8(ascii: "/")) }
        let end = slash.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0 + 1) }
        let raw = end.map { path[..<$0] } ?? ""   // keeps the `/`: `/a.json` and `a.json` differ
        let cacheable = end.map { $0 != path.utf8.endIndex } ?? !path.isEmpty
        if cacheable, let hit = byRawFolder.withLock({ $0[raw] }) { return hit }
        let found = try nearest(fromFileIn: path)
        if cacheable { byRawFolder.withLock { $0[raw] = .some(found) } }
        return found
    }

    private func nearest(fromFileIn path: String) throws(KitError) -> ConfigFile? {
        var dir = (path as NSString).deletingLastPathComponent
        if dir.isEmpty { dir = "." }
        return try nearest(from: URL(fileURLWithPath: dir).standardizedFileURL.path)
    }

    private func nearest(from dir: String) throws(KitError) -> ConfigFile? {
        if let hit = nearestByFolder.withLock({ $0[dir] }) { return hit }
        var found: ConfigFile?
        for name in [".cardlint.yml", ".cardlint.yaml"] {
            let candidate = dir + "/" + name
            if FileManager.default.fileExists(atPath: candidate) { found = try cached(candidate); break }
        }
        if found == nil, dir != "/" {
            found = try nearest(from: (dir as NSString).deletingLastPathComponent)
        }
        nearestByFolder.withLock { $0[dir] = .some(found) }
        return found
    }

    private func cached(_ path: String) throws(KitError) -> ConfigFile {
        if let c = loaded.withLock({ $0[path] }) { return c }
        let c: ConfigFile
        do { c = try ConfigFile.load(path: path, allowOutside: cliSettings.allowOutsidePaths) } catch { throw .rules(error) }
        loaded.withLock { $0[path] = c }
        return c
    }

    /// The linter for one file (its config's rules with matching overrides applied).
    public func linter(for path: String) throws(KitError) -> Linter {
        let config = try config(for: path)
        let relative = config.map { relativePath(path, to: $0.directory) } ?? path
        let matched = config?.overrides.indices.filter { config!.overrides[$0].files.contains { $0.matches(relative) } } ?? []
        let targets = config.map { ElementSuppression.targets(in: $0, file: relative) } ?? []
        // (Without a config the key is a constant: not joined from empty lists for every file.)
        let key = config.map { $0.path + "#" + matched.map(String.init).joined(separator: ",") + "#" + targets.map(\.at).joined(separator: ",") }
            ?? "<default>##"
        if let l = linters.withLock({ $0[key] }) { return l }
        let (resources, extra) = try configured(config)
        let rules = try RuleSelection(resources: resources, allowOutsidePaths: cliSettings.allowOutsidePaths)
            .activeRules(config: config, extraRules: extra, file: relative)
        var settings = cliSettings
        if let config {
            // The last matching override that names hosts states the files' audience.
            let audience = matched.last { !config.overrides[$0].hosts.isEmpty }.map { config.overrides[$0].hosts }
            if settings.hosts.isEmpty { settings.hosts = audience ?? config.hosts }
            if settings.viewports.isEmpty { settings.viewports = config.viewports }
            if settings.typeScales.isEmpty { settings.typeScales = config.typeScales }
            if settings.dataFiles.isEmpty { settings.dataFiles = config.data }
            if settings.maxFileSize == nil { settings.maxFileSize = config.maxFileSize }
            settings.templateFunctions = config.templateFunctions
            settings.customTypes = config.customTypes
        }
        var l = Linter(resources: resources, rules: rules, settings: settings, hosts: try resources.hostContexts(for: settings),
                       audienceCandidates: settings.hosts.isEmpty ? try resources.audienceCandidates(for: settings) : [])
        l.elementSuppressions = targets
        linters.withLock { $0[key] = l }
        return l
    }

    /// The errors of the host config files the run's linters read after they were made (a host a
    /// card's inferred audience named) that could not be read or are not JSON: that host's theme and
    /// layout passes did not run, which the run must report, as it reports such a file of its own
    /// hosts before any card (`Resources.hostContexts`).
    public func hostConfigErrors() -> [String] {
        var out: [String] = []
        for linter in linters.withLock({ Array($0.values) }) {
            for h in linter.hosts where h.themesParsed {
                do { try h.readThemes() } catch { if !out.contains("\(error)") { out.append("\(error)") } }
            }
        }
        return out.sorted()
    }

    /// Whether `path` passes the governing config's `include` / `exclude` globs.
    public func isIncluded(_ path: String) throws(KitError) -> Bool {
        guard let c = try config(for: path) else { return true }
        let rel = relativePath(path, to: c.directory)
        if c.exclude.contains(where: { $0.matches(rel) }) { return false }
        return c.include.isEmpty || c.include.contains { $0.matches(rel) }
    }

    /// Whether `path` matches the governing config's `exclude` globs (`--force-exclude`).
    public func isExcluded(_ path: String) throws(KitError) -> Bool {
        guard let c = try config(for: path) else { return false }
        let rel = relativePath(path, to: c.directory)
        return c.exclude.contains { $0.matches(rel) }
    }

    func relativePath(_ path: String, to dir: String) -> String {
        let abs = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: dir).standardizedFileURL.path
        return abs.hasPrefix(base + "/") ? String(abs.dropFirst(base.count + 1)) : path
    }
}
