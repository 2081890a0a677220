import CardlintReading
import Foundation

/// `open(2)` of a folder (a name `FixTarget.open` shadows).
private func openFolder(_ path: String) -> Int32 { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }

/// The file `--fix` rewrites, opened so that the write can only land on it: the card is opened in
/// its folder without following a link (`O_NOFOLLOW`), read as the linter reads (`FileBytes`:
/// regular, within the size limit), and replaced by `rename(2)` of a temporary file created in the
/// same folder under a random name with `O_CREAT | O_EXCL | O_NOFOLLOW` (mode 0600, then the
/// card's mode), written and `fsync`ed. A committed link named like the temporary file cannot
/// redirect the write, and a link is never replaced by a copy.
///
/// Read-only is judged from the mode bits (a file or folder without owner-write is refused) as
/// well as `access(2)`: root may write anything, and CI often runs as root.
public final class FixTarget {
    /// Why a file is not fixed; `description` completes "cannot fix PATH: …".
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case read(FileBytes.Failure)
        case readOnlyFile(mode: mode_t)
        case readOnlyFolder(String, mode: mode_t)
        case linkOutOfTree(String)
        case changed
        case cannotWrite(String)

        public var description: String {
            switch self {
            case .read(.symbolicLink):
                "it is a symbolic link; --fix does not replace a link with a copy (fix the file it points to)"
            case .read(let why): why.description
            case .readOnlyFile(let mode):
                "it is read-only (mode \(Self.octal(mode))); --fix writes only files their owner may write"
            case .readOnlyFolder(let folder, let mode):
                "its folder \(ControlEscape.escape(folder)) is read-only (mode \(Self.octal(mode))); --fix writes a temporary file beside the card"
            case .linkOutOfTree(let tree):
                "it is reached through a symbolic link out of the project (\(ControlEscape.escape(tree))); pass --allow-outside-paths to follow it"
            case .changed: "it changed while it was being fixed; run --fix again"
            case .cannotWrite(let why): "cannot replace it: \(why)"
            }
        }

        static func octal(_ mode: mode_t) -> String {
            let digits = String(mode & 0o7777, radix: 8)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }

    /// The card's bytes as read.
    public let bytes: [UInt8]
    /// Why the card cannot be written (a link, read-only): only said when a fix would change it.
    public let writeRefusal: Refusal?
    let folder: Int32
    let name: String
    let info: stat

    /// Opens `path` for fixing and reads it; fails when it cannot be read as the linter reads it
    /// (not a regular file, larger than `limit`). A card that is a symbolic link is read through
    /// it (the walk or the named-file check has kept it inside the project) but never written.
    public static func open(_ path: String, limit: Int) -> Result<FixTarget, Refusal> {
        let name = (path as NSString).lastPathComponent
        let parent = (path as NSString).deletingLastPathComponent
        let folderPath = parent.isEmpty ? "." : parent
        let dir = openFolder(folderPath)
        guard dir >= 0 else { return .failure(.read(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))) }
        let fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let failure = FileBytes.openFailure(errno, path: path, followLinks: false)
            close(dir)
            guard failure == .symbolicLink else { return .failure(.read(failure)) }
            return FileBytes.read(path, limit: limit).mapError { Refusal.read($0) }.map {
                FixTarget(bytes: $0, refusal: .read(.symbolicLink), folder: -1, name: name, info: stat())
            }
        }
        defer { close(fd) }
        var info = stat(), folderInfo = stat()
        let read = FileBytes.read(descriptor: fd, limit: limit)
        guard case .success(let bytes) = read, fstat(fd, &info) == 0, fstat(dir, &folderInfo) == 0 else {
            let why = String(cString: strerror(errno))  // before `close` may change errno
            close(dir)
            if case .failure(let failure) = read { return .failure(.read(failure)) }
            return .failure(.read(.unreadable(why)))
        }
        let refusal: Refusal?
        if info.st_mode & S_IWUSR == 0 || faccessat(dir, name, W_OK, AT_EACCESS) != 0 {
            refusal = .readOnlyFile(mode: info.st_mode)
        } else if folderInfo.st_mode & S_IWUSR == 0 || faccessat(dir, ".", W_OK | X_OK, AT_EACCESS) != 0 {
            refusal = .readOnlyFolder(folderPath, mode: folderInfo.st_mode)
        } else {
            refusal = nil
        }
        return .success(FixTarget(bytes: bytes, refusal: refusal, folder: dir, name: name, info: info))
    }

    private init(bytes: [UInt8], refusal: Refusal?, folder: Int32, name: String, info: stat) {
        self.bytes = bytes; self.writeRefusal = refusal; self.folder = folder; self.name = name; self.info = info
    }

    deinit { if folder >= 0 { close(folder) } }

    /// Replaces the card with `bytes`: a new file beside it, with its mode (and, run as root, its
    /// owner), renamed over it once written and synced. On failure the card is left as it was.
    /// Call it once.
    public func replace(with bytes: [UInt8]) -> Refusal? {
        if let writeRefusal { return writeRefusal }
        var temporary = "", fd: Int32 = -1
        for _ in 0..<8 {
            temporary = ".cardlint-fix-" + Self.randomHex()
            fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { return .cannotWrite("cannot create a temporary file beside it: " + String(cString: strerror(errno))) }
        var failure: String?
        if !Self.writeAll(fd, bytes) { failure = String(cString: strerror(errno)) }
        if failure == nil, geteuid() == 0 { _ = fchown(fd, info.st_uid, info.st_gid) }
        if failure == nil, fchmod(fd, info.st_mode & 0o7777) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        // The name must still be the file that was read (not swapped for a link or another file meanwhile).
        var now = stat()
        if failure == nil, fstatat(folder, name, &now, AT_SYMLINK_NOFOLLOW) != 0 || now.st_dev != info.st_dev || now.st_ino != info.st_ino {
            unlinkat(folder, temporary, 0)
            return .changed
        }
        if failure == nil, renameat(folder, temporary, folder, name) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlinkat(folder, temporary, 0)
            return .cannotWrite(failure)
        }
        _ = fsync(folder)
        return nil
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n > 0 { done += n } else if n < 0, errno == EINTR { continue } else { return false }
        }
        return true
    }

    /// 128 random bits as hex: a name nobody can commit in advance.
    static func randomHex() -> String {
        var g = SystemRandomNumberGenerator()
        return [g.next(), g.next()].map { (n: UInt64) in
            let s = String(n, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }.joined()
    }
}
