import Foundation

/// Paths as a repository sees them: relative to its root, with forward slashes and no `./`.
/// GitHub attaches an annotation to a diff only when its path is relative to the repository root.
public enum RepoPath {
    /// `path` (as reported: relative to `workingDirectory`, or absolute) relative to `root`; a path
    /// outside `root` stays absolute, and standard input (`-`) stays as it is.
    public static func relative(_ path: String, workingDirectory: String, root: String) -> String {
        guard path != "-", !path.isEmpty else { return path }
        let normal = Fingerprint.normalisedPath(path)
        let absolute = normal.hasPrefix("/") ? normal : workingDirectory + "/" + normal
        let clean = URL(fileURLWithPath: absolute).standardized.path
        let base = URL(fileURLWithPath: root).standardized.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return clean.hasPrefix(prefix) ? String(clean.dropFirst(prefix.count)) : clean
    }
}
