import CardlintTestSupport
import Foundation
import Testing

/// What the CLI promises beyond one command's output: `init` writes a config `lint` accepts,
/// colour follows --color, NO_COLOR and FORCE_COLOR, `rules` lists every rule, help examples exist.
@Suite struct CLIContractTests {
    static func tempDir() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static let cleanCard = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hello", "wrap": true}]}"#
    static let warningCard = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Input.Text", "id": "c", "placeholder": "Comment"}]}"#

    @Test func initThenLint() throws {
        let dir = try Self.tempDir()
        try Self.cleanCard.write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
        let made = try CLIRunner.run(["init"], in: dir, stdin: nil)
        #expect(made.status == 0, "\(made.stderr)")
        let linted = try CLIRunner.run(["lint", "card.json"], in: dir, stdin: nil)
        #expect(linted.status == 0, "the starter config must be valid: \(linted.stderr)")
        #expect(linted.stdout == "✔ No problems in 1 file\n")
    }

    /// A host config file first read during the run (a host the card's inferred audience names) that
    /// is not JSON: `lint` names it and exits 2, as it does for a broken file of its own hosts at start.
    @Test func aBrokenAudienceHostConfigFailsTheRun() throws {
        let dir = try Self.tempDir()
        let rules = dir + "/rules"
        try FileManager.default.copyItem(atPath: TestSupport.rulesRoot, toPath: rules)
        try "{\n  \"spacing\": ".write(toFile: rules + "/hostconfigs/outlook-light.json", atomically: true, encoding: .utf8)
        // `targetWidth` is read only by the Hub hosts (Teams, Copilot, Outlook): Outlook joins the audience.
        let hub = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Deploy finished", "targetWidth": "wide"}]}"#
        try hub.write(toFile: dir + "/hub.json", atomically: true, encoding: .utf8)
        try Self.cleanCard.write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
        let plain = try CLIRunner.run(["lint", "card.json"], in: dir, stdin: nil, environment: ["CARDLINT_RULES": rules])
        #expect(plain.status == 0, "\(plain.stderr)")
        let run = try CLIRunner.run(["lint", "hub.json"], in: dir, stdin: nil, environment: ["CARDLINT_RULES": rules])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cardlint: error: " + rules + "/hostconfigs/outlook-light.json: error: 2:"), "\(run.stderr)")
    }

    struct ColorCase: CustomTestStringConvertible, Sendable {
        var args: [String]
        var env: [String: String]
        var colored: Bool
        var testDescription: String { "\(args) \(env) → \(colored ? "colour" : "plain")" }
    }

    /// Standard output is a pipe here, so `auto` alone means no colour.
    static let colorCases: [ColorCase] = [
        ColorCase(args: [], env: ["NO_COLOR": ""], colored: false),
        ColorCase(args: [], env: ["NO_COLOR": "1"], colored: false),
        ColorCase(args: ["--color", "always"], env: ["NO_COLOR": "1"], colored: true),
        ColorCase(args: [], env: ["NO_COLOR": "", "FORCE_COLOR": "1"], colored: true),
        ColorCase(args: [], env: ["NO_COLOR": "", "FORCE_COLOR": "0"], colored: false),
        ColorCase(args: [], env: ["NO_COLOR": "", "FORCE_COLOR": ""], colored: false),
        ColorCase(args: [], env: ["NO_COLOR": "1", "FORCE_COLOR": "1"], colored: false),
        ColorCase(args: ["--color", "never"], env: ["NO_COLOR": "", "FORCE_COLOR": "1"], colored: false),
        ColorCase(args: ["--color", "auto"], env: ["NO_COLOR": "", "FORCE_COLOR": "true"], colored: true),
    ]

