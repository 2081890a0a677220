/// Growable bytes for report writing: an append is a capacity check and a store (an `[UInt8]`
/// append also checks uniqueness and goes through a generic copy, which the per-key and
/// per-string appends of a JSON report paid dozens of times per finding).
///
/// Safety: the memory belongs to `Storage` (a class, freed in its `deinit`), which the run holds
/// strongly, so no pointer taken from it outlives the allocation while the run is alive. Every
/// write goes through `claim`, which first makes room for `n` bytes and then hands out exactly
/// the `n` bytes after `count`; nothing writes past `capacity`. The bytes are `UInt8` (trivial),
/// so uninitialised memory may be written and dropped without deinitialisation.
/// A copy shares the memory (like a class reference): only one copy may be written.
struct ByteRun {
    private var storage: Storage
    private(set) var count = 0

    init(capacity: Int = 0) { storage = Storage(capacity: capacity) }

    var capacity: Int { storage.capacity }

    /// The next `n` bytes, to be written by the caller (all of them), counted as appended.
    @inline(__always)
    mutating func claim(_ n: Int) -> UnsafeMutablePointer<UInt8> {
        if storage.capacity - count < n { grow(to: count + n) }
        let p = storage.base + count
        count += n
        return p
    }

    mutating func append(_ byte: UInt8) { claim(1).pointee = byte }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        UnsafeMutableRawPointer(claim(bytes.count)).copyMemory(from: source, byteCount: bytes.count)
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(UnsafeRawBufferPointer(bytes)) }

    /// Keeps the capacity.
    mutating func removeAll() { count = 0 }

    /// The bytes appended so far (valid during `body`).
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeRawBufferPointer(start: storage.base, count: count)) }
    }

    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
    var array: [UInt8] { withBytes { Array($0) } }

    /// At least doubles, so appends stay amortised constant time.
    @inline(never)
    private mutating func grow(to minimum: Int) {
        let bigger = Storage(capacity: Swift.max(minimum, 2 * storage.capacity, 256))
        bigger.base.initialize(from: storage.base, count: count)
        storage = bigger
    }

    final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int
        init(capacity: Int) {
            base = .allocate(capacity: Swift.max(capacity, 1))
            self.capacity = capacity
        }
        deinit { base.deallocate() }
    }
}
