import Foundation

extension Linter {
    /// The bytes of the file at `path`, read straight into an array (no `Data` in between); nil when
    /// it cannot be opened or read (a folder, no permission), as `FileManager.contents(atPath:)`, or
    /// when it is not a regular file (callers check with `FileKind` first; a FIFO is opened without
    /// blocking only to be refused).
    static func contents(atPath path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        var failed = false
        // The size the file has and one byte more: a file no longer than that ends within.
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n > 0 { count += n } else if n == 0 { return } else if errno != EINTR { failed = true; return }
            }
        }
        guard !failed else { return nil }
        guard bytes.count > size else { return bytes }
        // Longer than it said (it grew, or is not a regular file): the rest in chunks.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n > 0 { bytes += chunk[..<n] } else if n == 0 { return bytes } else if errno != EINTR { return nil }
        }
    }
}
