import ArgumentParser
import CardlintKit
import CardlintModel
import CardlintReading
import Foundation

struct Hosts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the host profiles cards are checked against: id, name, max version, font, touch target, themes.")

    @OptionGroup var resourceOptions: ResourceOptions

    @Option(help: "text or json.")
    var format: TextOrJSON = .text

    func run() throws {
        let resources = try resourceOptions.load()
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

    static func touchTarget(_ t: HostProfile.TouchTarget) -> String {
        let size = NumberText.whole(t.size)
        return "\(size) \(t.unit.rawValue) (\(t.standard.rawValue))"
    }
}
