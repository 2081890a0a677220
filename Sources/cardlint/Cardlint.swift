import ArgumentParser
import CardlintKit

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
        """,
        version: CardlintVersion.current,
        subcommands: [Lint.self, LayoutCommand.self, Rules.self, Explain.self, CheckRules.self, Init.self, HostConfigCommand.self, Hosts.self, Effective.self],
        defaultSubcommand: Lint.self
    )

    /// `cardlint --version` also names the data the binary runs on (its hash and folder), which
    /// ArgumentParser's built-in version flag cannot compute.
    static func main() {
        let args = CommandLine.arguments.dropFirst()
        if args.count == 1, args.first == "--version" {
            print(CardlintVersion.versionText(dataRoot: Resources.locateRoot()), terminator: "")
            return
        }
        main(nil)
    }
}
