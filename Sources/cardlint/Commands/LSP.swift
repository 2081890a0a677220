import ArgumentParser
import CardlintKit
import CardlintLSP
import Foundation

struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve editors: a Language Server (LSP 3.17) over standard input and output.",
        discussion: "Diagnostics as you type, hover on properties, types and findings, and quick fixes. Exit status 0 after shutdown.")

    @OptionGroup var resourceOptions: ResourceOptions

    func run() throws {
        let resources = try resourceOptions.load()
        let server = LanguageServer(resources: resources, input: .standardInput, output: .standardOutput,
                                    log: { Terminal.writeError($0) })
        let code = server.run()
        if code != 0 { throw ExitCode(code) }
    }
}
