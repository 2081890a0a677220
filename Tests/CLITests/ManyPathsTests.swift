import ArgumentParser
import CardlintTestSupport
import Foundation
import Testing
@testable import cardlint

/// Paths that can only be paths go around swift-argument-parser, whose positional values cost n²
/// (`ManyPaths`); what the command receives is what the parser would have given.
@Suite struct ManyPathsTests {
    /// Plain arguments after a plain argument are taken out; option values and the first of a run stay.
    @Test func onlyArgumentsNoOptionCanTakeAreTakenOut() {
        let args = ["lint", "a", "b", "--format", "json", "c", "-o", "out", "d", "-", "e", "--quiet", "f"]
        let split = ManyPaths(args)
        #expect(split.kept == ["lint", "--format", "json", "-o", "out", "--quiet", "f"])
        // The parser's paths are the heads that were neither the subcommand nor an option's value.
        #expect(split.restored(["f"]) == ["a", "b", "c", "d", "-", "e", "f"])
        #expect(ManyPaths(["x", "--", "-y", "z"]).kept == ["x", "--", "-y", "z"])
        #expect(!ManyPaths(["lint", "-o", "x", "--quiet", "a"]).tookAny)
    }

    /// Every way of naming paths parses to the paths and options the parser gives from all the arguments.
    @Test(arguments: [
        ["lint", "a.json", "b.json", "--format", "json", "c.json", "-o", "out.json", "d.json"],
        ["a.json", "b.json", "c.json"],
        ["--quiet", "a.json", "b.json", "--fail-on", "warning", "c.json", "c.json", "-", "d.json"],
        ["lint", "--config", "a.json", "a.json", "b.json"],
        ["lint", "lint", "a.json"],
        ["lint", "a.json"], ["a.json"], [], ["lint"], ["-"], ["--quiet", "lint", "a.json"], ["lint", "--", "-x", "help"],
        ["lint", "--quiet", "lint", "a.json"], ["a.json", "help"], ["lint", "help"],
    ])
    func parsesAsTheParserDoes(_ args: [String]) throws {
        let fast = try #require(try ManyPaths.parse(args) as? Lint)
        let full = try #require(try Cardlint.parseAsRoot(args) as? Lint)
        #expect(fast.paths.sorted() == full.paths.sorted())
        #expect(fast.paths.count == full.paths.count)
        #expect(fast.output.format.identifier == full.output.format.identifier && fast.quiet == full.quiet && fast.failOn == full.failOn
                && fast.config == full.config)
    }

    /// Errors and other commands are the parser's own, from all the arguments.
    @Test func errorsAndOtherCommandsAreTheParsers() throws {
        #expect(throws: (any Error).self) { try ManyPaths.parse(["lint", "a.json", "b.json", "--bogus"]) }
        #expect(try ManyPaths.parse(["explain", "text-contrast"]) is Explain)
        #expect(ManyPaths.otherCommands.contains("explain") && !ManyPaths.otherCommands.contains("lint")
                && ManyPaths.otherCommands.count == Cardlint.configuration.subcommands.count - 1)
    }

    /// What `ManyPaths.parse` gives for `args`: the command's type, or the parser's full error message.
    static func outcome(_ args: [String], root: ([String]) throws -> any ParsableCommand) -> String {
        do { return "\(type(of: try ManyPaths.parse(args, root: root)))" } catch { return "error: " + Cardlint.fullMessage(for: error) }
    }

    /// `lint`, named or the default, is parsed as `Lint` alone: the parser from the root is not asked
    /// (it parsed the root command and built `Lint`'s argument set three times). Help, `--version`,
    /// completion scripts, errors and the other commands are the root parser's, from all the arguments.
    @Test func lintIsParsedWithoutTheRoot() throws {
        var rootParses = 0
        func root(_ args: [String]) throws -> any ParsableCommand { rootParses += 1; return try Cardlint.parseAsRoot(args) }
        for args in [["lint", "a.json", "--format", "json", "-o", "/dev/null"], ["a.json"], [], ["lint"], ["--quiet", "a.json", "b.json"]] {
            #expect(Self.outcome(args, root: root) == "Lint", "\(args)")
        }
        #expect(rootParses == 0)
        let others = [["--help"], ["-h"], ["lint", "--help"], ["help"], ["help", "lint"], ["lint", "--version"], ["a.json", "--version"],
                      ["explain", "x"], ["rules"], ["lint", "--bogus"], ["a.json", "--format", "nope"], ["--generate-completion-script", "bash"],
                      ["--experimental-dump-help"], ["lint", "--fail-on"]]
        for args in others {
            let full: String
            do { full = "\(type(of: try Cardlint.parseAsRoot(args)))" } catch { full = "error: " + Cardlint.fullMessage(for: error) }
            #expect(Self.outcome(args, root: root) == full, "\(args)")
        }
        #expect(rootParses == others.count)
    }

    /// End to end: named paths and options in between, all honoured.
    @Test func namedPathsAndOptionsInBetween() throws {
        let dir = try CLIContractTests.tempDir()
        for name in ["a", "b", "c", "d"] {
            try #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "https://example.com/x.png"}]}"#
                .write(toFile: "\(dir)/\(name).json", atomically: true, encoding: .utf8)
        }
        let r = try CLIRunner.run(["lint", "a.json", "b.json", "--format", "json", "c.json", "-o", "out.json", "d.json"], in: dir, stdin: nil)
        #expect(r.status == 1, "\(r.stdout) \(r.stderr)")
        let report = try String(contentsOfFile: dir + "/out.json", encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let files = (object["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(files == ["a.json", "b.json", "c.json", "d.json"], "\(report.prefix(300))")
    }
}
