import ArgumentParser
import CardlintKit
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
    /// ends here (a dry run), nil to go on linting.
    func apply(_ inputs: some Sequence<FileWalker.Input>, runner: LintRunner) -> Int32? {
        let factory = runner.factory
        guard fix || fixDryRun else { return nil }
        var wouldChange = false
        for input in inputs {
            let path = LintRunner.reportPath(input)
            if input.path == "-" && fix { Terminal.fail("--fix cannot write standard input; use --fix-dry-run to see the changes") }
            guard (try? runner.includes(input)) == true,
                  let linter = try? factory.linter(for: LintRunner.linterPath(input)) else { continue }
            let bytes = input.path == "-" ? Array(FileHandle.standardInput.readDataToEndOfFile())
                                          : FileManager.default.contents(atPath: input.path).map(Array.init)
            guard let bytes else { continue }
            let result = Fixer.fix(path: path, bytes: bytes, linter: linter, unsafe: unsafeFixes)
            guard result.changed else { continue }
            wouldChange = true
            if fixDryRun {
                print(UnifiedDiff.make(path: path, old: bytes, new: result.bytes), terminator: "")
            } else {
                do { try write(result.bytes, to: input.path) } catch { Terminal.fail("cannot write \(input.path): \(error)") }
                let n = result.applied.count
                Terminal.writeError("cardlint: fixed \(n) problem\(n == 1 ? "" : "s") in \(path): " + result.applied.joined(separator: "; "))
            }
        }
        return fixDryRun ? (wouldChange ? 1 : 0) : nil
    }

    /// Replaces the file through a temporary file beside it, keeping its permissions.
    func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).cardlint-fix")
        try Data(bytes).write(to: temporary)
        if let mode = attributes[.posixPermissions] { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path) }
        guard rename(temporary.path, path) == 0 else {
            let why = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError(why)
        }
    }
}
