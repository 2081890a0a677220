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
        discussion: "Exits 1 when the default text colour of any container style fails WCAG AA (4.5:1), 2 when the file cannot be read or is not a HostConfig with colours (no `containerStyles` object)."
    )

    @Argument(help: "The host config JSON file.")
    var file: String

    @Option(help: "text or json.")
    var format: TextOrJSON = .text

    func run() throws {
        let bytes: [UInt8]
        switch FileBytes.read(file, limit: LintSettings.defaultMaxFileSize) {
        case .success(let read): bytes = read
        case .failure(let why): Terminal.fail("cannot read \(ControlEscape.escape(file)): \(why)")
        }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes).value } catch {
            let at = SourceFile(path: file, bytes: bytes).position(of: error.range.start)
            Terminal.fail("\(file):\(at): \(error.message)")
        }
        guard value["containerStyles"]?.isObject == true else {
            let at = SourceFile(path: file, bytes: bytes).position(of: value.range.start)
            Terminal.writeError("\(file):\(at): error: not a HostConfig: it has no `containerStyles` object, so there are no colours to audit (auditing would show only the built-in defaults)")
            throw ExitCode(2)
        }
        let (config, issues) = HostConfig.parse(value)
        for issue in issues { Terminal.writeError("\(file): warning: \(issue)") }
        let audit = CardlintKit.HostConfigAudit(config)
        print(format == .json ? audit.json() : audit.textTable(), terminator: "")
        if !audit.failingDefaultPairs.isEmpty { throw ExitCode(1) }
    }
}
