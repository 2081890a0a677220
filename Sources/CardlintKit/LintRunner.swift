import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// Lints many files in parallel and assembles the `LintRun`. Output order is deterministic
/// whatever the scheduling: files sorted by path, findings by position.
public struct LintRunner: Sendable {
    public let factory: LinterFactory
    public let cache: LintCache?
    public init(factory: LinterFactory, cache: LintCache? = nil) { self.factory = factory; self.cache = cache }

    public struct Result: Sendable {
        public var files: [FileReport]
        public var skippedNonCards: Int
    }

    /// Lints `inputs` in parallel. Config errors (exit 2) are raised before any file is linted.
    public func run(_ inputs: [FileWalker.Input], progress: (@Sendable (Int, Int) -> Void)? = nil) throws(KitError) -> Result {
        var chosen: [Linter] = []
        var kept: [FileWalker.Input] = []
        for input in inputs {
            if !input.explicit, !(try factory.isIncluded(input.path)) { continue }
            chosen.append(try factory.linter(for: input.path == "-" ? "./stdin.json" : input.path))
            kept.append(input)
        }
        let slots = ResultSlots(count: kept.count)
        let inputs = kept
        let linters = chosen
        let cache = self.cache
        DispatchQueue.concurrentPerform(iterations: inputs.count) { i in
            slots.set(i, cache.map { $0.lint(inputs[i], with: linters[i]) } ?? linters[i].lint(inputs[i]))
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
