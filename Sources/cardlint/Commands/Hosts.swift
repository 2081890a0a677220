import ArgumentParser
import CardlintKit
import CardlintModel
import CardlintReading
import Foundation

struct Hosts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hosts",
        abstract: "List the host profiles cards are checked against: id, name, max version, font, touch target, themes.",
        discussion: "With --facts HOST: every fact of that host (its profile and its renderer's box facts) with its source and confidence (documented, renderer-code, inferred, disputed).")

    @OptionGroup var resourceOptions: ResourceOptions

    @Option(help: "text or json.")
    var format: TextOrJSON = .text

    @Option(name: .customLong("facts"), help: "Print every fact of this host with its source and confidence.")
    var factsOf: String?

    @Option(name: .customLong("host-profile"), help: ArgumentHelp("Also load your own host profile (the rules/hosts format), checked as `host-profiles:` files are (repeatable).", valueName: "file"))
    var hostProfiles: [String] = []

    func run() throws {
        var resources = try resourceOptions.load()
        if !hostProfiles.isEmpty {
            do { resources = try resources.adding(hostProfileFiles: hostProfiles.map { URL(fileURLWithPath: $0).path }) } catch {
                Terminal.fail(error.description)
            }
        }
        if let id = factsOf {
            guard let host = resources.hosts.first(where: { $0.profile.id == id })?.profile else {
                throw CLIError("unknown host '\(id)'\(DidYouMean.hint(id, from: resources.hosts.map(\.profile.id).sorted())); see `cardlint hosts`")
            }
            try Self.printFacts(host, root: resources.root, format: format)
            return
        }
        let defaults = Set(resources.defaults.hosts)
        let profiles = resources.hosts.map(\.profile).sorted { $0.id < $1.id }
        switch format {
        case .json:
            let items = profiles.map { p -> [String: Any] in
                ["id": p.id, "name": p.name, "family": p.family, "maxVersion": p.maxVersion.description, "font": p.fontFamily,
                 "touchTarget": ["standard": p.touchTarget.standard.rawValue, "size": p.touchTarget.size, "unit": p.touchTarget.unit.rawValue],
                 "themes": p.themes.map(\.name), "universalActions": p.universalActions,
                 "showsFallbackText": p.showsFallbackText, "default": defaults.contains(p.id)]
            }
            let data = try JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        case .text:
            let header = ["id", "name", "max", "font", "touch target", "themes"]
            let rows = profiles.map { p in
                [p.id + (defaults.contains(p.id) ? " *" : ""), p.name, p.maxVersion.description, p.fontFamily,
                 Self.touchTarget(p.touchTarget), p.themes.map(\.name).joined(separator: ", ")]
            }
            let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
            for row in [header] + rows {
                let cells = row.enumerated().map { i, cell in i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0) }
                print(cells.joined(separator: "  "))
            }
            print("\(profiles.count) hosts; * = checked by default (rules/defaults.yaml)")
        }
    }

    static func printFacts(_ host: HostProfile, root: String, format: TextOrJSON) throws {
        // A shipped profile is shown by its place in the data folder, a user's by the path given.
        let path = host.path.hasPrefix(root + "/") ? "rules/" + host.path.dropFirst(root.count + 1) : host.path
        switch format {
        case .json:
            let facts = host.facts.map { f -> [String: Any] in
                var o: [String: Any] = ["fact": f.name, "value": f.value, "source": f.evidence.source,
                                        "confidence": f.evidence.confidence.rawValue, "line": f.line, "column": f.column]
                if let d = f.evidence.disputed { o["disputed"] = d }
                return o
            }
            let doc: [String: Any] = ["id": host.id, "name": host.name, "path": path, "facts": facts]
            let data = try JSONSerialization.data(withJSONObject: doc, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        case .text:
            print("\(host.id): \(host.name) (\(path))")
            for f in host.facts {
                print("  \(f.name): \(f.value)")
                print("    \(f.evidence.confidence.rawValue): \(f.evidence.source)")
                if let d = f.evidence.disputed { print("    other side: \(d)") }
            }
            let weak = host.facts.filter { !$0.evidence.isFirm }.count
            print("\(host.facts.count) facts; \(weak) inferred or disputed (findings resting on them are notes)")
        }
    }

    static func touchTarget(_ t: HostProfile.TouchTarget) -> String {
        let size = NumberText.whole(t.size)
        return "\(size) \(t.unit.rawValue) (\(t.standard.rawValue))"
    }
}
