import CardlintReading
import Foundation

/// Paths as a repository sees them: relative to its root, with forward slashes and no `./`.
/// GitHub attaches an annotation to a diff only when its path is relative to the repository root.
public enum RepoPath {
    /// `path` (as reported: relative to `workingDirectory`, or absolute) relative to `root`; a path
    /// outside `root` stays absolute, and standard input (`-`) stays as it is.
    public static func relative(_ path: String, workingDirectory: String, root: String) -> String {
        relative(path, workingDirectory: workingDirectory, rootPrefix: prefix(ofRoot: root))
    }

    /// What `relative` strips from a path under `root`: the root standardised, with a final `/`.
    /// (Made once per root by callers that have many paths under one root.)
    public static func prefix(ofRoot root: String) -> String {
        WorkMeter.add(1)
        let base = URL(fileURLWithPath: root).standardized.path
        return base.hasSuffix("/") ? base : base + "/"
    }

    /// `relative(_:workingDirectory:root:)` with the root's `prefix(ofRoot:)` already made.
    public static func relative(_ path: String, workingDirectory: String, rootPrefix prefix: String) -> String {
        guard path != "-", !path.isEmpty else { return path }
        let normal = Fingerprint.normalisedPath(path)
        let absolute = normal.hasPrefix("/") ? normal : workingDirectory + "/" + normal
        let clean = URL(fileURLWithPath: absolute).standardized.path
        return clean.hasPrefix(prefix) ? String(clean.dropFirst(prefix.count)) : clean
    }
}
