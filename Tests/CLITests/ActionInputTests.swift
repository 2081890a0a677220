import CardlintTestSupport
import Foundation
import Testing

/// The Action's lint step (action/run.sh) with hostile inputs, as a workflow could set them from
/// a pull request's title or files: environment variables as GitHub sets them, and a fake
/// `cardlint` that records each argv (one argument per line, each call ending with an `END` line).
@Suite struct ActionInputTests {
    let fm = FileManager.default
    let tmp: String

    init() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("action-in-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: tmp + "/repo/cards", withIntermediateDirectories: true)
        // Like cardlint, it writes the file after `-o` (only before `--`), so run.sh goes on to the summary.
        let fake = """
            #!/bin/sh
            prev=""; opts=1
            for a in "$@"; do
              printf '%s\\n' "$a" >> "\(tmp)/argv"
              [ "$a" = "--" ] && opts=0
              [ "$opts" = 1 ] && [ "$prev" = "-o" ] && echo '{}' > "$a"
              prev="$a"
            done
            echo END >> "\(tmp)/argv"
            exit 0

            """
        try fake.write(toFile: tmp + "/fake-cardlint", atomically: true, encoding: .utf8)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tmp + "/fake-cardlint")
        for f in ["output", "summary"] { try Data().write(to: URL(fileURLWithPath: tmp + "/" + f)) }
    }

    func run(_ inputs: [String: String], cardlint: String? = nil) throws -> CLIRunner.Result {
        var env = ["GITHUB_OUTPUT": tmp + "/output", "GITHUB_STEP_SUMMARY": tmp + "/summary", "RUNNER_TEMP": tmp, "GITHUB_REPOSITORY": "",
                   "CARDLINT": cardlint ?? tmp + "/fake-cardlint", "CARDLINT_RULES": TestSupport.rulesRoot]
        for (k, v) in inputs { env[k] = v }
        return try CLIRunner.run([TestSupport.repoRoot + "/action/run.sh"], in: tmp + "/repo", stdin: nil, environment: env,
                                 executable: "/bin/bash")
    }

    /// Each call's argv.
    var calls: [[String]] {
        let text = (try? String(contentsOfFile: tmp + "/argv", encoding: .utf8)) ?? ""
        return text.split(separator: "END\n", omittingEmptySubsequences: true).map { $0.split(separator: "\n").map(String.init) }
    }

    /// The words before and after the `--` of one call.
    func split(_ argv: [String]) -> (options: [String], paths: [String]) {
        guard let dash = argv.firstIndex(of: "--") else { return (argv, []) }
        return (Array(argv[..<dash]), Array(argv[(dash + 1)...]))
    }

    @Test(arguments: [
        "cards --fix",
        "cards\n--fix\n",
        "-o\nsummary.md",
        "--allow-outside-paths cards",
        "--format=html --output=x",
        "-",
    ])
    func pathsAreAlwaysPathsAfterTheDoubleDash(_ paths: String) throws {
        let r = try run(["INPUT_PATHS": paths])
        #expect(r.status == 0, "\(r.stderr)")
        let expected = paths.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        // The options are the action's own, whatever the paths say.
        let common = ["lint", "--fail-on", "error", "--cache", tmp + "/cardlint-cache"]
        let options = [common + ["--format", "sarif", "--category=cardlint", "-o", tmp + "/cardlint.sarif"],
                       common + ["--format", "markdown"], common + ["--format", "github"]]
        #expect(calls.count == 3)
        for (argv, wanted) in zip(calls, options) {
            let (given, after) = split(argv)
            #expect(given == wanted, "\(argv)")
            #expect(after == expected, "\(argv)")
        }
    }

    @Test func nothingIsEvaluatedOrGlobbed() throws {
        let r = try run(["INPUT_PATHS": "$(touch pwned) `touch pwned2` * ~ ${HOME}", "INPUT_ARGS": "--host $(touch pwned3)"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!fm.fileExists(atPath: tmp + "/repo/pwned") && !fm.fileExists(atPath: tmp + "/repo/pwned2") && !fm.fileExists(atPath: tmp + "/repo/pwned3"))
        let (options, paths) = split(try #require(calls.first))
        #expect(paths == ["$(touch", "pwned)", "`touch", "pwned2`", "*", "~", "${HOME}"])
        #expect(options.suffix(3) == ["--host", "$(touch", "pwned3)"] || options.contains("--host"))
    }

    @Test(arguments: [
        ("INPUT_FORMAT", "bogus"), ("INPUT_FORMAT", "html"), ("INPUT_FORMAT", "sarif -o x"), ("INPUT_FORMAT", "github\n"),
        ("INPUT_FAIL_ON", "never"), ("INPUT_FAIL_ON", "error --fix"),
        ("INPUT_CATEGORY", "x\n::add-mask::secret"), ("INPUT_CATEGORY", "a b"), ("INPUT_CATEGORY", "--fix"),
        ("INPUT_CONFIG", "a\u{1b}[31m"),
        ("INPUT_ARGS", "--fix"), ("INPUT_ARGS", "--host teams-desktop --fix-dry-run"), ("INPUT_ARGS", "--output=x"),
        ("INPUT_ARGS", "-o x"), ("INPUT_ARGS", "-qo x"), ("INPUT_ARGS", "--format sarif"), ("INPUT_ARGS", "--allow-outside-paths"),
        ("INPUT_ARGS", "-- --fix"), ("INPUT_ARGS", "-"), ("INPUT_ARGS", "--config=x"), ("INPUT_ARGS", "--stdin-filename x"),
        ("INPUT_PATHS", "cards\u{7}"),
    ])
    func aBadInputFailsTheStepAndRunsNothing(_ input: (name: String, value: String)) throws {
        let r = try run([input.name: input.value])
        #expect(r.status == 2, "\(input): \(r.status) \(r.stderr)")
        #expect(r.stdout.hasPrefix("::error title=cardlint action::"), "\(r.stdout)")
        #expect(!r.stdout.dropFirst().contains("\n::"), "a second workflow command: \(r.stdout)")
        #expect(calls.isEmpty, "\(calls)")
        #expect(!((try? String(contentsOfFile: tmp + "/output", encoding: .utf8)) ?? "").contains("exit-code=0"))
    }

    @Test func goodInputsArePassedAsOptionsBeforeThePaths() throws {
        let r = try run(["INPUT_PATHS": "cards", "INPUT_FORMAT": "text", "INPUT_FAIL_ON": "warning", "INPUT_CONFIG": "-weird.yml",
                         "INPUT_CATEGORY": "cards/teams", "INPUT_ARGS": "--host teams-mobile\n--max-warnings 0\n--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        let all = calls
        #expect(all.count == 3)
        for argv in all {
            let (options, paths) = split(argv)
            #expect(paths == ["cards"])
            #expect(options.contains("--config=-weird.yml"))
            #expect(options.contains("--fail-on") && options.contains("warning"))
            #expect(options.joined(separator: " ").contains("--host teams-mobile --max-warnings 0 --quiet"), "\(options)")
        }
        #expect(all[0].contains("--category=cards/teams"))
        #expect(all[2].suffix(5).prefix(2) == ["--format", "text"] || all[2].contains("text"))
    }

    /// The reported attack, against the real binary: a path input `cards --fix` must not rewrite the card.
    @Test func aFixPathDoesNotRewriteTheCheckout() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hello"}]}"#
        try card.write(toFile: tmp + "/repo/cards/a.json", atomically: true, encoding: .utf8)
        let r = try run(["INPUT_PATHS": "cards --fix", "INPUT_FORMAT": "text"], cardlint: CLIRunner.binary)
        #expect(r.status == 0)
        #expect(try String(contentsOfFile: tmp + "/repo/cards/a.json", encoding: .utf8) == card)
        #expect(r.stderr.contains("no such file or folder: --fix"), "\(r.stderr)")
        #expect(((try? String(contentsOfFile: tmp + "/output", encoding: .utf8)) ?? "").contains("exit-code=2"))
    }

    /// The CLI side of `--`: what follows it is a path, even when it looks like an option.
    @Test func theCLITakesPathsAfterTheDoubleDash() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hello", "wrap": true}]}"#
        try card.write(toFile: tmp + "/repo/-o", atomically: true, encoding: .utf8)
        try card.write(toFile: tmp + "/repo/--fix.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["lint", "--format", "text", "--", "-o", "--fix.json"], in: tmp + "/repo", stdin: nil)
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("2 files"), "\(r.stdout)")
        let missing = try CLIRunner.run(["lint", "--", "--allow-outside-paths"], in: tmp + "/repo", stdin: nil)
        #expect(missing.status == 2 && missing.stderr.contains("no such file or folder: --allow-outside-paths"), "\(missing.stderr)")
    }
}
