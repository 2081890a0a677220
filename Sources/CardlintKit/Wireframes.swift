import CardlintLayout
import CardlintModel
import CardlintReport
import CardlintRules
import Foundation

/// Layout wireframes for the HTML report: for each file with findings, the card laid out in the
/// contexts its findings hold on (the first host's most informative ones, then each layout
/// finding's own host, viewport and type scale), with the findings marked.
/// Only `--format html` asks for them (laying out costs time).
public enum Wireframes {
    /// At most this many wireframes per card (the narrowest viewport at the smallest and largest
    /// type scale and where the most layout findings hold: enough to see a finding, small enough
    /// for a report of thousands of cards).
    public static let maxPerCard = 3

    /// The file with its `wireframes` filled when it has findings and a card that parses.
    public static func attach(to file: FileReport, factory: LinterFactory) -> FileReport {
        guard !file.failed, !file.findings.isEmpty, file.source != nil,
              let linter = try? factory.linter(for: file.path == "<stdin>" ? "./stdin.json" : file.path) else { return file }
        var file = file
        file.wireframes = make(for: file, linter: linter)
        return file
    }

    /// At most this many wireframes more per card, for layout findings the first host's do not show.
    public static let maxExtraPerCard = 5

    /// The wireframes of one file (empty when its card does not parse or no host is selected): the
    /// first host's most informative combinations, then, for each layout finding not shown yet, the
    /// context it holds on (host, viewport, type scale) — the one that shows the most such findings
    /// first — so a phone finding is drawn on the phone, at the text size where it holds.
    public static func make(for file: FileReport, linter: Linter) -> [Wireframe] {
        guard let source = file.source, let input = CardInput.read(bytes: source.bytes, path: file.path, linter: linter),
              let hosts = try? linter.resources.hostContexts(for: linter.settings), let first = hosts.first else { return [] }
        let numbers = HTMLReporter.findingNumbers(file)
        let mine = file.findings.filter { $0.scope.dataSet == nil || $0.scope.dataSet == input.dataSet }
        func on(_ host: HostContext) -> [Finding] { mine.filter { $0.scope.hosts.isEmpty || $0.scope.hosts.contains(host.profile.id) } }
        var drawn: [(host: Int, viewport: Viewport, typeScale: TypeScale)] =
            select(first.layoutPlan, findings: on(first)).map { (0, $0.viewport, $0.typeScale) }
        func shown(_ f: Finding) -> Bool {
            drawn.contains { (f.scope.hosts.isEmpty || f.scope.hosts.contains(hosts[$0.host].profile.id)) && holds(f, $0.viewport.name, $0.typeScale.name) }
        }
        var missing = mine.filter { isLayoutFinding($0) && !shown($0) }
        while !missing.isEmpty, drawn.count < maxPerCard + maxExtraPerCard {
            var best: (host: Int, viewport: Viewport, typeScale: TypeScale, count: Int)?
            for (h, host) in hosts.enumerated() {
                for combo in host.layoutPlan.combinations {
                    let count = missing.count { f in
                        (f.scope.hosts.isEmpty || f.scope.hosts.contains(host.profile.id)) && holds(f, combo.viewport.name, combo.typeScale.name)
                    }
                    if count > (best?.count ?? 0) { best = (h, combo.viewport, combo.typeScale, count) }
                }
            }
            guard let best else { break }
            drawn.append((best.host, best.viewport, best.typeScale))
            missing = missing.filter { !shown($0) }
        }
        let catalog = linter.resources.catalog, measurer = linter.resources.measurer
        var cards: [Int: Card] = [:]
        return drawn.map { d in
            let host = hosts[d.host]
            let shown = cards[d.host] ?? input.effective(on: host, catalog: catalog)
            cards[d.host] = shown
            let context = host.layoutContext(d.viewport, d.typeScale)
            let tree = Layout.compute(card: shown, context: context, measurer: measurer)
            let here = on(host).filter { holds($0, d.viewport.name, d.typeScale.name) }
            return Wireframe(label: label(d.viewport, d.typeScale, host: host.profile.id),
                             svg: LayoutSVG.render(tree, shown, marks: marks(here, card: shown, tree: tree, numbers: numbers)))
        }
    }

    /// "iphone-se-320 · AX5 · teams-mobile".
    public static func label(_ viewport: Viewport, _ scale: TypeScale, host: String) -> String {
        "\(viewport.name) · \(scale.name) · \(host)"
    }
}
