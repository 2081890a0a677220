import CardlintTestSupport
import Foundation
import Testing

/// The pre-commit hooks (.pre-commit-hooks.yaml) as pre-commit runs them when a commit changes only a
/// template's data file (#29): the data file is passed (the hooks exclude no data files), and cardlint
/// lints the template beside it.
@Suite struct PreCommitHookTests {
    static let hooks = (try? String(contentsOfFile: TestSupport.repoRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)) ?? ""

    @Test func hooksInstallThePythonWheelAndPassDataFiles() {
        #expect(Self.hooks.contains("language: python"))
        #expect(!Self.hooks.contains("language: swift"))
        #expect(!Self.hooks.split(separator: "\n").contains { $0.hasPrefix("  exclude:") }, "a data-only commit must reach the hook")
        #expect(Self.hooks.contains("types: [json]"))
    }

    @Test(arguments: ["offer.data.json", "offer.data.alice.json", "OFFER.Data.json"])
    func aChangedDataFileLintsItsTemplate(_ dataName: String) throws {
        let dir = try CLIContractTests.tempDir()
        let template = dataName.hasPrefix("OFFER") ? "OFFER.json" : "offer.json"
        try #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "${url}"}]}"#
            .write(toFile: dir + "/" + template, atomically: true, encoding: .utf8)
        try #"{"url": "https://example.com/a.png"}"#.write(toFile: dir + "/" + dataName, atomically: true, encoding: .utf8)
        let entry = ["lint", "--force-exclude", "--skip-non-cards", "--no-error-on-unmatched-pattern"]
        let r = try CLIRunner.run(entry + [dataName], in: dir, stdin: nil)
        #expect(r.status == 1, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("\(template):1:") && r.stdout.contains("image-missing-alt-text"), "\(r.stdout)")
        // Both named: the template is linted once.
        let both = try CLIRunner.run(entry + [template, dataName], in: dir, stdin: nil)
        #expect(both.stdout.components(separatedBy: "image-missing-alt-text").count == 2 && both.stdout.contains("in 1 file"), "\(both.stdout)")
    }

    @Test func aDataFileWithoutItsTemplateIsSkippedNotAnError() throws {
        let dir = try CLIContractTests.tempDir()
        try #"{"url": "x"}"#.write(toFile: dir + "/lonely.data.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["lint", "--force-exclude", "--skip-non-cards", "--no-error-on-unmatched-pattern", "lonely.data.json"],
                                  in: dir, stdin: nil)
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
    }
}
