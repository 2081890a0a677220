import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

/// Golden layouts of corpus cards: the outline (frames, lines, flags) of each card in fixed
/// contexts, compared with `.golden-layout/<folder>-<card>.txt`. A change to layout, text
/// measurement or metrics shows up here as a readable diff. Regenerate deliberately with
/// `CARDLINT_UPDATE_GOLDEN=1 swift test --filter LayoutGoldenTests` and review the diff.
@Suite struct LayoutGoldenTests {
    static let cards = [
        "samples/expense-approval", "samples/flight-update", "samples/incident-alert", "samples/weather-forecast",
        "accessibility/clipped-text", "accessibility/tiny-targets", "accessibility/table-without-headers",
        "advanced/accordion-faq", "advanced/tabset-itinerary", "advanced/rating-review",
    ]
    static let contexts: [(host: String, viewport: String, scales: [String])] = [
        ("ios-sdk", "iphone-se-320", ["large", "AX5"]),
        ("teams-desktop", "teams-desktop", ["large"]),
    ]
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(".golden-layout")

    @Test(arguments: cards) func layoutMatchesGolden(_ card: String) throws {
        let path = TestSupport.repoRoot + "/corpus/" + card + ".json"
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())
        var text = ""
        for c in Self.contexts {
            let layouts = try CardLayouts.make(path: "corpus/" + card + ".json", bytes: bytes, factory: factory, hostID: c.host,
                                               viewports: [c.viewport], typeScales: c.scales)
            text += layouts.text()
        }
        let golden = Self.folder.appendingPathComponent(card.replacingOccurrences(of: "/", with: "-") + ".txt")
        if ProcessInfo.processInfo.environment["CARDLINT_UPDATE_GOLDEN"] != nil {
            try text.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try? String(contentsOf: golden, encoding: .utf8)
        #expect(expected == text, "layout of \(card) changed; review and regenerate with CARDLINT_UPDATE_GOLDEN=1")
    }
}
