import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// Lints many files in parallel and assembles the `LintRun`. Output order is deterministic
/// whatever the scheduling: files sorted by path, findings by position.
public struct LintRunner: Sendable {
    public let linter: Linter
    public init(linter: Linter) { self.linter = linter }

    public struct Result: Sendable {
        public var files: [FileReport]
        public var skippedNonCards: Int
    }

    public func run(_ inputs: [FileWalker.Input], progress: (@Sendable (Int, Int) -> Void)? = nil) -> Result {
        let slots = ResultSlots(count: inputs.count)
        let linter = self.linter
        DispatchQueue.concurrentPerform(iterations: inputs.count) { i in
            slots.set(i, linter.lint(inputs[i]))
            if let progress { progress(slots.completed(), inputs.count) }
        }
        var files: [FileReport] = []
        var skipped = 0
        for outcome in slots.values() {
            switch outcome {
            case .report(let r): files.append(r)
            case .skippedNonCard: skipped += 1
            case nil: break
            }
        }
        files.sort { $0.path < $1.path }
        return Result(files: files, skippedNonCards: skipped)
    }
}

/// Per-index result storage written from several threads.
final class ResultSlots: @unchecked Sendable {
    private var storage: [Linter.Outcome?]
    private var done = 0
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: Linter.Outcome) { lock.lock(); storage[i] = v; done += 1; lock.unlock() }
    func completed() -> Int { lock.lock(); defer { lock.unlock() }; return done }
    func values() -> [Linter.Outcome?] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// Exit status policy: 0 clean, 1 findings at/above the failing level or too many warnings, 2 usage/config errors.
public enum ExitPolicy {
    public static func code(files: [FileReport], failOn: Severity, maxWarnings: Int?) -> Int32 {
        let all = files.flatMap(\.findings)
        if all.contains(where: { $0.severity >= failOn }) { return 1 }
        if files.contains(where: \.failed) { return 1 }
        if let maxWarnings, all.filter({ $0.severity == .warning }).count > maxWarnings { return 1 }
        return 0
    }
}
