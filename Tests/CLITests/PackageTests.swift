import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

/// Scripts/package.sh packs a binary (here the debug one, through CARDLINT_BINARY: no release
/// build) with its data, LICENSE and README into an archive that works wherever it is unpacked.
@Suite struct PackageTests {
    func sh(_ command: String, in dir: String, env: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(["-c", command], in: dir, stdin: nil, environment: ["CARDLINT_RULES": ""].merging(env) { $1 },
                          executable: "/bin/bash")
    }

    @Test func theArchiveUnpacksIntoAWorkingInstall() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: tmp + "/unpacked", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let made = try sh("\"\(TestSupport.repoRoot)/Scripts/package.sh\" \"\(tmp)/dist\"", in: tmp, env: ["CARDLINT_BINARY": CLIRunner.binary])
        #expect(made.status == 0, "\(made.stderr)")
        let name = "cardlint-\(CardlintVersion.current)-linux-\(try sh("uname -m", in: tmp).stdout.trimmingCharacters(in: .whitespacesAndNewlines))"
        #expect(made.stdout == "\(tmp)/dist/\(name).tar.gz\n")

        let check = try sh("sha256sum -c \(name).tar.gz.sha256", in: tmp + "/dist")
        #expect(check.status == 0 && check.stdout.contains("OK"), "\(check.stdout) \(check.stderr)")

        let list = try sh("tar -tzf dist/\(name).tar.gz", in: tmp).stdout.split(separator: "\n").map(String.init)
        for entry in ["\(name)/bin/cardlint", "\(name)/LICENSE", "\(name)/README.md", "\(name)/share/cardlint/rules/tags.yaml",
                      "\(name)/share/cardlint/rules/.yaml-image", "\(name)/share/cardlint/rules/metrics/.metric-image",
                      "\(name)/share/cardlint/rules/.data-hash"] {
            #expect(list.contains(entry), "missing \(entry)")
        }
        #expect(list.allSatisfy { $0.hasPrefix(name + "/") })

        _ = try sh("tar -xzf ../dist/\(name).tar.gz", in: tmp + "/unpacked")
        let version = try CLIRunner.run(["--version"], in: tmp, stdin: nil, environment: ["CARDLINT_RULES": ""],
                                        executable: "\(tmp)/unpacked/\(name)/bin/cardlint")
        let dataHash = CardlintVersion.dataHash(root: TestSupport.rulesRoot)
        #expect(version.stdout == "cardlint \(CardlintVersion.current)\ndata \(dataHash) \(tmp)/unpacked/\(name)/share/cardlint/rules\n")
    }

    @Test func packingTwiceGivesTheSameBytes() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let script = "\"\(TestSupport.repoRoot)/Scripts/package.sh\""
        _ = try sh("\(script) a && sleep 1 && \(script) b", in: tmp, env: ["CARDLINT_BINARY": CLIRunner.binary])
        let r = try sh("cmp a/*.tar.gz b/*.tar.gz && diff <(cut -d' ' -f1 a/*.sha256) <(cut -d' ' -f1 b/*.sha256)", in: tmp)
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
    }
}
