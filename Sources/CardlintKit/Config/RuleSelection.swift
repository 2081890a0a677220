import CardlintReading
import CardlintRules
import Foundation

/// Turns a config (and the presets and configs it extends) into the list of enabled rules.
public struct RuleSelection: Sendable {
    public let resources: Resources
    /// Whether configs named by `extends` may name paths outside their project (`--allow-outside-paths`).
    public var allowOutsidePaths = false

    public init(resources: Resources, allowOutsidePaths: Bool = false) {
        self.resources = resources
        self.allowOutsidePaths = allowOutsidePaths
    }

    /// Built-in preset names (files under `rules/presets/`).
    public var presets: [String] {
        let dir = resources.root + "/presets"
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    public var packs: [String] { Array(Set(resources.rules.map(\.metadata.pack))).sorted() }

    /// Enabled rules for a config (nil = the `recommended` preset), its extra rule folders
    /// included, and the overrides that match `file` (relative to the config's folder) applied.
    public func activeRules(config: ConfigFile?, extraRules: [Rule] = [], file: String? = nil) throws(KitError) -> [ActiveRule] {
        let all = resources.rules + extraRules
        var settings: [String: ConfigFile.RuleSetting] = [:]
        var packFilter: Set<String> = []
        var visited: Set<String> = []
        let root = config ?? ConfigFile(path: "<default>", directory: ".", extends: ["recommended"])
        try collect(root, into: &settings, packs: &packFilter, visited: &visited, knownIDs: Set(all.map(\.id)))
        if let file {
            for o in root.overrides where o.files.contains(where: { $0.matches(file) }) {
                for (k, v) in o.rules { settings[k] = v }
            }
        }
        var out: [ActiveRule] = []
        for rule in all {
            let userRule = extraRules.contains { $0.id == rule.id }
            if !packFilter.isEmpty, !userRule, rule.metadata.pack != "reading", !packFilter.contains(rule.metadata.pack) { continue }
            guard let s = settings[rule.id] else { out.append(ActiveRule(rule: rule)); continue }
            if s.level == .off { continue }
            var severity: Severity?
            if case .severity(let sv) = s.level { severity = sv }
            var check: Check?
            if let options = s.options {
                do { check = try rule.check(withOptions: options, path: String(s.at.split(separator: ":").first ?? "")) } catch {
                    throw .rules(error)
                }
            }
            out.append(ActiveRule(rule: rule, severity: severity, check: check))
        }
        return out
    }

    /// `ancestors`: the standardised paths of the configs being read, to catch cycles (a config
    /// extended twice along different branches is fine).
    func collect(_ c: ConfigFile, into settings: inout [String: ConfigFile.RuleSetting], packs: inout Set<String>,
                 visited ancestors: inout Set<String>, knownIDs: Set<String>) throws(KitError) {
        let me = Self.standard(c.path)
        ancestors.insert(me)
        defer { ancestors.remove(me) }
        // A config that extends nothing builds on `recommended` (as ESLint-style tools do), so
        // opt-in rules stay off unless named.
        let extends = c.extends.isEmpty && ancestors.count == 1 ? ["recommended"] : c.extends
        for (i, e) in extends.enumerated() {
            if isPack(e) {
                packs.insert(e)
                continue
            }
            let file: String
            if presets.contains(e) {
                file = resources.root + "/presets/\(e).yaml"
            } else if e.hasSuffix(".yml") || e.hasSuffix(".yaml") {
                file = c.resolve(e)
                guard FileManager.default.fileExists(atPath: file) else {
                    throw .rules(c.error("extends", i, "no such config file: \(file)"))
                }
            } else {
                let names = presets + self.packs
                throw .rules(c.error("extends", i, "unknown `extends` entry '\(e)'\(DidYouMean.hint(e, from: names)); use a preset (\(presets.joined(separator: ", "))), a pack (\(self.packs.joined(separator: ", "))) or a path to a .yml file"))
            }
            guard !ancestors.contains(Self.standard(file)) else {
                throw .rules(c.error("extends", i, "`extends` forms a cycle: \(file) extends, directly or not, \(c.path)"))
            }
            try collect(try load(file), into: &settings, packs: &packs, visited: &ancestors, knownIDs: knownIDs)
        }
        for (id, node) in c.ruleMentions where !knownIDs.contains(id) {
            throw .rules(RuleError(node, path: c.path, "unknown rule '\(id)'\(DidYouMean.hint(id, from: knownIDs.sorted()))"))
        }
        for (k, v) in c.rules { settings[k] = v }
    }

    static func standard(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    func isPack(_ name: String) -> Bool { self.packs.contains(name) }

    func load(_ path: String) throws(KitError) -> ConfigFile {
        do { return try ConfigFile.load(path: path, allowOutside: allowOutsidePaths, data: resources.data) } catch { throw .rules(error) }
    }
}
