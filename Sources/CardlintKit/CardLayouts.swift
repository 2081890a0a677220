import CardlintLayout
import CardlintModel
import Foundation

/// What `cardlint layout` prints: one card laid out for one host in one or more
/// viewport × type-scale combinations.
public struct CardLayouts: Sendable {
    public var path: String
    public var host: HostContext
    /// The card the host renders (templates expanded with their first data set, fallback applied).
    public var card: Card
    /// One tree per combination, in plan order.
    public var trees: [LayoutTree]

    /// Lays out the card in `bytes` for `hostID` (default: the first host of the config or of
    /// `rules/defaults.yaml`) in `viewports` × `typeScales` (default: the host's first viewport at
    /// `large`). Names may be matrices or `all`, as for `lint`. Unknown names are errors with a suggestion.
    public static func make(path: String, bytes: [UInt8], factory: LinterFactory, hostID: String?,
                            viewports: [String], typeScales: [String]) throws(KitError) -> CardLayouts {
        let linter = try factory.linter(for: path == "-" ? "./stdin.json" : path)
        let resources = linter.resources
        guard let id = hostID ?? linter.settings.hosts.first ?? resources.defaults.hosts.first,
              let host = try resources.hostContexts([id]).first else {
            throw .message("no host selected; pass --host (see rules/hosts)")
        }
        let plan = try LayoutPlan.make(data: resources.layoutData, viewports: viewports, typeScales: typeScales,
                                       hostViewports: Array(host.profile.viewports.prefix(1)), defaultScales: ["large"])
        guard !plan.combinations.isEmpty else {
            throw .message("host '\(host.profile.id)' lists no viewports; pass --viewport (see rules/viewports.yaml)")
        }
        let input = try CardInput.load(bytes: bytes, path: path == "-" ? "<stdin>" : path, linter: linter)
        let card = input.effective(on: host, catalog: resources.catalog)
        let trees = plan.combinations.map { combo in
            Layout.compute(card: card, context: host.layoutContext(combo.viewport, combo.typeScale), measurer: resources.measurer)
        }
        return CardLayouts(path: path == "-" ? "<stdin>" : path, host: host, card: card, trees: trees)
    }

    /// An indented outline per combination, separated by blank lines.
    public func text() -> String {
        "\(path) on \(host.profile.id)\n\n" + trees.map(\.description).joined(separator: "\n")
    }

    /// `{"card": path, "host": id, "layouts": [tree, …]}` (each tree as `LayoutTree.jsonString()`).
    public func json() -> String {
        "{\"card\":" + Self.quote(path) + ",\"host\":" + Self.quote(host.profile.id) + ",\"layouts\":["
            + trees.map { $0.jsonString() }.joined(separator: ",") + "]}\n"
    }

    /// One SVG wireframe, or several side by side under their labels.
    public func svg() -> String {
        if trees.count == 1, let tree = trees.first { return LayoutSVG.render(tree, card, marks: []) }
        return LayoutSVG.sheet(trees.map { tree in
            (label: "\(tree.viewportName) · \(tree.typeScaleName) · \(host.profile.id)", tree: tree, card: card, marks: [])
        })
    }

    static func quote(_ s: String) -> String {
        var o = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": o += "\\\""
            case "\\": o += "\\\\"
            default:
                if u.value < 0x20 { o += String(format: "\\u%04x", u.value) } else { o.unicodeScalars.append(u) }
            }
        }
        return o + "\""
    }
}
