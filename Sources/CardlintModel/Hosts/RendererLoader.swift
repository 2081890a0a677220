import CardlintReading
import Foundation

/// Loads renderer box facts (`rules/renderers/*.yaml`): each file is `id` (its file name),
/// `description`, `sources` and renderer keys (`RendererBehaviour.keys`) over the defaults, checked
/// with positioned, did-you-mean error messages like host profiles.
public enum RendererLoader {
    /// Every `*.yaml` file of `directory` by id; a missing folder is an error.
    public static func loadAll(directory: URL, data files: DataFiles = DataFiles()) throws(HostProfileLoadError) -> [String: RendererBehaviour] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }.sorted()
        } catch {
            throw HostProfileLoadError(problems: [.init(path: directory.path, line: 1, column: 1, message: "cannot list the renderer folder")])
        }
        var out: [String: RendererBehaviour] = [:]
        var problems: [HostProfileLoadError.Problem] = []
        for name in names {
            let path = directory.appendingPathComponent(name).path
            guard let data = RegularFile.contents(atPath: path) else {
                problems.append(.init(path: path, line: 1, column: 1, message: "cannot read the file")); continue
            }
            do throws(HostProfileLoadError) {
                out[HostProfileReader.fileStem(path)] = try parse(String(decoding: data, as: UTF8.self), path: path, data: files)
            } catch {
                problems += error.problems
            }
        }
        guard problems.isEmpty else { throw HostProfileLoadError(problems: problems) }
        return out
    }

    /// Parses one renderer file's text; its id must be the file name of `path` without `.yaml`.
    public static func parse(_ text: String, path: String, data: DataFiles = DataFiles()) throws(HostProfileLoadError) -> RendererBehaviour {
        let root: YAMLNode
        do { root = try data.yaml(text, path: path) } catch {
            throw HostProfileLoadError(problems: [.init(path: path, line: error.line, column: error.column, message: error.message)])
        }
        var reader = HostProfileReader(path: path, themeFileExists: { _ in false })
        var out = RendererBehaviour()
        if let pairs = root.pairs {
            reader.checkKeys(pairs, allowed: ["id", "description", "sources", "evidence"] + RendererBehaviour.keys, in: "a renderer file")
            for key in ["id", "description", "sources"] where root[key] == nil { reader.fail(root, "missing required key '\(key)'") }
            if let node = root["id"], let id = reader.text(node, "id") {
                let stem = HostProfileReader.fileStem(path)
                if id != stem { reader.fail(node, "id '\(id)' should match the file name '\(stem).yaml'") }
            }
            _ = reader.text(root["description"], "description")
            if reader.texts(root["sources"], "sources").isEmpty, let s = root["sources"], s.sequence != nil {
                reader.fail(s, "'sources' needs at least one citation")
            }
            reader.rendererKeys(root, into: &out)
            reader.rendererEvidence(root)
            out.facts = reader.facts
        } else {
            reader.fail(root, "a renderer file should be a mapping of keys, found a \(root.kindName)")
        }
        guard reader.problems.isEmpty else { throw HostProfileLoadError(problems: reader.problems) }
        return out
    }
}
