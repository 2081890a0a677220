import CardlintReading

/// Where report bytes go, in order: a file, standard output, a temporary file, memory.
/// Storage is outside the reporters: they never open files themselves.
public protocol ReportStorage: AnyObject {
    /// Appends `bytes` after everything appended before.
    func append(_ bytes: UnsafeRawBufferPointer) throws
}

/// Storage that can be read back once, after the last append: where a streamed report keeps
/// a section that must be written after parts only known at the end (a SARIF run's results
/// come after its invocation, which holds the exit code).
public protocol ReportScratch: ReportStorage {
    /// Every byte appended so far, in order, in chunks.
    func replay(_ chunk: (UnsafeRawBufferPointer) throws -> Void) throws
}

/// Bytes kept in memory (whole-run rendering).
final class MemoryStorage: ReportScratch {
    private(set) var bytes: [UInt8] = []
    func append(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
    func replay(_ chunk: (UnsafeRawBufferPointer) throws -> Void) throws {
        try bytes.withUnsafeBytes { try chunk($0) }
    }
    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// Buffered text output over a `ReportStorage`: reporters write strings; full buffers go to the
/// storage. The first storage error is kept (later writes are dropped) and thrown by `flush`.
public final class ReportWriter {
    let storage: any ReportStorage
    private var buffer: ByteRun
    private let capacity: Int
    private var failure: (any Error)?
    private var handed = 0

    public init(_ storage: any ReportStorage, capacity: Int = 1 << 16) {
        self.storage = storage
        self.capacity = capacity
        buffer = ByteRun(capacity: capacity)
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append($0) }
        if buffer.count >= capacity { drain() }
    }

    /// Appends the bytes `body` writes straight into the buffer.
    func append(_ body: (inout ByteRun) -> Void) {
        body(&buffer)
        if buffer.count >= capacity { drain() }
    }

    public func write(bytes: UnsafeRawBufferPointer) {
        if buffer.count + bytes.count >= capacity { drain() }
        if bytes.count >= capacity { hand(bytes) } else { buffer.append(bytes) }
    }

    /// How many bytes were written through this writer so far (buffered or not).
    var offset: Int { handed + buffer.count }

    /// Throws the first storage error seen so far.
    public func check() throws {
        if let failure { throw failure }
    }

    /// Writes everything buffered to the storage; throws the first storage error seen.
    public func flush() throws {
        drain()
        if let failure { throw failure }
    }

    private func drain() {
        guard buffer.count > 0 else { return }
        buffer.withBytes { hand($0) }
        buffer.removeAll()
    }

    private func hand(_ bytes: UnsafeRawBufferPointer) {
        handed += bytes.count
        guard failure == nil else { return }
        do { try storage.append(bytes) } catch { failure = error }
    }
}

extension ReportWriter {
    /// A number to be resolved by `copy(_:resolve:)`: NUL, digits, NUL (report text never holds
    /// a raw NUL; JSON and XML escape it).
    static func placeholder(_ n: Int) -> String { "\u{0}" + String(n) + "\u{0}" }

    /// Writes everything `scratch` holds. With `resolve`, every placeholder becomes `resolve(n)`.
    func copy(_ scratch: any ReportScratch, resolve: ((Int) -> String)? = nil) throws {
        guard let resolve else {
            try scratch.replay { write(bytes: $0) }
            return
        }
        var inside = false, number = 0
        try scratch.replay { chunk in
            var start = 0
            while start < chunk.count {
                let nul = Self.firstNUL(chunk, from: start)
                let piece = UnsafeRawBufferPointer(rebasing: chunk[start..<(nul ?? chunk.count)])
                if inside {
                    for b in piece { number = number * 10 + Int(b &- 0x30) }
                } else {
                    write(bytes: piece)
                }
                guard let nul else { return }
                if inside { write(resolve(number)) }
                inside.toggle()
                number = 0
                start = nul + 1
            }
        }
    }

    /// The offset of the first NUL byte at or after `start`: eight bytes at a time.
    static func firstNUL(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var i = start
        while i + 8 <= bytes.count {
            let w = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if ByteLanes.zeros(w) != 0 { break }  // has a zero byte
            i += 8
        }
        while i < bytes.count {
            if bytes[i] == 0 { return i }
            i += 1
        }
        return nil
    }
}
