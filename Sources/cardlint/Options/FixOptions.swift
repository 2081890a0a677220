import ArgumentParser
import CardlintKit
import CardlintReading
import Foundation

/// `--fix`, `--fix-dry-run`, `--unsafe-fixes` and `--stdin-filename`.
struct FixOptions: ParsableArguments {
    @Flag(help: "Apply the certain fixes to the files (byte-precise edits), then report what is left.")
    var fix = false

    @Flag(name: .customLong("fix-dry-run"), help: "Print the fixes as a unified diff instead of writing them; exit 1 when a file would change.")
    var fixDryRun = false

    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix or --fix-dry-run, also apply fixes that may change what the author meant (a raised version, a heading, a suggested value).")
    var unsafeFixes = false

    @Option(name: .customLong("stdin-filename"), help: ArgumentHelp("Report standard input (-) as this file, and find its config and data files from its folder.", valueName: "name"))
    var stdinFilename: String?

    func validate() throws {
        if fix && fixDryRun { throw ValidationError("--fix and --fix-dry-run exclude each other") }
        if unsafeFixes && !fix && !fixDryRun { throw ValidationError("--unsafe-fixes goes with --fix or --fix-dry-run") }
    }

    /// The input as the walk gives it, with standard input named by `--stdin-filename`.
    func named(_ input: FileWalker.Input) -> FileWalker.Input {
        var named = input
        if input.path == "-" { named.stdinName = stdinFilename }
        return named
    }

    /// Applies (or, dry, prints) the fixes before the lint; returns the exit code when the run
    /// ends here (a dry run), nil to go on linting. A file that cannot be fixed (a link, read-only,
    /// too large, …) is named on standard error and sets `refused`: the run exits 2 once the other
    /// files are fixed and reported. The dry run refuses exactly what `--fix` would.
    func apply(_ inputs: some Sequence<FileWalker.Input>, runner: LintRunner, allowOutside: Bool, refused: inout Bool) -> Int32? {
        let factory = runner.factory
        guard fix || fixDryRun else { return nil }
        var wouldChange = false
        for input in inputs {
            let path = LintRunner.reportPath(input)
            if input.path == "-" && fix { Terminal.fail("--fix cannot write standard input; use --fix-dry-run to see the changes") }
            // Found in a folder but not a regular file, or a link out of it: lint skips and counts it; so does --fix.
            guard !input.skip, (try? runner.includes(input)) == true,
                  let linter = try? factory.linter(for: LintRunner.linterPath(input)) else { continue }
            let limit = linter.settings.fileSizeLimit
            var target: FixTarget?
            let read: Result<[UInt8], FixTarget.Refusal>
            if input.path == "-" {
                read = FileBytes.readStream(STDIN_FILENO, limit: limit).mapError { FixTarget.Refusal.read($0) }
            } else if input.explicit, !allowOutside, PathContainment.leavesTree(explicit: input.path) {
                read = .failure(.linkOutOfTree(PathContainment.treeOfExplicitFile(input.path)))
            } else {
                read = FixTarget.open(input.path, limit: limit).map { target = $0; return $0.bytes }
            }
            let bytes: [UInt8]
            switch read {
            case .success(let b): bytes = b
            case .failure(let why):
                Terminal.writeError("cardlint: error: cannot fix \(ControlEscape.escape(path)): \(why)")
                refused = true
                continue
            }
            let result = Fixer.fix(path: path, bytes: bytes, linter: linter, unsafe: unsafeFixes)
            guard result.changed else { continue }
            wouldChange = true
            if let why = target?.writeRefusal {
                Terminal.writeError("cardlint: error: cannot fix \(ControlEscape.escape(path)): \(why)")
                refused = true
            } else if fixDryRun {
                print(UnifiedDiff.make(path: path, old: bytes, new: result.bytes), terminator: "")
            } else if let target {
                if let why = target.replace(with: result.bytes) {
                    Terminal.writeError("cardlint: error: cannot fix \(ControlEscape.escape(path)): \(why)")
                    refused = true
                    continue
                }
                let n = result.applied.count
                Terminal.writeError("cardlint: fixed \(n) problem\(n == 1 ? "" : "s") in \(ControlEscape.escape(path)): " + result.applied.joined(separator: "; "))
            }
        }
        guard fixDryRun else { return nil }
        return refused ? 2 : wouldChange ? 1 : 0
    }
}
