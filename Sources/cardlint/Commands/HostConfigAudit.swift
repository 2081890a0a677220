import ArgumentParser
import CardlintKit
import CardlintModel
import CardlintReading
import Foundation

/// `cardlint hostconfig FILE`: the contrast of every text colour a host config defines.
struct HostConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hostconfig",
        abstract: "Audit a host config's text colours: every container style × foreground colour × default/subtle, with its contrast ratio.",
        discussion: "Exits 1 when the default text colour of any container style fails WCAG AA (4.5:1), 2 when the file cannot be read."
    )

    @Argument(help: "The host config JSON file.")
    var file: String

    @Option(help: "text or json.")
    var format: String = "text"

    func run() throws {
        guard format == "text" || format == "json" else { Terminal.fail("--format takes text or json") }
        guard let data = FileManager.default.contents(atPath: file) else { Terminal.fail("cannot read \(file)") }
        let bytes = [UInt8](data)
        let value: JSONValue
        do { value = try JSONParser.parse(bytes).value } catch {
            let at = SourceFile(path: file, bytes: bytes).position(of: error.range.start)
            Terminal.fail("\(file):\(at): \(error.message)")
        }
        let (config, issues) = HostConfig.parse(value)
        for issue in issues { Terminal.writeError("\(file): warning: \(issue)") }
        let audit = CardlintKit.HostConfigAudit(config)
        print(format == "json" ? audit.json() : audit.textTable(), terminator: "")
        if !audit.failingDefaultPairs.isEmpty { throw ExitCode(1) }
    }
}