    @Test(arguments: colorCases) func colour(_ c: ColorCase) throws {
        let dir = try Self.tempDir()
        try Self.warningCard.write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["lint", "card.json"] + c.args, in: dir, stdin: nil, environment: c.env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\u{1B}[") == c.colored, "\(r.stdout)")
    }

    /// Every rule file of every pack, the opt-in ones marked.
    @Test func rulesListsEveryRule() throws {
        let root = TestSupport.rulesRoot
        let packs = ["accessibility", "compatibility", "conformance", "reading", "templates"]
        var ids: [String] = []
        for p in packs {
            ids += try FileManager.default.contentsOfDirectory(atPath: root + "/" + p).filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        }
        let r = try CLIRunner.run(["rules"], in: root, stdin: nil)
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        let listed = Set(lines.dropLast().map { String($0.split(separator: " ")[0]) })
        #expect(listed == Set(ids), "missing: \(Set(ids).subtracting(listed).sorted())")
        let off = lines.filter { $0.hasSuffix("(off by default)") }.count
        #expect(off > 0, "opt-in rules are listed and marked")
        #expect(lines.last == "\(ids.count) rules (\(off) off by default)")
    }

    /// The rule id `explain --help` gives as its example is a real rule.
    @Test func explainHelpExampleExists() throws {
        let help = try CLIRunner.run(["explain", "--help"], in: TestSupport.repoRoot, stdin: nil)
        let example = try #require(help.stdout.firstMatch(of: /e\.g\. ([a-z0-9-]+)/)?.output.1)
        let r = try CLIRunner.run(["explain", String(example)], in: TestSupport.repoRoot, stdin: nil)
        #expect(r.status == 0, "explain \(example): \(r.stderr)")
    }

    /// Each pre-commit hook, run as pre-commit runs it (the staged files appended): the config's
    /// `exclude` holds for named files, and JSON that is not a card is skipped, not an error.
    @Test func preCommitHooksHonourExcludeAndSkipNonCards() throws {
        let hooks = try String(contentsOfFile: TestSupport.repoRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let entries = hooks.split(separator: "\n").filter { $0.hasPrefix("  entry: cardlint ") }
            .map { $0.dropFirst("  entry: cardlint ".count).split(separator: " ").map(String.init) }
        #expect(entries.count == 2)
        for args in entries {
            let dir = try Self.tempDir()
            try "exclude: [\"legacy/**\"]\n".write(toFile: dir + "/.cardlint.yml", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: dir + "/legacy", withIntermediateDirectories: true)
            try "{\"type\": \"AdaptiveCard\", \"body\": [{\"type\": \"Imag\"}]}".write(toFile: dir + "/legacy/old.json", atomically: true, encoding: .utf8)
            try "{\"name\": \"my-cards\"}".write(toFile: dir + "/package.json", atomically: true, encoding: .utf8)
            try Self.cleanCard.write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
            let all = try CLIRunner.run(args + ["legacy/old.json", "package.json", "card.json"], in: dir, stdin: nil)
            #expect(all.status == 0, "\(args): \(all.stdout) \(all.stderr)")
            let excludedOnly = try CLIRunner.run(args + ["legacy/old.json"], in: dir, stdin: nil)
            #expect(excludedOnly.status == 0, "\(args): \(excludedOnly.stderr)")
            let plain = try CLIRunner.run(["lint", "legacy/old.json"], in: dir, stdin: nil)
            #expect(plain.status == 1, "without the hook's flags a named file is linted")
        }
    }

    /// `check-rules rules/<pack>` (CONTRIBUTING's step 3) loads the built-in files themselves: their
    /// ids are no clash with themselves, and the name checks find nothing wrong in them.
    @Test(arguments: ["accessibility", "compatibility", "conformance", "reading", "templates"])
    func checkRulesOnAShippedPack(_ pack: String) throws {
        let r = try CLIRunner.run(["check-rules", TestSupport.rulesRoot + "/" + pack], in: TestSupport.repoRoot, stdin: nil)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix(" passed, 0 failed\n"))
    }

    /// A relative `--rules-root` (`rules`, no parent in the path): examples given as files
    /// (`file: corpus/…`, invalid-utf8's) are found beside it, not at `/corpus/…`.
    @Test func checkRulesWithARelativeRoot() throws {
        let r = try CLIRunner.run(["check-rules", "--rules-root", "rules", "rules/reading/invalid-utf8.yaml"], in: TestSupport.repoRoot, stdin: nil)
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.hasSuffix(" passed, 0 failed\n"), "\(r.stdout)")
    }
}
