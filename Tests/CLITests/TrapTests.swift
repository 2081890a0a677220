import CardlintTestSupport
import Foundation
import Testing

/// The smaller traps of #29 item 5 that the CLI owns: colour on a dumb terminal, `--stdin-filename`
/// without `-`, `--shard`'s help.
@Suite struct TrapTests {
    /// On a real terminal (a pseudo-terminal from util-linux `script`), TERM=dumb means no colour;
    /// another TERM keeps it (so the test can fail).
    @Test(arguments: [("dumb", false), ("xterm-256color", true)])
    func aDumbTerminalGetsNoColour(_ c: (term: String, colored: Bool)) throws {
        let dir = try CLIContractTests.tempDir()
        try CLIContractTests.warningCard.write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
        let command = "'\(CLIRunner.binary)' lint card.json"
        let r = try CLIRunner.run(["-qec", command, "/dev/null"], in: dir, stdin: nil,
                                  environment: ["TERM": c.term, "NO_COLOR": "", "FORCE_COLOR": ""], executable: "/usr/bin/script")
        #expect(r.stdout.contains("warning"), "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("\u{1B}[") == c.colored, "\(c.term): \(r.stdout)")
    }

    /// Without `-` among the paths, `--stdin-filename` is a usage error (it used to lint the folder).
    @Test func stdinFilenameWithoutDashIsAUsageError() throws {
        let dir = try CLIContractTests.tempDir()
        try CLIContractTests.warningCard.write(toFile: dir + "/other.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["lint", "--stdin-filename", "card.json"], in: dir, stdin: CLIContractTests.cleanCard)
        #expect(r.status == 2)
        #expect(r.stderr.contains("--stdin-filename card.json names standard input: pass - as the path"), "\(r.stderr)")
        #expect(!r.stdout.contains("other.json"))
        let ok = try CLIRunner.run(["lint", "-", "--stdin-filename", "card.json"], in: dir, stdin: CLIContractTests.cleanCard)
        #expect(ok.status == 0, "\(ok.stdout) \(ok.stderr)")
    }

    @Test func shardHelpShowsTheOptionsForm() throws {
        let r = try CLIRunner.run(["lint", "--help"], in: TestSupport.repoRoot, stdin: nil)
        #expect(r.stdout.contains("(default: 1/1)"), "\(r.stdout)")
        #expect(!r.stdout.contains("Shard("))
    }
}
