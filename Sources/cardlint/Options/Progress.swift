import Foundation

/// A one-line progress bar on standard error, drawn only on a terminal and only for long runs.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var lastDraw = 0.0
    private let start = Date()

    static func make(total: Int) -> Progress? {
        guard total >= 200, isatty(STDERR_FILENO) == 1, ProcessInfo.processInfo.environment["CI"] == nil else { return nil }
        return Progress()
    }

    func update(_ done: Int, _ total: Int) {
        lock.lock(); defer { lock.unlock() }
        let now = Date().timeIntervalSince(start)
        guard now - lastDraw > 0.1 || done == total else { return }
        lastDraw = now
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = "\r\(bar) \(done)/\(total) files" + (done == total ? "\r\u{1B}[K" : "")
        FileHandle.standardError.write(Data(line.utf8))
    }
}
