import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

/// The GitHub Action's steps (action/*.sh, called by action.yml) run here with fake
/// GITHUB_OUTPUT / GITHUB_PATH / GITHUB_STEP_SUMMARY files and the debug binary; nothing is built
/// (a fake `swift` on PATH fails the test if a script tries).
@Suite struct ActionTests {
    let fm = FileManager.default
    let tmp: String

    init() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("action-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: tmp + "/fakebin", withIntermediateDirectories: true)
        let fake = "#!/bin/sh\ntouch \"\(tmp)/swift-was-run\"\nexit 1\n"
        try fake.write(toFile: tmp + "/fakebin/swift", atomically: true, encoding: .utf8)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tmp + "/fakebin/swift")
        for f in ["output", "path", "summary"] { try Data().write(to: URL(fileURLWithPath: tmp + "/" + f)) }
    }

    var swiftWasRun: Bool { fm.fileExists(atPath: tmp + "/swift-was-run") }
    func read(_ name: String) -> String { (try? String(contentsOfFile: tmp + "/" + name, encoding: .utf8)) ?? "" }
    /// `key=value` lines of the fake GITHUB_OUTPUT.
    var outputs: [String: String] {
        Dictionary(read("output").split(separator: "\n").compactMap { line in
            line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
        }, uniquingKeysWith: { $1 })
    }

    func script(_ name: String, _ args: [String], env: [String: String] = [:], in dir: String? = nil) throws -> CLIRunner.Result {
        var e = ["CARDLINT_RULES": "", "GITHUB_OUTPUT": tmp + "/output", "GITHUB_PATH": tmp + "/path", "GITHUB_STEP_SUMMARY": tmp + "/summary",
                 "RUNNER_TEMP": tmp, "PATH": tmp + "/fakebin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        for (k, v) in env { e[k] = v }
        return try CLIRunner.run([TestSupport.repoRoot + "/action/" + name] + args, in: dir ?? tmp, stdin: nil, environment: e,
                                 executable: "/bin/bash")
    }

    /// A prefix laid out as Scripts/install.sh lays it out, with the debug binary.
    func installedPrefix() throws -> String {
        let prefix = tmp + "/prefix"
        try fm.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix + "/share/cardlint", withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLIRunner.binary, toPath: prefix + "/bin/cardlint")
        try fm.copyItem(atPath: TestSupport.rulesRoot, toPath: prefix + "/share/cardlint/rules")
        return prefix
    }

    @Test func planNamesVersionPrefixAndKey() throws {
        let env = ["RUNNER_TOOL_CACHE": tmp + "/tools", "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "INPUT_BUILD_FROM_SOURCE": "true"]
        let r = try script("install.sh", ["plan"], env: env)
        #expect(r.status == 0, "\(r.stderr)")
        let o = outputs
        #expect(o["version"] == CardlintVersion.current)
        #expect(o["mode"] == "source")
        let prefix = try #require(o["prefix"])
        #expect(prefix.hasPrefix(tmp + "/tools/cardlint/\(CardlintVersion.current)-"))
        let key = try #require(o["key"])
        #expect(key.hasPrefix("cardlint-Linux-X64-\(CardlintVersion.current)-"))
        #expect(key.hasSuffix(String(prefix.suffix(16))))
        // The same tree gives the same key (a cache can hit).
        try "".write(toFile: tmp + "/output", atomically: true, encoding: .utf8)
        _ = try script("install.sh", ["plan"], env: env)
        #expect(outputs["key"] == key)
    }

    @Test func badArgumentsAreUsageErrors() throws {
        for args in [[], ["install"], ["install", ""], ["frobnicate"], ["plan", "extra"], ["install", "a", "b"]] {
            let r = try script("install.sh", args)
            #expect(r.status == 2, "\(args): \(r.status)")
            #expect(r.stderr.contains("usage: install.sh"), "\(args): \(r.stderr)")
        }
        let noOutput = try script("install.sh", ["plan"], env: ["GITHUB_OUTPUT": ""])
        #expect(noOutput.status == 2 && noOutput.stderr.contains("GITHUB_OUTPUT"))
        #expect(!swiftWasRun)
    }

    @Test func aCacheHitBuildsNothing() throws {
        let prefix = try installedPrefix()
        let r = try script("install.sh", ["install", prefix], env: ["CACHE_HIT": "true", "INPUT_BUILD_FROM_SOURCE": "true"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("restored from the cache: cardlint \(CardlintVersion.current)"), "\(r.stdout)")
        #expect(read("path") == prefix + "/bin\n")
        #expect(!swiftWasRun)
    }

    @Test func aMissInstallsIntoThePrefix() throws {
        // CARDLINT_BINARY stands in for the release build Scripts/install.sh would make.
        let prefix = tmp + "/fresh prefix"
        let r = try script("install.sh", ["install", prefix], env: ["CACHE_HIT": "", "CARDLINT_BINARY": CLIRunner.binary, "INPUT_BUILD_FROM_SOURCE": "true"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(read("path") == prefix + "/bin\n")
        #expect(fm.isExecutableFile(atPath: prefix + "/bin/cardlint"))
        #expect(fm.fileExists(atPath: prefix + "/share/cardlint/rules/tags.yaml"))
        #expect(r.stdout.contains("data ") && r.stdout.contains(prefix + "/share/cardlint/rules"), "\(r.stdout)")
        #expect(!swiftWasRun)
        // A cache entry that does not run (here: no binary) is rebuilt, not trusted.
        let broken = tmp + "/broken"
        try fm.createDirectory(atPath: broken + "/bin", withIntermediateDirectories: true)
        let again = try script("install.sh", ["install", broken], env: ["CACHE_HIT": "true", "CARDLINT_BINARY": CLIRunner.binary, "INPUT_BUILD_FROM_SOURCE": "true"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stdout.contains("restored from the cache"))
        #expect(fm.isExecutableFile(atPath: broken + "/bin/cardlint"))
    }

    /// A repository with one card that has an error and one that is clean.
    func repository() throws -> String {
        let repo = tmp + "/repo"
        try fm.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: repo + "/cards/more", withIntermediateDirectories: true)
        try #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "https://example.com/a.png"}]}"#
            .write(toFile: repo + "/cards/a.json", atomically: true, encoding: .utf8)
        try #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hello", "wrap": true}]}"#
            .write(toFile: repo + "/cards/more/b.json", atomically: true, encoding: .utf8)
        return repo
    }

    @Test func runWritesSARIFSummaryAnnotationsAndTheExitCode() throws {
        let repo = try repository()
        let r = try script("run.sh", [], env: ["CARDLINT": CLIRunner.binary, "INPUT_PATHS": "cards/a.json\n  cards/more  \n",
                                               "INPUT_FORMAT": "github", "INPUT_FAIL_ON": "error", "INPUT_CATEGORY": "cards"], in: repo)
        #expect(r.status == 0, "\(r.stderr)")
        let o = outputs
        #expect(o["exit-code"] == "1")
        let sarifPath = try #require(o["sarif-file"])
        #expect(sarifPath == tmp + "/cardlint.sarif")
        let sarif = try String(contentsOfFile: sarifPath, encoding: .utf8)
        #expect(sarif.contains("\"id\": \"cards/\""))
        #expect(sarif.contains("\"uri\": \"cards/a.json\""))
        #expect(read("summary").contains("## cardlint report"))
        #expect(read("summary").contains("image-missing-alt-text"))
        #expect(r.stdout.contains("::error file=cards/a.json,line=1"), "\(r.stdout)")
        #expect(r.stdout.contains("1 error") && r.stdout.contains("in 1 file"), "\(r.stdout)")
        #expect(!swiftWasRun)
    }

    @Test func runPassesFailOnAndSpaceSeparatedPaths() throws {
        let repo = try repository()
        let r = try script("run.sh", [], env: ["CARDLINT": CLIRunner.binary, "INPUT_PATHS": "cards/more", "INPUT_FORMAT": "text",
                                               "INPUT_FAIL_ON": "error", "INPUT_CATEGORY": "x"], in: repo)
        #expect(r.status == 0)
        #expect(outputs["exit-code"] == "0", "\(r.stdout)")
        #expect(r.stdout.contains("1 file"), "\(r.stdout)")
    }

    @Test func aConfigErrorIsReportedNotUploaded() throws {
        let repo = try repository()
        let r = try script("run.sh", [], env: ["CARDLINT": CLIRunner.binary, "INPUT_PATHS": "cards", "INPUT_FORMAT": "github",
                                               "INPUT_CONFIG": "missing.yml", "INPUT_CATEGORY": "x"], in: repo)
        #expect(r.status == 0)
        #expect(outputs["exit-code"] == "2")
        #expect(outputs["sarif-file"] == nil)
        #expect(read("summary").contains("could not run (exit status 2)"))
        #expect(r.stderr.contains("missing.yml"), "\(r.stderr)")
    }

    @Test(arguments: [("0", Int32(0)), ("1", 1), ("2", 2), ("", 2), ("x", 2)])
    func finishFailsWithCardlintsStatus(_ c: (code: String, status: Int32)) throws {
        let r = try script("finish.sh", [], env: ["EXIT_CODE": c.code])
        #expect(r.status == c.status, "\(c.code): \(r.stderr)")
    }
}
