import Foundation

/// Messages read from the client, waiting for the server loop. The reader thread pushes; the loop
/// takes everything waiting at once, so that a burst of edits is linted once, at its last version.
final class MessageQueue: @unchecked Sendable {
    enum Item: Sendable { case message(Data), closed, unreadable(String) }
    private let condition = NSCondition()
    private var items: [Item] = []

    func push(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    /// Everything waiting; blocks until there is something.
    func takeAll() -> [Item] {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty { condition.wait() }
        let out = items
        items.removeAll()
        return out
    }

    /// Whether anything is waiting (the loop stops linting older versions when a newer edit arrives).
    var hasWaiting: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !items.isEmpty
    }

    /// Starts the thread that reads `transport` until the stream ends.
    func startReading(_ transport: Transport) {
        let thread = Thread { [self] in
            while true {
                switch Result(catching: { () throws(Transport.ReadError) -> Data in try transport.read() }) {
                case .success(let data): push(.message(data))
                case .failure(.endOfStream):
                    push(.closed)
                    return
                case .failure(let error):
                    push(.unreadable("\(error)"))
                    push(.closed)
                    return
                }
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
