import Foundation

/// Items taken from a shared source by several threads, their results handed to one consumer in
/// source order. Producers take items at most `window` ahead of the consumer.
final class OrderedResults<Item, Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private let source: AnyIterator<Item>
    private let window: Int
    private var ready: [Int: Value] = [:]
    private var issued = 0, consumed = 0, delivered = 0
    private var exhausted = false, cancelled = false

    init(_ source: AnyIterator<Item>, window: Int) { self.source = source; self.window = window }

    /// The next item and its index; nil when the source is empty or the consumer stopped.
    func claim() -> (Int, Item)? {
        condition.lock(); defer { condition.unlock() }
        while !cancelled, !exhausted, issued - consumed >= window { condition.wait() }
        guard !cancelled, !exhausted else { return nil }
        guard let item = source.next() else {
            exhausted = true
            condition.broadcast()
            return nil
        }
        issued += 1
        return (issued - 1, item)
    }

    /// Stores the result of index `i`; returns how many results have been delivered.
    func deliver(_ i: Int, _ value: Value) -> Int {
        condition.lock(); defer { condition.unlock() }
        ready[i] = value
        delivered += 1
        condition.broadcast()
        return delivered
    }

    /// The next result in source order, waiting for it; nil after the last.
    func next() -> Value? {
        condition.lock(); defer { condition.unlock() }
        while true {
            if let v = ready.removeValue(forKey: consumed) {
                consumed += 1
                condition.broadcast()
                return v
            }
            if exhausted, consumed == issued { return nil }
            condition.wait()
        }
    }

    /// Stops handing out items (the consumer is done or gave up).
    func cancel() {
        condition.lock(); cancelled = true; condition.broadcast(); condition.unlock()
    }
}
