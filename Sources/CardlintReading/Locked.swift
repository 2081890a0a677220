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

/// A value made the first time it is asked for, then kept (under a `Locked`: the first thread to
/// ask makes it, the others wait): data a run may never need, such as another host's configs.
public final class OnFirstUse<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made: Locked<Value?>

    public init(_ make: @escaping @Sendable () -> Value) { self.make = make; made = Locked(nil) }
    /// Already made.
    public init(made value: Value) { make = { value }; made = Locked(value) }

    /// Whether it has been made yet (tests: what a run did not need stays unmade).
    public var isMade: Bool { made.withLock { $0 != nil } }

    public var value: Value {
        made.withLock { value in
            if let value { return value }
            let new = make()
            value = new
            return new
        }
    }
}
