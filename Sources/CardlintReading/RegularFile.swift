import Foundation

/// Reads files a user's config names (rule files, custom elements, host profiles): regular files
/// only, found with `stat` before any open, since opening a FIFO for reading blocks until a writer
/// comes and a device such as `/dev/zero` never ends; and none larger than `maxSize`.
public enum RegularFile {
    /// Larger than any rule, catalog or host file (16 MiB).
    public static let maxSize = 16 << 20

    /// The file's contents, or nil when it is missing, not a regular file, or too large.
    public static func contents(atPath path: String) -> Data? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maxSize else { return nil }
        return FileManager.default.contents(atPath: path)
    }
}
