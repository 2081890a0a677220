import ArgumentParser
import CardlintKit
import Foundation

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a card out and print the result as an outline, JSON or an SVG wireframe.",
        discussion: """
        The card is laid out as the host renders it (templates are expanded with their first data set, \
        as `lint` does). Defaults: the first default host, its first viewport, type scale large. \
        Several --viewport / --type-scale values give one section (text, json) or one wireframe \
        side by side (svg) per combination; matrix names (default, full) and `all` work too.

        Examples:
          cardlint layout card.json
          cardlint layout card.json --host teams-mobile --type-scale AX5
          cardlint layout card.json --viewport default --format json
          cardlint layout card.json --type-scale large --type-scale AX5 -f svg -o c.svg
        """)

    @Argument(help: ArgumentHelp("The card file, or - for standard input.", valueName: "card"))
    var card: String

    @OptionGroup var resourceOptions: ResourceOptions

    @Option(help: ArgumentHelp("Host profile to lay the card out for (see rules/hosts).", valueName: "id"))
    var host: String?

    @Option(name: .customLong("viewport"), help: ArgumentHelp("Viewport (repeatable), a matrix name or all.", valueName: "id"))
    var viewports: [String] = []

    @Option(name: .customLong("type-scale"), help: ArgumentHelp("Dynamic Type size (repeatable): xSmall … xxxLarge, AX1 … AX5.", valueName: "size"))
    var typeScales: [String] = []

    @Option(name: .customLong("data"), help: ArgumentHelp("Sample data for a template; default: x.data.json next to x.json.", valueName: "file"))
    var data: [String] = []

    @Option(name: [.short, .long], help: "Output format.")
    var format: LayoutFormat = .text

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    func run() throws {
        let resources = try resourceOptions.load()
        let bytes = CardBytes.read(card)
        let factory = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings(dataFiles: data))
        let layouts: CardLayouts
        do {
            layouts = try CardLayouts.make(path: card, bytes: bytes, factory: factory, hostID: host,
                                           viewports: viewports, typeScales: typeScales)
        } catch { Terminal.fail(error.description) }
        let text = switch format {
        case .json: layouts.json()
        case .svg: layouts.svg()
        case .text: layouts.text()
        }
        if let outputFile {
            do { try text.write(toFile: outputFile, atomically: true, encoding: .utf8) } catch {
                Terminal.fail("cannot write \(outputFile): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
