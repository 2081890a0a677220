import ArgumentParser
import CardlintKit
import Foundation

@main
struct Cardlint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardlint",
        abstract: "An accessibility and conformance linter for Adaptive Cards.",
        discussion: """
        Examples:
          cardlint lint cards/                       Lint every card under cards/
          cardlint lint card.json --format sarif -o cardlint.sarif
          cardlint lint - < card.json                Lint standard input
          cardlint explain image-missing-alt-text    Why a rule exists and how to fix it
          cardlint rules                             Every rule, its severity and tags
        Exit status: 0 clean, 1 findings, 2 usage, configuration or internal error.
        """,
        version: CardlintVersion.current,
        subcommands: [Lint.self, LayoutCommand.self, Rules.self, Explain.self, CheckRules.self, Init.self, HostConfigCommand.self, Hosts.self, Effective.self, LSP.self, PackData.self],
        defaultSubcommand: Lint.self
    )

    /// Parses and runs a command. Every error that is not a finding exits 2, as documented:
    /// swift-argument-parser's own usage errors would exit 64 (EX_USAGE), other errors 1.
    /// `cardlint --version` also names the data the binary runs on (its hash and folder), which
    /// ArgumentParser's built-in version flag cannot compute.
    static func main() {
        // DataLocation.arguments, not CommandLine.arguments: those are empty without /proc, and
        // `cardlint lint x.json` would then lint the working folder.
        let args = Array(DataLocation.arguments.dropFirst())
        if args.count == 1, args.first == "--version" {
            print(CardlintVersion.versionText(dataRoot: Resources.locateRoot()), terminator: "")
            return
        }
        var command: any ParsableCommand
        do { command = try ManyPaths.parse(args) } catch { fail(error) }
        do { try command.run() } catch { fail(error) }
    }

    static func fail(_ error: any Error) -> Never {
        if error is ExitCode || exitCode(for: error) == .success { exit(withError: error) }
        let text = error is CLIError ? "cardlint: error: \(error)" : fullMessage(for: error)
        Terminal.writeError(text)
        Foundation.exit(2)
    }
}
