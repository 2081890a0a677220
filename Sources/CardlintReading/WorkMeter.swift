import Foundation

/// Counted work, for scaling tests that must not time anything: the loops a hostile card can
/// lengthen (text scanned for a closing marker, nodes compared, members visited) add their steps to
/// the meter of the current task, if a test set one. A lint in production has no meter, and pays a
/// task-local read per counted loop (not per step).
///
///     let meter = WorkMeter()
///     WorkMeter.$current.withValue(meter) { _ = linter.lint(...) }
///     meter.steps   // work done by that lint
public final class WorkMeter: Sendable {
    /// The meter of the current task (nil: nothing counts).
    @TaskLocal public static var current: WorkMeter?

    private let count = Locked(0)

    public init() {}

    /// Steps counted so far.
    public var steps: Int { count.withLock { $0 } }

    /// Adds `n` steps to the current task's meter, if any.
    @inlinable public static func add(_ n: Int) {
        if let m = current { m.record(n) }
    }

    /// Adds `n` steps to this meter (for a loop that read `current` once before it).
    public func add(_ n: Int) { record(n) }

    @usableFromInline func record(_ n: Int) { count.withLock { $0 &+= n } }
}
