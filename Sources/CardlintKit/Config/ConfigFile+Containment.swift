import CardlintReading
import CardlintRules
import Foundation

extension ConfigFile {
    /// The keys whose values name files or folders the config makes cardlint read.
    static let pathKeys = ["extends", "rules-dirs", "data", "custom-elements", "host-profiles"]

    /// The folder paths in this config must stay inside: the git root above the config's folder,
    /// else that folder (links resolved).
    public var projectRoot: String {
        PathContainment.gitRoot(above: directory) ?? PathContainment.real(directory) ?? directory
    }

    /// Throws at the first path (of `pathKeys`, `extends` only for `.yml` files) that leads out of
    /// the project, links followed: a pull request could otherwise point `data:` at a secret and
    /// have its content quoted in findings. `--allow-outside-paths` skips this check.
    public func checkPathsStayInside(_ root: YAMLNode) throws(RuleError) {
        let project = projectRoot
        for key in Self.pathKeys {
            guard let value = root[key] else { continue }
            for node in value.sequence ?? [value] {
                guard let written = node.scalar else { continue }
                if key == "extends", !(written.hasSuffix(".yml") || written.hasSuffix(".yaml")) { continue }
                let resolved = resolve(written)
                let real = PathContainment.real(resolved) ?? URL(fileURLWithPath: resolved).standardizedFileURL.path
                guard !PathContainment.isInside(real, root: project) else { continue }
                throw RuleError(node, path: path, "`\(key)` entry '\(ControlEscape.escape(written))' is outside the project (\(project)); "
                    + "cardlint reads only files inside the folder holding the config or its git root; "
                    + "pass --allow-outside-paths to allow it")
            }
        }
    }
}
