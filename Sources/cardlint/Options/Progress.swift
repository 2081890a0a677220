import CardlintReading
import CardlintReport
import Foundation

/// A one-line progress bar on standard error, drawn only on a terminal and only for long runs.
final class Progress: Sendable {
    private struct State { var lastDraw = 0.0, drawn = false }
    private let state = Locked(State())
    private let start = Date()

    static func make(total: Int) -> Progress? {
        guard total >= 200, isatty(STDERR_FILENO) == 1, ProcessInfo.processInfo.environment["CI"] == nil else { return nil }
        return Progress()
    }

    func update(_ done: Int, _ total: Int) {
        state.withLock { state in
            let now = Date().timeIntervalSince(start)
            guard now - state.lastDraw > 0.1 || done == total else { return }
            state.lastDraw = now
            let width = 30
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let line = "\r\(bar) \(done)/\(total) files" + (done == total ? "\r\u{1B}[K" : "")
            FileHandle.standardError.write(Data(line.utf8))
            state.drawn = done != total
        }
    }

    /// Erases the bar (report text is about to go to the same terminal); the next update redraws it.
    func clear() {
        state.withLock { state in
            guard state.drawn else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            state = State()
        }
    }
}

/// Standard output shared with the progress bar on the terminal: the bar is erased before report
/// text is written, and comes back below it. Only whole lines are written while the bar may be
/// drawn (it would overwrite a partial one); `finish` writes the rest.
final class BelowProgress: ReportStorage {
    let output: any ReportStorage
    let bar: Progress
    private var tail: [UInt8] = []
    init(_ output: any ReportStorage, bar: Progress) { self.output = output; self.bar = bar }

    func append(_ bytes: UnsafeRawBufferPointer) throws {
        guard let lastNewline = bytes.lastIndex(of: 0x0A) else { tail.append(contentsOf: bytes); return }
        bar.clear()
        if !tail.isEmpty {
            try tail.withUnsafeBytes { try output.append($0) }
            tail.removeAll()
        }
        try output.append(UnsafeRawBufferPointer(rebasing: bytes[...lastNewline]))
        tail.append(contentsOf: bytes[(lastNewline + 1)...])
    }

    func finish() throws {
        bar.clear()
        try tail.withUnsafeBytes { try output.append($0) }
        tail.removeAll()
    }
}
