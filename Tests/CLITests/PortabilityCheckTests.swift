import CardlintTestSupport
import Foundation
import Testing

/// Scripts/portability-check.sh runs an archive in other distributions' root file systems (root,
/// debootstrap: the release workflow does that, not `swift test`). What is tested here is what it
/// does before anything runs: every wrong argument stops it with status 2 and says why, and
/// `--glibc-floor` reads a binary's needs.
@Suite struct PortabilityCheckTests {
    let script = TestSupport.repoRoot + "/Scripts/portability-check.sh"

    func run(_ args: [String], in dir: String) throws -> CLIRunner.Result {
        try CLIRunner.run([script] + args, in: dir, stdin: nil, environment: [:], executable: "/bin/bash")
    }

    @Test(arguments: [
        ([], "usage: portability-check.sh"),
        (["--glibc-floor"], "usage: portability-check.sh"),
        (["--glibc-floor", "a", "b"], "usage: portability-check.sh"),
        (["--bogus", "x.tar.gz"], "usage: portability-check.sh"),
        (["--reference"], "usage: portability-check.sh"),
        (["--glibc-floor", "no-such-binary"], "no such binary: no-such-binary"),
        (["no-such.tar.gz"], "no such archive: no-such.tar.gz"),
        (["notes.txt"], "not a release archive (cardlint-VERSION-linux-ARCH.tar.gz): notes.txt"),
        (["--reference", "notes.txt", "a.tar.gz"], "the reference is not an executable file: notes.txt"),
        (["a.tar.gz", "empty"], "empty is not a root file system"),
        (["a.tar.gz", "/", "empty"], "empty is not a root file system"),
    ])
    func wrongArgumentsStopBeforeAnythingRuns(_ args: [String], _ message: String) throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("portability-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: tmp + "/empty", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        try Data("not an archive".utf8).write(to: URL(fileURLWithPath: tmp + "/a.tar.gz"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: tmp + "/notes.txt"))
        let r = try run(args, in: tmp)
        #expect(r.status == 2, "\(args): \(r.stdout) \(r.stderr)")
        #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
        #expect(r.stdout.isEmpty, "\(args): \(r.stdout)")
    }

    @Test func theGlibcFloorOfABinaryThatNeedsOnlyLibc() throws {
        let r = try run(["--glibc-floor", "/bin/true"], in: "/")
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "needs: libc.so.6 ", "\(r.stdout)")
        #expect(lines.count == 3 && lines[1].hasPrefix("glibc floor: GLIBC_2.") && lines[2] == "libstdc++ floor: ", "\(r.stdout)")
    }

    /// The test build links the system's ICU and the Swift runtime dynamically: not portable.
    @Test func aBinaryThatNeedsMoreThanGlibcIsRefused() throws {
        let r = try run(["--glibc-floor", CLIRunner.binary], in: "/")
        #expect(r.status == 1)
        #expect(r.stderr.contains("needs more than glibc, libstdc++ and libgcc_s: ") && r.stderr.contains("libswiftCore.so"), "\(r.stderr)")
    }

    /// Scripts/make-sysroot.sh checks its arguments before it fetches anything.
    @Test(arguments: [([], "usage: make-sysroot.sh DIR"), (["a", "b", "c"], "usage: make-sysroot.sh DIR"),
                      (["dir", "riscv64"], "unknown architecture 'riscv64' (x86_64 or aarch64)")])
    func makeSysrootRefusesWrongArguments(_ args: [String], _ message: String) throws {
        let r = try CLIRunner.run([TestSupport.repoRoot + "/Scripts/make-sysroot.sh"] + args, in: "/", stdin: nil, environment: [:],
                                  executable: "/bin/bash")
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }

    /// The release workflow builds both architectures with the same scripts, against the sysroot, and
    /// publishes nothing until each archive has passed the portability check.
    @Test func theReleaseWorkflowRunsTheCheckForBothArchitectures() throws {
        let yml = try String(contentsOfFile: TestSupport.repoRoot + "/.github/workflows/release.yml", encoding: .utf8)
        for runner in ["{arch: x86_64, runner: ubuntu-24.04}", "{arch: aarch64, runner: ubuntu-24.04-arm}"] {
            #expect(yml.components(separatedBy: runner).count == 3, "build and portability jobs: \(runner)")
        }
        #expect(yml.contains("run: Scripts/make-sysroot.sh /tmp/sysroot ${{ matrix.arch }}"))
        #expect(yml.contains("run: CARDLINT_SYSROOT=/tmp/sysroot JOBS=4 Scripts/package.sh --portable dist"))
        #expect(yml.contains("run: sudo Scripts/portability-check.sh dist/cardlint-*-linux-${{ matrix.arch }}.tar.gz /tmp/rootfs/*"))
        #expect(yml.contains("needs: [build, portability]"))
        #expect(yml.contains("uses: actions/attest-build-provenance@v4"))
    }
}
