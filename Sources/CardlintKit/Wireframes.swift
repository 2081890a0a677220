import CardlintLayout
import CardlintModel
import CardlintReport
import CardlintRules
import Foundation

/// Layout wireframes for the HTML report: for each file with findings, the card laid out for the
/// first selected host in a few of its layout plan's combinations, with the findings marked.
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

    /// The wireframes of one file (empty when its card does not parse or no host is selected).
    public static func make(for file: FileReport, linter: Linter) -> [Wireframe] {
        guard let source = file.source, let input = CardInput.read(bytes: source.bytes, path: file.path, linter: linter),
              let host = try? linter.resources.hostContexts(for: linter.settings).first else { return [] }
        let resources = linter.resources
        let shown = input.effective(on: host, catalog: resources.catalog)
        let numbers = HTMLReporter.findingNumbers(file)
        let findings = file.findings.filter { f in
            (f.scope.hosts.isEmpty || f.scope.hosts.contains(host.profile.id))
                && (f.scope.dataSet == nil || f.scope.dataSet == input.dataSet)
        }
        return select(host.layoutPlan, findings: findings).map { combo in
            let context = host.layoutContext(combo.viewport, combo.typeScale)
            let tree = Layout.compute(card: shown, context: context, measurer: resources.measurer)
            let here = findings.filter { holds($0, combo.viewport.name, combo.typeScale.name) }
            return Wireframe(label: label(combo.viewport, combo.typeScale, host: host.profile.id),
                             svg: LayoutSVG.render(tree, shown, marks: marks(here, card: shown, tree: tree, numbers: numbers)))
        }
    }

    /// "iphone-se-320 · AX5 · teams-mobile".
    public static func label(_ viewport: Viewport, _ scale: TypeScale, host: String) -> String {
        "\(viewport.name) · \(scale.name) · \(host)"
    }
}
