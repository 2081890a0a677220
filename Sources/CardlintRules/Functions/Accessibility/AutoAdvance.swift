import CardlintReading
import CardlintModel

/// A `Carousel` that turns its pages by itself (`timer`, in ms) for more than five seconds. The JS
/// renderer pauses it only while the mouse is over it: keyboard and screen-reader users get no way
/// to pause or stop it (WCAG 2.2.2). A carousel that stops within five seconds (`loop: false` and
/// `timer` × (pages − 1) ≤ 5000 ms) passes, as does `timer` 0 (no autoplay). Bindings pass.
struct AutoAdvance: CheckFunction {
    static let name = "auto-advance"
    static let summary = "A Carousel does not advance by itself (timer) for more than five seconds."
    static let optionNames: [String] = []
    static let exposes = ["timer"]

    init(options: OptionReader) throws(RuleError) {}

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let t = node.json["timer"], let ms = t.number, ms > 0, ms.isFinite else { return }
        let pages = node.json["pages"]?.array?.count ?? 0
        if node.json["loop"]?.bool == false, ms * Double(max(pages - 1, 0)) <= 5000 { return }
        // The timer as written: the JS renderer raises a delay under its host config's minimum (5000 ms).
        // `NumberText`: a timer of 9.3e18 ms (past `Int`) is printed, not converted (`Int(ms)` trapped).
        results.append(CheckResult(range: t.range, values: ["timer": NumberText.whole(ms)]) )
    }
}
