import ArgumentParser
import CardlintKit
import CardlintRules
import Foundation

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, severity, tags, title and where it comes from.",
        discussion: "Rules a run leaves out (opt-in rules, or rules the --config turns off) are listed too, marked \"off by default\" or \"off in this config\".")

    @OptionGroup var resourceOptions: ResourceOptions

    @Option(help: "text, json, or markdown (one page per rule; needs --output).")
    var format: RulesFormat = .text

    @Option(help: ArgumentHelp("Folder for --format markdown pages.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Also list the rules of this config (its packs, severities and rule folders).", valueName: "file"))
    var config: String?

    func run() throws {
        let resources = try resourceOptions.load()
        let factory = LinterFactory(resources: resources, explicitConfig: config, settings: LintSettings())
        let linter: Linter
        do { linter = try factory.linter(for: "./card.json") } catch { Terminal.fail(error.description) }
        let enabled = Set(linter.enabledRules.map(\.id))
        var all = Dictionary(resources.rules.map { ($0.id, $0.metadata) }, uniquingKeysWith: { a, _ in a })
        for m in linter.enabledRules { all[m.id] = m }
        let listed = all.values.sorted { $0.id < $1.id }
        let off = config == nil ? "off by default" : "off in this config"
        let root = (resources.root as NSString).deletingLastPathComponent + "/"
        func origin(_ m: RuleMetadata) -> String { m.origin.hasPrefix(root) ? String(m.origin.dropFirst(root.count)) : m.origin }
        switch format {
        case .markdown:
            guard let output else { Terminal.fail("--format markdown writes one page per rule: give --output DIR") }
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            let pages: [String: String]
            do { pages = try RuleDocs.all(resources) } catch { Terminal.fail(error.description) }
            for (name, text) in pages {
                try text.write(toFile: output + "/" + name, atomically: true, encoding: .utf8)
            }
            print("wrote \(resources.rules.count + 1) pages to \(output)")
        case .json:
            let items = listed.map { m -> [String: Any] in
                ["id": m.id, "title": m.title, "severity": m.severity.rawValue, "tags": m.tags, "pack": m.pack,
                 "origin": origin(m), "helpUri": m.helpURI ?? "", "enabled": enabled.contains(m.id)]
            }
            let data = try JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        case .text:
            let width = listed.map(\.id.count).max() ?? 10
            for m in listed {
                let id = m.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let sev = m.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                let mark = enabled.contains(m.id) ? "" : "  (\(off))"
                print("\(id)  \(sev)  \(m.title)  [\(m.tags.joined(separator: ", "))]  \(origin(m))\(mark)")
            }
            let offCount = listed.count - listed.filter { enabled.contains($0.id) }.count
            print("\(listed.count) rules" + (offCount > 0 ? " (\(offCount) \(off))" : ""))
        }
    }
}
