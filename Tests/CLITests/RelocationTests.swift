import CardlintKit
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// An installed binary finds its data relative to itself: a copy of the built binary in
/// `PREFIX/bin` with the data in `PREFIX/share/cardlint/rules`, run from an unrelated working
/// directory without `CARDLINT_RULES`, lints with that data (what `Scripts/install.sh` lays out).
@Suite struct RelocationTests {
    @Test func aMovedBinaryUsesTheDataBesideIt() throws {
        let fm = FileManager.default
        let tmp = fm.temporaryDirectory.appendingPathComponent("reloc-\(UUID().uuidString)").path
        let prefix = tmp + "/prefix", work = tmp + "/work"
        try fm.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix + "/share/cardlint", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: tmp) }
        try fm.copyItem(atPath: CLIRunner.binary, toPath: prefix + "/bin/cardlint")
        try fm.copyItem(atPath: TestSupport.rulesRoot, toPath: prefix + "/share/cardlint/rules")
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "https://example.com/a.png"}]}"#
        try card.write(toFile: work + "/card.json", atomically: true, encoding: .utf8)
        let noOverride = ["CARDLINT_RULES": ""]

        let version = try CLIRunner.run(["--version"], in: work, stdin: nil, environment: noOverride, executable: prefix + "/bin/cardlint")
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("cardlint "))
        #expect(version.stdout.contains("data "))
        #expect(version.stdout.hasSuffix(" " + prefix + "/share/cardlint/rules\n"), "\(version.stdout)")

        let lint = try CLIRunner.run(["lint", "card.json"], in: work, stdin: nil, environment: noOverride, executable: prefix + "/bin/cardlint")
        #expect(lint.status == 1, "stderr: \(lint.stderr)")
        #expect(lint.stdout.contains("card.json:1:53: error [image-missing-alt-text]"), "\(lint.stdout)")

        // A rule the copied data lacks is gone from the moved binary's run: it really reads that copy.
        try fm.removeItem(atPath: prefix + "/share/cardlint/rules/accessibility/image-missing-alt-text.yaml")
        let edited = try CLIRunner.run(["lint", "card.json"], in: work, stdin: nil, environment: noOverride, executable: prefix + "/bin/cardlint")
        #expect(!edited.stdout.contains("image-missing-alt-text"), "\(edited.stdout)")
    }

    @Test func versionNamesTheDataHash() throws {
        let r = try CLIRunner.run(["--version"], in: TestSupport.repoRoot, stdin: nil)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("cardlint 0.") == true)
        let data = lines.last.map { $0.split(separator: " ") } ?? []
        #expect(data.count == 3 && data[0] == "data" && data[1].count == 16 && data[2] == TestSupport.rulesRoot[...])
    }

    /// `--version` reads the hash `Scripts/install.sh` stamps into the data folder instead of hashing
    /// the folder on every run; without a stamp (a checkout) it computes the same value.
    @Test func versionReadsTheStampWrittenWhenPackaging() throws {
        let fm = FileManager.default
        let tmp = fm.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)").path
        defer { try? fm.removeItem(atPath: tmp) }
        let install = try CLIRunner.run(["-c", "\"$0\" \"$1\" >/dev/null 2>&1", TestSupport.repoRoot + "/Scripts/install.sh", tmp],
                                        in: TestSupport.repoRoot, stdin: nil, environment: ["CARDLINT_BINARY": CLIRunner.binary],
                                        executable: "/bin/bash")
        #expect(install.status == 0, "\(install.stderr)")
        let rules = tmp + "/share/cardlint/rules"
        let stamp = try String(contentsOfFile: rules + "/" + CardlintVersion.stampName, encoding: .utf8)
        #expect(stamp == CardlintVersion.dataHash(root: TestSupport.rulesRoot) + "\n")
        #expect(CardlintVersion.dataHash(root: rules) + "\n" == stamp)   // the stamp (and the YAML image) are not hashed
        // The YAML parsed when packaging: an image of every YAML file, and the same findings as from the YAML.
        #expect(DataFiles(root: rules).imageCount == (try YAMLImage.files(root: TestSupport.rulesRoot)).count)
        let card = TestSupport.repoRoot + "/corpus/samples/expense-approval.json"
        let packed = try CLIRunner.run(["lint", card, "--format", "sarif"], in: tmp, stdin: nil, environment: ["CARDLINT_RULES": rules])
        let parsed = try CLIRunner.run(["lint", card, "--format", "sarif"], in: tmp, stdin: nil, environment: ["CARDLINT_RULES": TestSupport.rulesRoot])
        #expect(packed.stdout.contains("\"results\"") && packed.stdout == parsed.stdout && packed.status == parsed.status)
        try "0123456789abcdef\n".write(toFile: rules + "/" + CardlintVersion.stampName, atomically: true, encoding: .utf8)
        let version = try CLIRunner.run(["--version"], in: tmp, stdin: nil, environment: ["CARDLINT_RULES": ""], executable: tmp + "/bin/cardlint")
        #expect(version.stdout == "cardlint \(CardlintVersion.current)\ndata 0123456789abcdef \(rules)\n")
    }
}
