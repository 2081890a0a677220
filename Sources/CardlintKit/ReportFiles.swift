import CardlintReport
import Foundation

/// Report storage on file descriptors: standard output, a file replaced atomically, scratch space.
public final class DescriptorStorage: ReportStorage {
    let fd: Int32
    let name: String

    /// Writes to an open descriptor (not closed here); `name` is for error messages.
    public init(fd: Int32, name: String) { self.fd = fd; self.name = name }

    public static var standardOutput: DescriptorStorage { DescriptorStorage(fd: STDOUT_FILENO, name: "standard output") }

    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw KitError.message("cannot write \(name): \(String(cString: strerror(errno)))")
            }
            offset += n
        }
    }
}

/// A file written whole or not at all: bytes go to a temporary file beside it that `commit`
/// renames over it. Devices and pipes (`/dev/stdout`) are written directly.
public final class AtomicFileStorage: ReportStorage {
    public let path: String
    private let temporary: String?
    private let storage: DescriptorStorage
    private var open = true

    public init(path: String) throws(KitError) {
        self.path = path
        var info = stat()
        let special = stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG
        let url = URL(fileURLWithPath: path)
        temporary = special ? nil
            : url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let fd = Foundation.open(temporary ?? path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard fd >= 0 else { throw KitError.message("cannot write \(path): \(String(cString: strerror(errno)))") }
        storage = DescriptorStorage(fd: fd, name: path)
    }

    public func append(_ bytes: UnsafeRawBufferPointer) throws { try storage.append(bytes) }

    /// Closes the file and puts it in place.
    public func commit() throws(KitError) {
        guard open else { return }
        open = false
        close(storage.fd)
        if let temporary, rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw KitError.message("cannot write \(path): \(reason)")
        }
    }

    /// Closes and removes the temporary file (nothing is written to `path`).
    public func discard() {
        guard open else { return }
        open = false
        close(storage.fd)
        if let temporary { unlink(temporary) }
    }

    deinit { discard() }
}

/// Scratch space for held-back report sections: an unlinked temporary file, gone when closed.
public final class TemporaryScratch: ReportScratch {
    private let storage: DescriptorStorage

    public init() throws(KitError) {
        var template = Array((NSTemporaryDirectory() + "/cardlint-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { name -> Int32 in
            guard let path = name.baseAddress else { return -1 }
            let fd = mkstemp(path)
            if fd >= 0 { unlink(path) }
            return fd
        }
        guard fd >= 0 else { throw KitError.message("cannot create a temporary file: \(String(cString: strerror(errno)))") }
        storage = DescriptorStorage(fd: fd, name: "a temporary file")
    }

    public func append(_ bytes: UnsafeRawBufferPointer) throws { try storage.append(bytes) }

    public func replay(_ chunk: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard lseek(storage.fd, 0, SEEK_SET) == 0 else { throw KitError.message("cannot read a temporary file back") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let n = read(storage.fd, buffer.baseAddress, buffer.count)
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw KitError.message("cannot read a temporary file back: \(String(cString: strerror(errno)))") }
            if n == 0 { return }
            try chunk(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        }
    }

    deinit { close(storage.fd) }
}
