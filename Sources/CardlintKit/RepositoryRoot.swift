import CardlintReport
import Foundation

/// The root of the git repository a directory is in: the nearest folder at or above it holding a
/// `.git` entry (a folder, or a file for worktrees and submodules). Found without running git.
public enum RepositoryRoot {
    /// The repository root above `directory`, or `directory` itself when it is in no repository.
    public static func find(from directory: String) -> String {
        enclosing(directory) ?? directory
    }

    /// The repository root above `directory`, or nil when it is in no repository.
    public static func enclosing(_ directory: String) -> String? {
        var dir = URL(fileURLWithPath: directory).standardized
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) { return dir.path }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }

    /// The path fingerprints and baselines use for a linted file: relative to the root of the
    /// repository the file is in (so neither the working directory nor how the path was spelled
    /// matters), else relative to the working directory. Names that are not paths (`<stdin>`) stay.
    public static func identityPath(of path: String, workingDirectory: String) -> String {
        guard !path.hasPrefix("<"), path != "-" else { return path }
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let folder = URL(fileURLWithPath: absolute).standardized.deletingLastPathComponent().path
        return RepoPath.relative(path, workingDirectory: workingDirectory, root: enclosing(folder) ?? workingDirectory)
    }
}
