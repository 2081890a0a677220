import CardlintReading
import Foundation

/// Where symbolic links may lead: paths resolved with `realpath` and compared by whole components.
public enum PathContainment {
    /// The path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    public static func real(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Whether `path` (resolved) is `root` or inside it. `root` must be resolved already.
    public static func isInside(_ path: String, root: String) -> Bool {
        path == root || root == "/" || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The folder holding `.git` at or above `folder` (resolved), if any.
    public static func gitRoot(above folder: String) -> String? {
        guard var dir = real(folder) else { return nil }
        while true {
            if FileManager.default.fileExists(atPath: dir + "/.git") { return dir }
            guard dir != "/" else { return nil }
            dir = (dir as NSString).deletingLastPathComponent
            if dir.isEmpty { return nil }
        }
    }

    /// The tree a file named on the command line may lead into through symbolic links: the git
    /// root above its folder, else the working directory.
    public static func treeOfExplicitFile(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return gitRoot(above: folder.isEmpty ? "." : folder) ?? real(".") ?? "/"
    }

    /// Whether the file named `path` is reached through a symbolic link that leads out of the tree
    /// `treeOfExplicitFile` gives it.
    public static func leavesTree(explicit path: String) -> Bool {
        guard let resolved = real(path) else { return false }
        let lexical = URL(fileURLWithPath: path).standardizedFileURL.path
        if resolved == lexical { return false }
        return !isInside(resolved, root: treeOfExplicitFile(path))
    }
}
