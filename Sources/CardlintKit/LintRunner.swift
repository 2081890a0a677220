import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// Lints many files in parallel and hands the outcomes over in a deterministic order whatever the
/// scheduling: files sorted by path (code-point order, the report order).
public struct LintRunner: Sendable {
    public let factory: LinterFactory
    public let cache: LintCache?
    /// Named files are held to the config's `exclude` too (`--force-exclude`).
    public let forceExclude: Bool
    public init(factory: LinterFactory, cache: LintCache? = nil, forceExclude: Bool = false) {
        self.factory = factory; self.cache = cache; self.forceExclude = forceExclude
    }

    public struct Result: Sendable {
        public var files: [FileReport]
        public var skippedNonCards: Int
        /// Skipped files per reason.
        public var skipReasons: [SkipReason: Int] = [:]
        /// Walked files not opened, by reason.
        public var skipped: [FileWalker.Skip: Int] = [:]
    }

    /// The path a file's report carries.
    public static func reportPath(_ input: FileWalker.Input) -> String { input.path == "-" ? input.stdinName ?? "<stdin>" : input.path }

    /// What one pass over the inputs found; config errors (exit 2) are raised by that pass,
    /// before any file is linted.
    public struct Plan: Sendable {
        /// Inputs looked at (before config `include` / `exclude`), and inputs to lint.
        public var considered = 0, count = 0
        /// Normalised report paths that more than one input has (see `ReportStream.repeatedPaths`).
        public var repeatedPaths: Set<String> = []
        /// The config files governing the inputs (a cache's key covers them).
        public var configPaths: Set<String> = []
        /// Named files left out by `--force-exclude`.
        public var forceExcluded = 0
    }

    /// Checks `inputs` (in report order, e.g. a `FileWalker.Walk`) without keeping them.
    public func plan(_ inputs: some Sequence<FileWalker.Input>) throws(KitError) -> Plan {
        var plan = Plan()
        var seen = Set<Int>()  // hashes of normalised paths (a collision only costs a little memory)
        for input in inputs {
            plan.considered += 1
            if let c = try? factory.config(for: linterPath(input)) { plan.configPaths.insert(c.path) }
            guard try includes(input) else {
                if input.explicit { plan.forceExcluded += 1 }
                continue
            }
            _ = try factory.linter(for: linterPath(input))
            plan.count += 1
            let normalised = Fingerprint.normalisedPath(Self.reportPath(input))
            if !seen.insert(normalised.hashValue).inserted { plan.repeatedPaths.insert(normalised) }
        }
        return plan
    }

    /// Whether `input` is linted: a walked file passes the config's include/exclude, a named one
    /// its exclude only with `--force-exclude`.
    public func includes(_ input: FileWalker.Input) throws(KitError) -> Bool {
        if input.path == "-" { return true }
        if input.explicit { return forceExclude ? try !factory.isExcluded(input.path) : true }
        return try factory.isIncluded(input.path)
    }

    /// Lints `inputs` (those `plan` checked) in parallel and hands each outcome to `body` on the
    /// calling thread, in order, as soon as every earlier file is done. Workers take inputs from
    /// the sequence at most `window` files ahead of `body`, so at most that many outcomes wait in
    /// memory. `total` is for `progress`.
    public func forEach(_ inputs: some Sequence<FileWalker.Input>, total: Int, window: Int = 64,
                        progress: (@Sendable (Int, Int) -> Void)? = nil, _ body: (Linter.Outcome) throws -> Void) rethrows {
        var iterator = inputs.makeIterator()
        let source = AnyIterator<FileWalker.Input> { [self] in
            while let input = iterator.next() {
                if (try? includes(input)) == true { return input }
            }
            return nil
        }
        let results = OrderedResults<FileWalker.Input, Linter.Outcome>(source, window: max(1, window))
        defer { results.cancel() }
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let lintOne: @Sendable (FileWalker.Input) -> Linter.Outcome = { [self] in lint($0) }
        // Plain threads, not Dispatch's global queues: on Linux their pool monitor reads
        // /proc/<tid>/stat and traps where /proc is not mounted (a minimal chroot or container).
        for _ in 0..<workers {
            Thread.detachNewThread {
                while let claimed = results.claim() {
                    let done = results.deliver(claimed.0, lintOne(claimed.1))
                    progress?(done, total)
                }
            }
        }
        while let outcome = results.next() { try body(outcome) }
    }

    /// Lints `inputs` in parallel and keeps every file's report (tests; the CLI streams with `forEach`).
    public func run(_ inputs: [FileWalker.Input], progress: (@Sendable (Int, Int) -> Void)? = nil) throws(KitError) -> Result {
        let sorted = inputs.sorted { ReportStream.precedes(Self.reportPath($0), Self.reportPath($1)) }
        let plan = try plan(sorted)
        var result = Result(files: [], skippedNonCards: 0)
        forEach(sorted, total: plan.count, progress: progress) { outcome in
            switch outcome {
            case .report(let r): result.files.append(r)
            case .skippedNonCard(let reason, _):
                result.skippedNonCards += 1
                result.skipReasons[reason, default: 0] += 1
            case .skipped(let why): result.skipped[why, default: 0] += 1
            }
        }
        return result
    }

    public static func linterPath(_ input: FileWalker.Input) -> String { input.path == "-" ? input.stdinName ?? "./stdin.json" : input.path }
    func linterPath(_ input: FileWalker.Input) -> String { Self.linterPath(input) }

    func lint(_ input: FileWalker.Input) -> Linter.Outcome {
        let linter: Linter
        do { linter = try factory.linter(for: linterPath(input)) } catch {
            // `plan` loaded this linter already; a cached lookup does not fail.
            return .report(FileReport(path: Self.reportPath(input), source: nil, findings: [], failed: true))
        }
        return cache.map { $0.lint(input, with: linter) } ?? linter.lint(input)
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
        public private(set) var warnings = 0
        public init() {}

        public mutating func add(_ file: FileReport) {
            // Severities read in place: a loop over the findings copied each one out.
            for i in file.findings.indices {
                let severity = file.findings[i].severity
                if worst.map({ severity > $0 }) ?? true { worst = severity }
                if severity == .warning { warnings += 1 }
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
