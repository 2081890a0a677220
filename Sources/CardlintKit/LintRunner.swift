import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// Lints many files in parallel and hands the outcomes over in a deterministic order whatever the
/// scheduling: files sorted by path (code-point order, the report order).
public struct LintRunner: Sendable {
    public let factory: LinterFactory
    public let cache: LintCache?
    public init(factory: LinterFactory, cache: LintCache? = nil) { self.factory = factory; self.cache = cache }

    public struct Result: Sendable {
        public var files: [FileReport]
        public var skippedNonCards: Int
    }

    /// The path a file's report carries.
    public static func reportPath(_ input: FileWalker.Input) -> String { input.path == "-" ? "<stdin>" : input.path }

    /// The inputs to lint, in report order, without those their config excludes. Config errors
    /// (exit 2) are raised here, before any file is linted.
    public func plan(_ inputs: [FileWalker.Input]) throws(KitError) -> [FileWalker.Input] {
        var kept: [FileWalker.Input] = []
        for input in inputs {
            if !input.explicit, !(try factory.isIncluded(input.path)) { continue }
            _ = try factory.linter(for: linterPath(input))
            kept.append(input)
        }
        kept.sort { ReportStream.precedes(Self.reportPath($0), Self.reportPath($1)) }
        return kept
    }

    /// Lints `planned` (from `plan`) in parallel and hands each outcome to `body` on the calling
    /// thread, in order, as soon as every earlier file is done. Workers run at most `window` files
    /// ahead of `body`, so at most that many outcomes wait in memory.
    public func forEach(_ planned: [FileWalker.Input], window: Int = 64, progress: (@Sendable (Int, Int) -> Void)? = nil,
                        _ body: (Linter.Outcome) throws -> Void) rethrows {
        guard !planned.isEmpty else { return }
        let results = OrderedResults<Linter.Outcome>(count: planned.count, window: max(1, window))
        defer { results.cancel() }
        let workers = min(planned.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let lintOne: @Sendable (Int) -> Linter.Outcome = { [self] i in lint(planned[i]) }
        for _ in 0..<workers {
            DispatchQueue.global(qos: .userInitiated).async {
                while let i = results.claim() {
                    let done = results.deliver(i, lintOne(i))
                    progress?(done, planned.count)
                }
            }
        }
        for _ in planned.indices { try body(results.next()) }
    }

    /// Lints `inputs` in parallel and keeps every file's report (tests; the CLI streams with `forEach`).
    public func run(_ inputs: [FileWalker.Input], progress: (@Sendable (Int, Int) -> Void)? = nil) throws(KitError) -> Result {
        var result = Result(files: [], skippedNonCards: 0)
        forEach(try plan(inputs), progress: progress) { outcome in
            switch outcome {
            case .report(let r): result.files.append(r)
            case .skippedNonCard: result.skippedNonCards += 1
            }
        }
        return result
    }

    func linterPath(_ input: FileWalker.Input) -> String { input.path == "-" ? "./stdin.json" : input.path }

    func lint(_ input: FileWalker.Input) -> Linter.Outcome {
        let linter: Linter
        do { linter = try factory.linter(for: linterPath(input)) } catch {
            // `plan` loaded this linter already; a cached lookup does not fail.
            return .report(FileReport(path: Self.reportPath(input), source: nil, findings: [], failed: true))
        }
        return cache.map { $0.lint(input, with: linter) } ?? linter.lint(input)
    }
}

/// Results produced out of order by several threads, taken in index order by one consumer.
/// Producers claim indices at most `window` ahead of the consumer.
final class OrderedResults<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var ready: [Int: Value] = [:]
    private var issued = 0, consumed = 0, delivered = 0
    private var cancelled = false
    private let count: Int, window: Int

    init(count: Int, window: Int) { self.count = count; self.window = window }

    /// The next index to produce; nil when all are handed out or the consumer stopped.
    func claim() -> Int? {
        condition.lock(); defer { condition.unlock() }
        while !cancelled, issued < count, issued - consumed >= window { condition.wait() }
        guard !cancelled, issued < count else { return nil }
        issued += 1
        return issued - 1
    }

    /// Stores the value of index `i`; returns how many values have been delivered.
    func deliver(_ i: Int, _ value: Value) -> Int {
        condition.lock(); defer { condition.unlock() }
        ready[i] = value
        delivered += 1
        condition.broadcast()
        return delivered
    }

    /// The value of the next index, waiting for it.
    func next() -> Value {
        condition.lock(); defer { condition.unlock() }
        while true {
            if let v = ready.removeValue(forKey: consumed) {
                consumed += 1
                condition.broadcast()
                return v
            }
            condition.wait()
        }
    }

    /// Stops handing out indices (the consumer is done or gave up).
    func cancel() {
        condition.lock(); cancelled = true; condition.broadcast(); condition.unlock()
    }
}

/// Exit status policy: 0 clean, 1 findings at/above the failing level or too many warnings, 2 usage/config errors.
public enum ExitPolicy {
    public static func code(files: [FileReport], failOn: Severity, maxWarnings: Int?) -> Int32 {
        var tally = Tally()
        for f in files { tally.add(f) }
        return tally.code(failOn: failOn, maxWarnings: maxWarnings)
    }

    /// What the exit status depends on, gathered file by file.
    public struct Tally: Sendable {
        var worst: Severity?
        var failed = false
        var warnings = 0
        public init() {}

        public mutating func add(_ file: FileReport) {
            for f in file.findings {
                if worst.map({ f.severity > $0 }) ?? true { worst = f.severity }
                if f.severity == .warning { warnings += 1 }
            }
            if file.failed { failed = true }
        }

        public func code(failOn: Severity, maxWarnings: Int?) -> Int32 {
            if let worst, worst >= failOn { return 1 }
            if failed { return 1 }
            if let maxWarnings, warnings > maxWarnings { return 1 }
            return 0
        }
    }
}
