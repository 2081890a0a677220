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
    /// (The path is standardised once, then cut at its last `/` folder by folder: a URL made,
    /// appended to and cut again per folder cost ~40 K instructions a folder.)
    public static func enclosing(_ directory: String) -> String? {
        var dir = URL(fileURLWithPath: directory).standardized.path
        while true {
            if FileManager.default.fileExists(atPath: dir == "/" ? "/.git" : dir + "/.git") { return dir }
            guard let cut = dir.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            let parent = cut == dir.startIndex ? "/" : String(dir[..<cut])
            if parent == dir { return nil }
            dir = parent
        }
    }

    /// The path fingerprints and baselines use for a linted file: relative to the root of the
    /// repository the file is in (so neither the working directory nor how the path was spelled
    /// matters), else relative to the working directory. Names that are not paths (`<stdin>`) stay.
    public static func identityPath(of path: String, workingDirectory: String) -> String {
        var paths = IdentityPaths(workingDirectory: workingDirectory)
        return paths.identityPath(of: path)
    }

    /// `identityPath` for the files of a run, which come folder by folder: the repository root is
    /// looked up once per folder (again only when the folder changes).
    public struct IdentityPaths {
        let workingDirectory: String
        private var folder: Substring?
        /// The root's `RepoPath.prefix(ofRoot:)`, made with the root.
        private var rootPrefix = ""
        /// The folder's `RepoPath.folderPart` (nil: each file is standardised whole), made with the root.
        private var folderPart: String?

        public init(workingDirectory: String) { self.workingDirectory = workingDirectory }

        public mutating func identityPath(of path: String) -> String {
            guard !path.hasPrefix("<"), path != "-" else { return path }
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let written = slash.map { path[...$0] } ?? ""   // the folder as written, with its `/`
            if written != folder {
                let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
                let standard = URL(fileURLWithPath: absolute).standardized.deletingLastPathComponent().path
                rootPrefix = RepoPath.prefix(ofRoot: enclosing(standard) ?? workingDirectory)
                folderPart = RepoPath.folderPart(of: path, workingDirectory: workingDirectory, rootPrefix: rootPrefix)
                folder = written
            }
            // A plain name joins its folder's part: the path was standardised again for every file.
            let name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
            if let folderPart, RepoPath.isPlainName(name) { return folderPart + name }
            return RepoPath.relative(path, workingDirectory: workingDirectory, rootPrefix: rootPrefix)
        }
    }
}
