import ArgumentParser
import CardlintKit

/// The rendering contexts to simulate and the template data to use.
struct ContextOptions: ParsableArguments {
    @Option(name: .customLong("host"), help: ArgumentHelp("Host profile to check against (repeatable; see `cardlint hosts`).", valueName: "id"))
    var hosts: [String] = []

    @Option(name: .customLong("viewport"), help: ArgumentHelp("Viewport to lay the card out in (repeatable), or a matrix name: default, full.", valueName: "id"))
    var viewports: [String] = []

    @Option(name: .customLong("type-scale"), help: ArgumentHelp("Dynamic Type size (repeatable): xSmall … xxxLarge, AX1 … AX5.", valueName: "size"))
    var typeScales: [String] = []

    @Option(name: .customLong("data"), help: ArgumentHelp("Sample data for templates (repeatable); default: x.data.json next to x.json.", valueName: "file"))
    var data: [String] = []

    func settings() -> LintSettings {
        LintSettings(hosts: hosts, viewports: viewports, typeScales: typeScales, dataFiles: data)
    }
}
