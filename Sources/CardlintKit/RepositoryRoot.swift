import Foundation

/// The root of the git repository a directory is in: the nearest folder at or above it holding a
/// `.git` entry (a folder, or a file for worktrees and submodules). Found without running git.
public enum RepositoryRoot {
    /// The repository root above `directory`, or `directory` itself when it is in no repository.
    public static func find(from directory: String) -> String {
        var dir = URL(fileURLWithPath: directory).standardized
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) { return dir.path }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return directory }
            dir = parent
        }
    }
}
