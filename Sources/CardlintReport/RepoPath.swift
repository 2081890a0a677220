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
        WorkMeter.add(1)
        let normal = Fingerprint.normalisedPath(path)
        let absolute = normal.hasPrefix("/") ? normal : workingDirectory + "/" + normal
        let clean = URL(fileURLWithPath: absolute).standardized.path
        return clean.hasPrefix(prefix) ? String(clean.dropFirst(prefix.count)) : clean
    }

    /// What `relative(_:workingDirectory:rootPrefix:)` puts before the file name for `path` and for
    /// every other plain name (`isPlainName`) in the same folder: their result is this part and the
    /// name, so a folder's files need the standardisation once. Nil when the folder must be
    /// standardised with each name: the path holds a `\` (it becomes a `/`) or a `//` (kept, not
    /// joined), or its own name is not plain.
    public static func folderPart(of path: String, workingDirectory: String, rootPrefix prefix: String) -> String? {
        guard path != "-", !path.utf8.contains(0x5C) else { return nil }
        WorkMeter.add(1)
        let normal = Fingerprint.normalisedPath(path)
        let absolute = normal.hasPrefix("/") ? normal : workingDirectory + "/" + normal
        guard !absolute.contains("//"), let slash = absolute.utf8.lastIndex(of: 0x2F),
              isPlainName(absolute[absolute.utf8.index(after: slash)...]) else { return nil }
        let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        let clean = URL(fileURLWithPath: folder).standardized.path
        let base = clean.hasSuffix("/") ? clean : clean + "/"
        return base.hasPrefix(prefix) ? String(base.dropFirst(prefix.count)) : base
    }

    /// A file name standardisation leaves as it is: not empty, not `.` or `..`, no `/` or `\`.
    public static func isPlainName(_ name: Substring) -> Bool {
        var name = name
        return name.withUTF8 { b in
            !b.isEmpty && !b.contains(0x2F) && !b.contains(0x5C) && !(b.count <= 2 && b.allSatisfy { $0 == 0x2E })
        }
    }
}
