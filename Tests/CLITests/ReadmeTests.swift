import CardlintTestSupport
import Foundation
import Testing

/// The README is a contract. Every ```console block is run: each `$ cardlint …` line runs the
/// built binary in a fresh copy of `Scenarios/readme/` (the README's example files) and must print
/// exactly the lines below it (paths normalised). Every other `cardlint` command the README shows
/// must name a real subcommand and real flags, and runs when it has no placeholders; the rule file
/// it shows is the fixture's; the repository paths it names exist.
@Suite struct ReadmeTests {
    static let readmePath = TestSupport.repoRoot + "/README.md"
    static let readme = (try? String(contentsOfFile: readmePath, encoding: .utf8)) ?? ""
    static let fixtures = ScenarioTests.folder.appendingPathComponent("readme").path

    struct Command: CustomTestStringConvertible, Sendable {
        var line: Int
        var args: [String]
        var expected: String
        var testDescription: String { "README.md:\(line): $ \(args.joined(separator: " "))" }
    }

    /// `(language, first line number, lines)` of each fenced block.
    static func fences(_ text: String) -> [(String, Int, [String])] {
        var out: [(String, Int, [String])] = []
        var current: (String, Int, [String])?
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("```") {
                if let c = current { out.append(c); current = nil } else { current = (String(line.dropFirst(3)), i + 2, []) }
            } else if current != nil {
                current!.2.append(line)
            }
        }
        return out
    }

    static let commands: [Command] = {
        var out: [Command] = []
        for (lang, start, lines) in fences(readme) where lang == "console" {
            for (i, line) in lines.enumerated() where line.hasPrefix("$ ") {
                let output = lines[(i + 1)...].prefix { !$0.hasPrefix("$ ") }
                out.append(Command(line: start + i, args: line.dropFirst(2).split(separator: " ").map(String.init),
                                   expected: output.map { $0 + "\n" }.joined()))
            }
        }
        return out
    }()

    static func copyFixtures() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: fixtures, toPath: dir)
        return dir
    }

    @Test func consoleBlocksAreFound() { #expect(Self.commands.count >= 4) }

    @Test(arguments: commands) func consoleCommand(_ c: Command) throws {
        try #require(c.args.first == "cardlint", "a console command runs cardlint")
        #expect(!c.args.contains { ["<", ">", "|", "&&"].contains($0) }, "keep console commands to plain arguments")
        let dir = try Self.copyFixtures()
        let r = try CLIRunner.run(Array(c.args.dropFirst()), in: dir, stdin: nil)
        let stdout = r.stdout.replacingOccurrences(of: dir + "/", with: "")
        #expect(stdout == c.expected, "\(c.testDescription) prints:\n\(stdout)\nstderr: \(r.stderr)")
    }

    static let subcommands = ["lint", "layout", "rules", "explain", "check-rules", "init", "hostconfig", "hosts", "effective"]

    /// Each `cardlint SUB …` the README shows anywhere (tables, prose, CI recipes), with the flags
    /// after it; the `lint` options paragraph counts as `cardlint lint`.
    static let mentions: [(line: Int, sub: String, rest: String)] = {
        var out: [(Int, String, String)] = []
        var inLintOptions = false
        for (i, raw) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("`lint` options:") { inLintOptions = true }
            if line.isEmpty { inLintOptions = false }
            if inLintOptions { out.append((i + 1, "lint", line)) }
            // Prose ("cardlint reads…") is not a command; inline code and recipes are.
            for m in line.matches(of: /(^|[\s\/`(])cardlint ([a-z-]+)([^`]*)/) {
                let sub = String(m.output.2)
                if subcommands.contains(sub) || m.output.1 == "`" { out.append((i + 1, sub, String(m.output.3))) }
            }
        }
        return out
    }()

    @Test func everyCommandAndFlagExists() throws {
        #expect(Self.mentions.count >= 10)
        var help: [String: String] = [:]
        for sub in Self.subcommands {
            let r = try CLIRunner.run([sub, "--help"], in: TestSupport.repoRoot, stdin: nil)
            #expect(r.status == 0, "cardlint \(sub) --help: \(r.stderr)")
            help[sub] = r.stdout
        }
        for m in Self.mentions {
            guard let text = help[m.sub] else {
                Issue.record("README.md:\(m.line): `cardlint \(m.sub)` is not a subcommand"); continue
            }
            for flag in m.rest.matches(of: /(--[a-z][a-z-]*)(?: ([a-z0-9]+(?:\\?\|[a-z0-9]+)+))?/) {
                let name = String(flag.output.1)
                #expect(text.contains(name + " ") || text.contains(name + "\n") || text.contains(name + ","),
                        "README.md:\(m.line): `cardlint \(m.sub)` has no \(name)")
                for value in flag.output.2.map({ $0.replacingOccurrences(of: "\\", with: "").split(separator: "|") }) ?? [] {
                    #expect(text.contains(String(value)), "README.md:\(m.line): \(name) does not take '\(value)'")
                }
            }
        }
    }

    /// Inline `cardlint …` commands without placeholders run and succeed or find, in a copy of
    /// the example files without their `.cardlint.yml` (which `cardlint init` would refuse to replace).
    @Test func inlineCommandsRun() throws {
        let runnable = Self.readme.matches(of: /`cardlint ([^`]+)`/).map { String($0.output.1) }.filter { cmd in
            !cmd.contains { "[]…|<>".contains($0) } && !cmd.split(separator: " ").contains { $0.count > 0 && $0 == $0.uppercased() && $0.first!.isLetter }
        }
        #expect(runnable.count >= 3, "\(runnable)")
        for cmd in Set(runnable).sorted() {
            let dir = try Self.copyFixtures()
            try FileManager.default.removeItem(atPath: dir + "/.cardlint.yml")
            let r = try CLIRunner.run(cmd.split(whereSeparator: \.isWhitespace).map(String.init), in: dir, stdin: nil)
            #expect(r.status == 0 || r.status == 1, "`cardlint \(cmd)` exits \(r.status): \(r.stderr)")
        }
    }

    /// The rule file the README shows is the one its example runs.
    @Test func ruleExampleIsTheFixture() throws {
        let shown = Self.fences(Self.readme).filter { $0.0 == "yaml" && $0.2.first == "id: https-only" }
        try #require(shown.count == 1)
        let file = try String(contentsOfFile: Self.fixtures + "/cardlint-rules/https-only.yaml", encoding: .utf8)
        #expect(shown[0].2.map { $0 + "\n" }.joined() == file)
    }

    /// Repository paths named in inline code or links exist.
    @Test func namedPathsExist() {
        let paths = Self.readme.matches(of: /[`(]((?:Scripts|rules|docs|Sources|corpus|Tests)\/[A-Za-z0-9_.\/-]*)[`)\s]/).map { String($0.output.1) }
        #expect(paths.count >= 5)
        for p in Set(paths) where !p.contains("*") && !p.contains("<") {
            #expect(FileManager.default.fileExists(atPath: TestSupport.repoRoot + "/" + p), "README names \(p), which does not exist")
        }
    }
}
