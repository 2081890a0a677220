import Foundation

extension Linter {
    /// The bytes of the file at `path`, read straight into an array (no `Data` in between), at most
    /// `limit + 1` of them: a result longer than `limit` means the file is too large. Nil when it
    /// cannot be opened or read (a folder, no permission), as `FileManager.contents(atPath:)`, or
    /// when it is not a regular file (callers check with `FileKind` first; a FIFO is opened without
    /// blocking only to be refused). Memory follows what is read, never the size `stat` claims (a
    /// sparse file can claim 64 GiB).
    public static func contents(atPath path: String, limit: Int = LintSettings.defaultMaxFileSize) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let claimed = Int(clamping: info.st_size)
        let wanted = min(max(claimed, 0), limit) + 1
        var bytes: [UInt8] = []
        // The size the file claims (within the limit) and one byte more, in one read when it is honest;
        // then in chunks, when it is longer than it said (it grew, or is not a regular file).
        var chunk = [UInt8](repeating: 0, count: min(wanted, 1 << 16))
        bytes.reserveCapacity(wanted)
        while bytes.count <= limit {
            let room = min(chunk.count, limit + 1 - bytes.count)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, room) }
            if n > 0 {
                bytes += chunk[..<n]
            } else if n == 0 {
                return bytes
            } else if errno != EINTR {
                return nil
            }
        }
        return bytes
    }

    /// Bytes from standard input, at most `limit + 1` of them (as `contents(atPath:limit:)`).
    public static func standardInput(limit: Int = LintSettings.defaultMaxFileSize) -> [UInt8] {
        Array(FileHandle.standardInput.readData(ofLength: limit + 1))
    }
}
