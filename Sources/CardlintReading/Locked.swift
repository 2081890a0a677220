import Foundation

/// A value guarded by a lock: cardlint's one lock type (threads that wait for each other use an
/// `NSCondition`). `Synchronization.Mutex` would need macOS 15; the package supports macOS 13.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
