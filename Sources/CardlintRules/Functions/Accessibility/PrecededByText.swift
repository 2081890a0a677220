import CardlintModel
import CardlintReading

/// The node's previous visible sibling (in the same list) is text with a name: the way to
/// label an element that has no label property (e.g. a Teams `ProgressBar`), since screen
/// readers read it right before the element. With `below-version`, it counts only in cards that
/// declare an older version (an input before `label` existed, 1.3) and fails in any other card.
struct PrecededByText: CheckFunction {
    static let name = "preceded-by-text"
    static let summary = "The previous visible sibling is a non-empty text element that can serve as a label."
    static let optionNames = ["below-version"]
    let belowVersion: SchemaVersion?

    init(options: OptionReader) throws(RuleError) {
        if let v = try options.string("below-version") {
            guard let sv = SchemaVersion(v) else { throw options.error("invalid version '\(v)'", at: options.node["below-version"]) }
            belowVersion = sv
        } else {
            belowVersion = nil
        }
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        if let below = belowVersion, !(context.card.version.map { $0 < below } ?? false) { results.append(CheckResult()); return }
        guard let parent = context.card.parent(of: node) else { results.append(CheckResult()); return }
        let siblings = context.card.children(of: parent).filter { $0.slot == node.slot && ($0.id == node.id || AccessibleName.announced($0)) }
        guard let i = siblings.firstIndex(where: { $0.id == node.id }), i > 0 else { results.append(CheckResult()); return }
        let previous = siblings[i - 1]
        guard previous.hasRole("text") else { results.append(CheckResult()); return }
        if AccessibleName.isMissing(previous, in: context.card) { results.append(CheckResult()) }
    }
}
