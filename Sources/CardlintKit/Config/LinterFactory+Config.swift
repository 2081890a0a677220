import CardlintModel
import CardlintReading
import CardlintRules
import Foundation

extension LinterFactory {
    /// The resources a config asks for (custom elements, host profiles) and its own rules, with
    /// every name the config gives checked: an error points at the config's line and column.
    func configured(_ config: ConfigFile?) throws(KitError) -> (Resources, [Rule]) {
        var resources = self.resources
        guard let config else { return (resources, []) }
        if !config.customElements.isEmpty {
            do { resources = try resources.adding(customElementFiles: config.customElements) } catch { throw .message(error.description) }
        }
        if !config.hostProfiles.isEmpty { resources = try resources.adding(hostProfileFiles: config.hostProfiles) }
        var extra: [Rule] = []
        for (i, dir) in config.rulesDirs.enumerated() {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
                throw .rules(config.error("rules-dirs", i, "cannot read the rules folder \(dir)"))
            }
            let found: [Rule]
            do { found = try RuleLoader.loadFolder(dir, pack: "custom", vocabulary: resources.vocabulary) } catch { throw .rules(error) }
            guard !found.isEmpty else {
                throw .rules(config.error("rules-dirs", i, "no rule files (*.yaml, *.yml) in the rules folder \(dir)"))
            }
            extra += found
        }
        do {
            try RuleLoader.checkUnique(extra, existing: resources.rules)
            try RuleNameCheck.check(extra, catalog: resources.catalog)
            // A user's rule file is checked whole when a lint loads it, its examples too (a malformed
            // one is an error at its line, as before examples were compiled on demand); the shipped
            // rules' examples are compiled by the test suite and `check-rules`.
            for rule in extra { _ = try rule.examples() }
        } catch { throw .rules(error) }
        try check(config, resources)
        return (resources, extra)
    }

    /// Hosts, viewports, type scales and data files named in the config exist.
    func check(_ config: ConfigFile, _ resources: Resources) throws(KitError) {
        let ids = resources.hosts.map(\.profile.id)
        for (i, h) in config.hosts.enumerated() where !ids.contains(h) {
            throw .rules(config.error("hosts", i, "unknown host '\(h)'\(DidYouMean.hint(h, from: ids)); see `cardlint hosts`"))
        }
        for (key, names) in [("viewports", config.viewports), ("type-scales", config.typeScales)] {
            for (i, name) in names.enumerated() {
                do {
                    _ = try LayoutPlan.make(data: resources.layoutData, viewports: key == "viewports" ? [name] : [],
                                            typeScales: key == "type-scales" ? [name] : [], hostViewports: [],
                                            defaultScales: resources.defaults.typeScales)
                } catch { throw .rules(config.error(key, i, error.description)) }
            }
        }
        // A data file that is not a regular file (a FIFO would block, a device never end) was left out without a word.
        for (i, file) in config.data.enumerated() {
            let kind = FileKind(path: file)
            if kind == .missing { throw .rules(config.error("data", i, "no such data file: \(file)")) }
            if kind != .regular {
                let written = ControlEscape.escape(config.nodes["data"]?.sequence.flatMap { i < $0.count ? $0[i].scalar : nil } ?? file)
                throw .rules(config.error("data", i, "`data` entry '\(written)' is \(kind.phrase), not a regular file; cardlint reads regular files only"))
            }
        }
    }
}
