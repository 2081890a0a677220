import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

/// The Action's default install: the release archive for the runner, downloaded (here from a local
/// folder through a file:// CARDLINT_RELEASE_BASE, as a release would serve it), checked against its
/// .sha256 and unpacked into the cached prefix. Nothing is built.
@Suite struct ActionDownloadTests {
    let fm = FileManager.default
    let tmp: String
    let arch: String

    init() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("action-dl-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        for f in ["output", "path"] { try Data().write(to: URL(fileURLWithPath: tmp + "/" + f)) }
        arch = try CLIRunner.run(["-c", "uname -m"], in: tmp, stdin: nil, executable: "/bin/bash").stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var archiveName: String { "cardlint-\(CardlintVersion.current)-linux-\(arch).tar.gz" }
    func read(_ name: String) -> String { (try? String(contentsOfFile: tmp + "/" + name, encoding: .utf8)) ?? "" }

    /// A release folder made by Scripts/package.sh from the debug binary.
    func release() throws -> String {
        let made = try CLIRunner.run([TestSupport.repoRoot + "/Scripts/package.sh", tmp + "/release"], in: tmp, stdin: nil,
                                     environment: ["CARDLINT_BINARY": CLIRunner.binary, "CARDLINT_RULES": ""], executable: "/bin/bash")
        #expect(made.status == 0, "\(made.stderr)")
        return tmp + "/release"
    }

    func install(_ prefix: String, env: [String: String]) throws -> CLIRunner.Result {
        var e = ["CARDLINT_RULES": "", "GITHUB_OUTPUT": tmp + "/output", "GITHUB_PATH": tmp + "/path", "RUNNER_TEMP": tmp,
                 "PATH": "/usr/bin:/bin", "GH_TOKEN": ""]
        for (k, v) in env { e[k] = v }
        return try CLIRunner.run([TestSupport.repoRoot + "/action/install.sh", "install", prefix], in: tmp, stdin: nil,
                                 environment: e, executable: "/bin/bash")
    }

    @Test func downloadsVerifiesAndInstallsTheArchive() throws {
        let base = "file://" + (try release())
        let prefix = tmp + "/tool cache/cardlint"
        let r = try install(prefix, env: ["CARDLINT_RELEASE_BASE": base, "INPUT_VERSION": "v" + CardlintVersion.current])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("downloading \(base)/\(archiveName)"), "\(r.stdout)")
        #expect(r.stdout.contains(" OK\ncardlint: build provenance not checked (no gh on PATH or no GH_TOKEN); the sha256 was\ncardlint \(CardlintVersion.current)\n"),
                "\(r.stdout)")
        #expect(read("path") == prefix + "/bin\n")
        let v = try CLIRunner.run(["--version"], in: tmp, stdin: nil, environment: ["CARDLINT_RULES": ""], executable: prefix + "/bin/cardlint")
        #expect(v.stdout.contains("data ") && v.stdout.contains(prefix + "/share/cardlint/rules"), "\(v.stdout)")
        // A cache hit that runs downloads nothing (the release folder is gone).
        try fm.removeItem(atPath: tmp + "/release")
        let again = try install(prefix, env: ["CARDLINT_RELEASE_BASE": base, "CACHE_HIT": "true"])
        #expect(again.status == 0 && again.stdout.contains("restored from the cache"), "\(again.stdout) \(again.stderr)")
    }

    @Test func aTamperedArchiveIsNotInstalled() throws {
        let dir = try release()
        let handle = try #require(FileHandle(forWritingAtPath: dir + "/" + archiveName))
        try handle.seekToEnd(); try handle.write(contentsOf: Data([0])); try handle.close()
        let prefix = tmp + "/prefix"
        let r = try install(prefix, env: ["CARDLINT_RELEASE_BASE": "file://" + dir])
        #expect(r.status == 2)
        #expect(r.stderr.contains("checksum mismatch for \(archiveName)"), "\(r.stderr)")
        #expect(!fm.fileExists(atPath: prefix + "/bin/cardlint"))
        #expect(read("path").isEmpty)
    }

    /// A fake `gh` on PATH: records its arguments and exits with `status` (the real one asks GitHub's
    /// attestations API whether the archive's digest was signed by the release workflow).
    func fakeGh(status: Int) throws -> String {
        let bin = tmp + "/fake-bin"
        try fm.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = "#!/bin/sh\necho \"$@\" > '\(tmp)/gh-args'\necho 'no attestations found' >&2\nexit \(status)\n"
        try script.write(toFile: bin + "/gh", atomically: true, encoding: .utf8)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/gh")
        return bin + ":/usr/bin:/bin"
    }

    @Test func theArchiveMustCarryTheReleaseWorkflowsAttestation() throws {
        let dir = try release()
        let path = try fakeGh(status: 0)
        let ok = try install(tmp + "/ok", env: ["CARDLINT_RELEASE_BASE": "file://" + dir, "PATH": path, "GH_TOKEN": "t"])
        #expect(ok.status == 0, "\(ok.stdout) \(ok.stderr)")
        #expect(ok.stdout.contains("build provenance verified (cardlint/cardlint release workflow)"), "\(ok.stdout)")
        let args = read("gh-args")
        #expect(args.hasPrefix("attestation verify /"), "\(args)")
        #expect(args.hasSuffix("/\(archiveName) --repo cardlint/cardlint --signer-workflow cardlint/cardlint/.github/workflows/release.yml\n"), "\(args)")

        let unsigned = try install(tmp + "/unsigned", env: ["CARDLINT_RELEASE_BASE": "file://" + dir, "PATH": try fakeGh(status: 1),
                                                            "GH_TOKEN": "t"])
        #expect(unsigned.status == 2)
        #expect(unsigned.stderr.contains("\(archiveName) has no valid build-provenance attestation from cardlint/cardlint's release workflow:\nno attestations found"),
                "\(unsigned.stderr)")
        #expect(!fm.fileExists(atPath: tmp + "/unsigned/bin/cardlint"))
    }

    @Test func withoutGhTheProvenanceIsNotCheckedUnlessRequired() throws {
        let dir = try release()
        let plain = try install(tmp + "/plain", env: ["CARDLINT_RELEASE_BASE": "file://" + dir])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("build provenance not checked (no gh on PATH or no GH_TOKEN); the sha256 was"), "\(plain.stdout)")
        let required = try install(tmp + "/required", env: ["CARDLINT_RELEASE_BASE": "file://" + dir, "CARDLINT_ATTESTATION": "require",
                                                            "PATH": try fakeGh(status: 0)])
        #expect(required.status == 2)
        #expect(required.stderr.contains("cannot check the build provenance: needs gh on PATH and GH_TOKEN"), "\(required.stderr)")
        #expect(!fm.fileExists(atPath: tmp + "/required/bin/cardlint"))
    }

    @Test func aMissingReleaseSaysHowToBuildInstead() throws {
        let r = try install(tmp + "/prefix", env: ["CARDLINT_RELEASE_BASE": "file://" + tmp + "/nothing-here", "INPUT_VERSION": "9.9.9"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("is 9.9.9 released? set build-from-source: true"), "\(r.stderr)")
    }

    @Test(arguments: [["INPUT_VERSION": "latest"], ["INPUT_VERSION": "1.0; rm -rf /"], ["INPUT_VERSION": "../../x"],
                      ["INPUT_BUILD_FROM_SOURCE": "yes"], ["INPUT_UPLOAD_SARIF": "True"], ["RUNNER_ARCH": "s390x"]])
    func badInstallInputsFailThePlan(_ env: [String: String]) throws {
        var e = ["GITHUB_OUTPUT": tmp + "/output", "CARDLINT_RULES": ""]
        for (k, v) in env { e[k] = v }
        let r = try CLIRunner.run([TestSupport.repoRoot + "/action/install.sh", "plan"], in: tmp, stdin: nil, environment: e,
                                  executable: "/bin/bash")
        #expect(r.status == 2, "\(env): \(r.stdout)")
        #expect(r.stdout.hasPrefix("::error title=cardlint action::"), "\(r.stdout)")
        #expect(read("output").isEmpty)
    }

    @Test func thePlanKeysTheCacheByVersionAndArchitecture() throws {
        let r = try CLIRunner.run([TestSupport.repoRoot + "/action/install.sh", "plan"], in: tmp, stdin: nil,
                                  environment: ["GITHUB_OUTPUT": tmp + "/output", "RUNNER_ARCH": "ARM64", "RUNNER_OS": "Linux",
                                                "RUNNER_TOOL_CACHE": tmp + "/tc", "INPUT_VERSION": "1.2.3"], executable: "/bin/bash")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(read("output") == "version=1.2.3\nmode=release\nprefix=\(tmp)/tc/cardlint/1.2.3-release-aarch64\nkey=cardlint-Linux-ARM64-1.2.3-release-aarch64\n")
    }

    /// action.yml hands inputs to the scripts through the environment only: an expression in a
    /// `run:` line would be pasted into the shell before it runs (script injection).
    @Test func actionYMLInterpolatesNothingIntoShell() throws {
        let yml = try String(contentsOfFile: TestSupport.repoRoot + "/action.yml", encoding: .utf8)
        let runs = yml.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("run:") }
        #expect(runs.count == 4)
        for line in runs { #expect(!line.contains("${{"), "\(line)") }
        #expect(yml.contains("github/codeql-action/upload-sarif@v4"))
        for input in ["version:", "args:", "build-from-source:"] { #expect(yml.contains("\n  \(input)\n")) }
    }
}
