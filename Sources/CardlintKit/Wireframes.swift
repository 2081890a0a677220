import CardlintLayout
import CardlintModel
import CardlintReport
import CardlintRules
import Foundation

/// Layout wireframes for the HTML report: for each file with findings, the card laid out for the
/// first selected host in a few of its layout plan's combinations, with the findings marked.
/// Only `--format html` asks for them (laying out costs time).
public enum Wireframes {
    /// At most this many wireframes per card.
    public static let maxPerCard = 6

    /// Fills `wireframes` of every file that has findings and a card that parses. Files are laid
    /// out in parallel; the result keeps the input order.
    public static func attach(to files: [FileReport], factory: LinterFactory) -> [FileReport] {
        let out = Locked(files)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let file = files[i]
            guard !file.failed, !file.findings.isEmpty, file.source != nil,
                  let linter = try? factory.linter(for: file.path == "<stdin>" ? "./stdin.json" : file.path) else { return }
            let frames = make(for: file, linter: linter)
            out.update { $0[i].wireframes = frames }
        }
        return out.value
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

/// A value shared between the threads of `concurrentPerform`.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    func update(_ change: (inout Value) -> Void) { lock.lock(); change(&stored); lock.unlock() }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
}
