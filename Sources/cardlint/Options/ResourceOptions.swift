import ArgumentParser
import CardlintKit
import Foundation

/// Where the data lives; every command that needs rules takes it.
struct ResourceOptions: ParsableArguments {
    @Option(name: .customLong("rules-root"), help: ArgumentHelp("The data folder (catalog, rule packs, hosts). Default: the one shipped with cardlint.", valueName: "dir"))
    var rulesRoot: String?

    func load() throws -> Resources {
        guard let root = rulesRoot ?? Resources.locateRoot() else {
            let tried = DataLocation.candidates(executable: DataLocation.executablePath(), environment: ProcessInfo.processInfo.environment,
                                                sourceCheckout: DataLocation.sourceCheckout)
            throw CLIError("cannot find cardlint's data (its rules/ folder); looked in \(tried.joined(separator: ", ")); pass --rules-root or set CARDLINT_RULES")
        }
        do { return try Resources(root: root) } catch { throw CLIError(error.description) }
    }
}

/// A user-facing error: printed as `cardlint: error: …`, exit 2.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

enum Terminal {
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Exits with a usage/config error (status 2). A message that is already positioned
    /// (`file:line:col: error: …`) is printed as it is, as a compiler prints it.
    static func fail(_ message: String) -> Never {
        writeError(message.contains(#/^\S+:\d+:\d+: error: /#) ? message : "cardlint: error: " + message)
        exit(2)
    }
}
