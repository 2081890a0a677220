import CardlintTestSupport
import Foundation
import Testing

/// cardlint runs where /proc is not mounted (a minimal chroot or container): linting many files
/// in parallel gives the same output as with /proc. (Dispatch's global queues trapped there: their
/// pool monitor reads /proc/<tid>/stat.) /proc is hidden by an empty folder bound over it in a
/// mount namespace of its own.
@Suite struct NoProcTests {
    static let empty: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-noproc-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }()

    static func hidden(_ command: String) -> [String] {
        ["-m", "sh", "-c", "mount --bind \"$0\" /proc && [ ! -e /proc/self ] && exec \"$@\"", empty, command]
    }

    static let unshareWorks = CLIRunner.succeeds("/usr/bin/unshare", hidden("true"))

    @Test(.enabled(if: unshareWorks, "needs `unshare -m` and mount (root)"))
    func manyFilesWithoutProc() throws {
        let corpus = TestSupport.repoRoot + "/corpus"
        let args = ["lint", corpus, "--format", "json"]
        let withProc = try CLIRunner.run(args, in: TestSupport.repoRoot, stdin: nil)
        #expect(withProc.stdout.contains("\"findings\""))
        // Several runs: the trap came from a monitor thread's timing, not on every run.
        for _ in 0..<5 {
            let without = try CLIRunner.run(Self.hidden(CLIRunner.binary) + args, in: TestSupport.repoRoot, stdin: nil,
                                            executable: "/usr/bin/unshare")
            #expect(without.status == withProc.status, "stderr: \(without.stderr.prefix(2_000))")
            #expect(without.stdout == withProc.stdout)
        }
    }
}
