import CardlintReading
import CardlintReport
import CardlintRules

/// `cardlint lint --fix`: applies the certain fixes to a file's bytes, linting again after each
/// pass (a fix can make another finding appear or go away) until nothing more applies.
public enum Fixer {
    public struct Result: Sendable {
        public var bytes: [UInt8]
        /// Titles of the fixes applied, in order.
        public var applied: [String]
        public var changed: Bool { !applied.isEmpty }
    }

    /// Passes at most (ESLint stops at 10 as well): fixes that undo each other cannot loop forever.
    static let maxPasses = 10

    /// The fixed bytes of `path`; a file that cannot be parsed is returned unchanged.
    public static func fix(path: String, bytes: [UInt8], linter: Linter, unsafe: Bool) -> Result {
        var current = bytes
        var applied: [String] = []
        for _ in 0..<maxPasses {
            guard case .report(let report) = linter.lint(path: path, bytes: current, explicit: true), !report.failed,
                  let root = try? JSONParser.parse(current).value else { break }
            let fixes = report.findings.compactMap { FixPlanner.plan($0, bytes: current, root: root) }
                .filter { !$0.isSnippet && ($0.safe || unsafe) }
            let pass = FixPlanner.apply(fixes, to: current)
            guard !pass.applied.isEmpty, pass.bytes != current else { break }
            // A fix whose result no longer parses is never written.
            guard (try? JSONParser.parse(pass.bytes)) != nil else { break }
            current = pass.bytes
            applied += pass.applied.map(\.title)
        }
        return Result(bytes: current, applied: applied)
    }
}
