import CardlintReading
import Foundation

/// Loads host profiles (`rules/hosts/*.yaml`) with positioned, did-you-mean error messages.
public enum HostProfileLoader {
    /// Loads every `*.yaml` file of `directory`, sorted by file name. Theme files are looked up in
    /// `hostConfigDirectory` (default: the `hostconfigs` folder next to `directory`), renderers in
    /// `rendererDirectory` (default: the `renderers` folder next to it).
    /// All problems of all files are reported together.
    public static func loadAll(directory: URL, hostConfigDirectory: URL? = nil,
                               rendererDirectory: URL? = nil, knownErrata: Set<String>? = nil,
                               data: DataFiles = DataFiles()) throws(HostProfileLoadError) -> [HostProfile] {
        let renderers = try RendererLoader.loadAll(directory: rendererDirectory
            ?? directory.deletingLastPathComponent().appendingPathComponent("renderers"), data: data)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".yaml") }.sorted()
        } catch {
            throw HostProfileLoadError(problems: [.init(path: directory.path, line: 1, column: 1,
                                                        message: "cannot list the host profile folder")])
        }
        var profiles: [HostProfile] = []
        var problems: [HostProfileLoadError.Problem] = []
        for name in names {
            do throws(HostProfileLoadError) {
                profiles.append(try load(file: directory.appendingPathComponent(name), hostConfigDirectory: hostConfigDirectory,
                                         renderers: renderers, knownErrata: knownErrata, data: data))
            } catch {
                problems += error.problems
            }
        }
        var seen: [String: String] = [:]
        for p in profiles {
            if let other = seen[p.id] {
                problems.append(.init(path: p.path, line: 1, column: 1, message: "duplicate host id '\(p.id)' (also in \(other))"))
            }
            seen[p.id] = p.path
        }
        guard problems.isEmpty else { throw HostProfileLoadError(problems: problems) }
        return profiles
    }

    /// Loads one profile file; `renderers` are those its `renderer:` may name.
    public static func load(file: URL, hostConfigDirectory: URL? = nil,
                            renderers: [String: RendererBehaviour], knownErrata: Set<String>? = nil,
                            data: DataFiles = DataFiles()) throws(HostProfileLoadError) -> HostProfile {
        let path = file.path
        guard let bytes = RegularFile.contents(atPath: path) else {
            throw HostProfileLoadError(problems: [.init(path: path, line: 1, column: 1, message: "cannot read the file")])
        }
        let configs = hostConfigDirectory
            ?? file.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("hostconfigs")
        return try parse(String(decoding: bytes, as: UTF8.self), path: path, renderers: renderers, knownErrata: knownErrata, data: data) { name in
            FileManager.default.fileExists(atPath: configs.appendingPathComponent(name).path)
        }
    }

    /// Parses profile text. `themeFileExists` answers whether a theme's host config file exists;
    /// `renderers` are those `renderer:` may name. The expected id is the file name of `path` without `.yaml`.
    public static func parse(_ text: String, path: String, renderers: [String: RendererBehaviour] = [:], knownErrata: Set<String>? = nil,
                             data: DataFiles = DataFiles(), themeFileExists: @escaping (String) -> Bool) throws(HostProfileLoadError) -> HostProfile {
        let root: YAMLNode
        do {
            root = try data.yaml(text, path: path)
        } catch {
            throw HostProfileLoadError(problems: [.init(path: path, line: error.line, column: error.column, message: error.message)])
        }
        var reader = HostProfileReader(path: path, themeFileExists: themeFileExists)
        reader.renderers = renderers
        reader.knownErrata = knownErrata
        let profile = reader.read(root)
        guard reader.problems.isEmpty, let profile else { throw HostProfileLoadError(problems: reader.problems) }
        return profile
    }
}

extension HostProfileLoader {
    /// The errata names of `rules/errata.yaml` (a mapping: name → what cardlint does with it).
    public static func loadErrata(file: URL, data files: DataFiles = DataFiles()) throws(HostProfileLoadError) -> Set<String> {
        let path = file.path
        guard let data = RegularFile.contents(atPath: path) else {
            throw HostProfileLoadError(problems: [.init(path: path, line: 1, column: 1, message: "cannot read the file")])
        }
        let root: YAMLNode
        do { root = try files.yaml(String(decoding: data, as: UTF8.self), path: path) } catch {
            throw HostProfileLoadError(problems: [.init(path: path, line: error.line, column: error.column, message: error.message)])
        }
        guard let pairs = root.pairs else {
            throw HostProfileLoadError(problems: [.init(path: path, line: root.line, column: root.column, message: "the errata file is a mapping: name → meaning")])
        }
        return Set(pairs.compactMap { $0.key.scalar })
    }
}
