import Foundation

/// The one way cardlint reads a file: regular files only (checked with `fstat` on the opened
/// descriptor, opened without blocking, so a FIFO is refused rather than waited on and a device
/// never read), at most `limit` bytes, read by what arrives in 64 KiB chunks. Memory follows the
/// bytes that arrive, never the size `stat` claims: a sparse file can claim 64 GiB, a `/proc` file
/// claims 0 and holds more. A size claimed above the limit is refused before any byte is read.
public enum FileBytes {
    /// Why a file was not read; `description` is a phrase that completes "cannot read PATH: …".
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case missing
        /// Not a regular file (`FileKind.phrase`: "a named pipe (FIFO)", "a folder", …).
        case notRegular(FileKind)
        /// Opened with `followLinks: false` and the last component is a symbolic link.
        case symbolicLink
        /// Larger than `limit`: `size` is the size `stat` claimed when that was larger, else nil
        /// (more than `limit` bytes arrived).
        case tooLarge(size: Int?, limit: Int)
        /// `open` or `read` failed: the system's reason (`strerror`).
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing: "no such file"
            case .notRegular(let kind): "it is \(kind.phrase); cardlint reads regular files only"
            case .symbolicLink: "it is a symbolic link"
            case .tooLarge(let size, let limit):
                "it is larger than the size limit (\(size.map { "\($0) bytes" } ?? "more than \(limit) bytes"); the limit is \(limit))"
            case .unreadable(let why): why
            }
        }
    }

    /// The bytes read at a time (and the most a read allocates beyond what arrived).
    static let chunk = 1 << 16

    /// The file's bytes, at most `limit` of them. `followLinks: false` refuses a path whose last
    /// component is a symbolic link (`O_NOFOLLOW`).
    public static func read(_ path: String, limit: Int, followLinks: Bool = true) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (followLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return .failure(openFailure(errno, path: path, followLinks: followLinks)) }
        defer { close(fd) }
        return read(descriptor: fd, limit: limit)
    }

    /// The bytes of an open regular file, at most `limit` of them.
    public static func read(descriptor fd: Int32, limit: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { return .failure(.notRegular(kind)) }
        let claimed = Int(clamping: info.st_size)
        if claimed > limit { return .failure(.tooLarge(size: claimed, limit: limit)) }
        return readStream(fd, limit: limit, claimed: claimed)
    }

    /// Everything an open descriptor gives until its end (standard input, a pipe), at most `limit`
    /// bytes: more is `tooLarge(size: nil, …)`. `claimed`: the size `stat` gave; a file that claims
    /// fewer bytes than a chunk is read with a buffer one byte larger than that (a 64 KiB buffer
    /// zeroed for each of the ~190 small data files was 12 M instructions of every start-up). A
    /// claim of 0 (a `/proc` file, a pipe) says nothing: full chunks.
    public static func readStream(_ fd: Int32, limit: Int, claimed: Int = 0) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: claimed > 0 && claimed < chunk ? claimed + 1 : chunk)
        while true {
            // One byte past the limit tells a file of exactly `limit` bytes from a longer one.
            let room = min(buffer.count, limit + 1 - bytes.count)
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, room) }
            if n > 0 {
                bytes.append(contentsOf: buffer[..<n])
                if bytes.count > limit { return .failure(.tooLarge(size: nil, limit: limit)) }
            } else if n == 0 {
                return .success(bytes)
            } else if errno == EAGAIN {
                // A descriptor without data yet (standard input opened non-blocking elsewhere): wait for it.
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&p, 1, -1)
            } else if errno != EINTR {
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
        }
    }

    /// What an `open` that failed with `code` means.
    public static func openFailure(_ code: Int32, path: String, followLinks: Bool) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: return .missing
        case ELOOP where !followLinks:
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return .symbolicLink }
            return .unreadable(String(cString: strerror(code)))
        case ENXIO: return .notRegular(FileKind(path: path))  // a FIFO without a writer, opened non-blocking for writing; or a socket
        default: return .unreadable(String(cString: strerror(code)))
        }
    }
}

/// `read(2)` (a name the methods above shadow).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// Reads files a user's config names (rule files, custom elements, host profiles) through
/// `FileBytes`, none larger than `maxSize`.
public enum RegularFile {
    /// Larger than any rule, catalog or host file (16 MiB).
    public static let maxSize = 16 << 20

    /// The file's contents, or nil when it is missing, not a regular file, or too large.
    public static func contents(atPath path: String) -> Data? {
        (try? FileBytes.read(path, limit: maxSize).get()).map { Data($0) }
    }
}

/// What a path is, found with `stat` (never by opening it: opening a FIFO for reading blocks until
/// a writer comes, and a device such as `/dev/zero` never ends).
public enum FileKind: Sendable, Equatable {
    case regular, folder, fifo, device, socket, other, missing

    /// The kind of the file `path` names (symbolic links followed).
    public init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { self = .missing; return }
        self.init(mode: info.st_mode)
    }

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// For messages: "a named pipe (FIFO)", "a device", ….
    public var phrase: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .fifo: "a named pipe (FIFO)"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "not a regular file"
        case .missing: "missing"
        }
    }
}
