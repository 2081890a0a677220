import ArgumentParser

/// Paths named by the thousand (pre-commit names every file that changed) go around the argument
/// parser: swift-argument-parser adds each positional value through a step that merges the input
/// positions of every value before it, so naming n paths cost n² (8 000 named cards: 15 G
/// instructions, a quarter more than linting the same cards as a folder).
///
/// Only arguments that can be nothing but paths are taken out: a plain argument (not starting with
/// `-`, or `-` itself) right after another plain argument, which no option can take as its value
/// (none of `lint`'s options takes two), when no `--` ends the options. Each stays with the plain
/// argument before it (the run's head) and is put back after it once the arguments are parsed.
struct ManyPaths {
    /// The arguments left for the parser.
    private(set) var kept: [String] = []
    /// Each run of plain arguments: its first (kept), and the others (taken out).
    private(set) var runs: [(head: String, rest: [String])] = []

    init(_ arguments: [String]) {
        guard !arguments.contains("--") else { kept = arguments; return }
        var previousPlain = false
        for argument in arguments {
            let plain = argument == "-" || !argument.hasPrefix("-")
            if plain, previousPlain {
                runs[runs.count - 1].rest.append(argument)
            } else {
                kept.append(argument)
                if plain { runs.append((argument, [])) }
            }
            previousPlain = plain
        }
    }

    /// Whether any argument was taken out.
    var tookAny: Bool { runs.contains { !$0.rest.isEmpty } }

    /// The paths in the order they were named: `parsed` (the parser's paths: the heads that were not
    /// a subcommand's name or an option's value) with each run's other arguments back in place.
    func restored(_ parsed: [String]) -> [String] {
        var out: [String] = []
        var next = parsed.startIndex
        for run in runs {
            if next < parsed.endIndex, parsed[next] == run.head {
                out.append(run.head)
                next += 1
            }
            out += run.rest
        }
        return out + parsed[next...]
    }

    /// The names of the subcommands other than `lint`.
    static let otherCommands = Set(Cardlint.configuration.subcommands.compactMap { $0.configuration.commandName }).subtracting(["lint"])

    /// `Cardlint.parseAsRoot(arguments)`, with the paths that can only be paths around the parser.
    /// `lint` (named first, or the default subcommand) is parsed by itself, as `Lint`: the parser
    /// parsing from the root also parses the root command, and builds `Lint`'s argument set twice
    /// more to see whether it takes all remaining arguments (`includesPassthroughArguments`), mostly
    /// Swift runtime conformance look-ups (11 M instructions a start). Anything that does not parse
    /// as a `Lint` that way (help, `--version`, completion scripts, errors) is parsed again from all
    /// the arguments by `root`, so every other command, every error and every help text is exactly
    /// the parser's.
    static func parse(_ arguments: [String],
                      root: ([String]) throws -> any ParsableCommand = { try Cardlint.parseAsRoot($0) }) throws -> any ParsableCommand {
        // Another subcommand (or the parser's own `help`) is parsed once, by the parser (`explain
        // text-contrast` is two plain arguments).
        if let first = arguments.first, otherCommands.contains(first) || first == "help" { return try root(arguments) }
        let split = ManyPaths(arguments)
        // `lint` first names the subcommand (the paths the parser gives never hold it: `restored`).
        let kept = split.kept.first == "lint" ? Array(split.kept.dropFirst()) : split.kept
        if var lint = (try? Lint.parseAsRoot(kept)) as? Lint {
            lint.paths = split.restored(lint.paths)
            return lint
        }
        return try root(arguments)
    }
}
