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
    private var buffer: [UInt8] = []
    private let capacity: Int
    private var failure: (any Error)?
    private var handed = 0

    public init(_ storage: any ReportStorage, capacity: Int = 1 << 16) {
        self.storage = storage
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { drain() }
    }

    func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { drain() }
    }

    /// Appends what `body` writes into the buffer, in place.
    func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= capacity { drain() }
    }

    public func write(bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { drain() }
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
        guard !buffer.isEmpty else { return }
        handed += buffer.count
        if failure == nil {
            do { try buffer.withUnsafeBytes { try storage.append($0) } } catch { failure = error }
        }
        buffer.removeAll(keepingCapacity: true)
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
                let nul = chunk[start...].firstIndex(of: 0)
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
}
