@testable import CardlintReport
import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

/// #29 item 4: wireframes are drawn for the contexts the findings hold on (a phone finding on the
/// phone, at the text size where it holds), and the text in them is the layout's measured lines, so
/// a title the layout cuts is drawn cut.
@Suite struct WireframeContextTests {
    static let card = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "TextBlock", "text": "Quarterly revenue review for the northern region sales teams", "size": "extraLarge", "wrap": false},
      {"type": "TextBlock", "text": "Short", "wrap": true}
    ]}
    """

    @Test func everyLayoutFindingIsDrawnWhereItHolds() throws {
        let report = try #require(try WireframeReportTests.lintedWithWireframes(Self.card).first)
        let layout = report.findings.filter { !$0.scope.viewports.isEmpty || !$0.scope.typeScales.isEmpty }
        let clipped = try #require(layout.first { $0.ruleID == "text-clipped" }, "\(report.findings.map(\.ruleID))")
        // Only phones clip this title: it must be drawn on a host, viewport and scale where it holds.
        let labels = report.wireframes.map(\.label)
        let holding = labels.filter { label in
            let parts = label.components(separatedBy: " · ")
            return parts.count == 3 && clipped.scope.viewports.contains(parts[0]) && clipped.scope.typeScales.contains(parts[1])
                && (clipped.scope.hosts.isEmpty || clipped.scope.hosts.contains(parts[2]))
        }
        #expect(!holding.isEmpty, "text-clipped (\(clipped.scope.viewports), \(clipped.scope.typeScales), \(clipped.scope.hosts)) not drawn: \(labels)")
        #expect(report.wireframes.count <= Wireframes.maxPerCard + Wireframes.maxExtraPerCard)
        // Its badge is on a wireframe where it holds.
        let number = try #require(HTMLReporter.findingNumbers(report)[clipped])
        // A badge lists the numbers of the findings on its node ("1,2").
        func badges(_ svg: String) -> [Int] {
            svg.matches(of: #/<text class="bn"[^>]*>([0-9,]+)</text>/#).flatMap { $0.1.split(separator: ",").compactMap { Int($0) } }
        }
        let marked = report.wireframes.filter { holding.contains($0.label) && badges($0.svg).contains(number) }
        #expect(!marked.isEmpty)
    }

    @Test func aCutTitleIsDrawnCutAtTheMeasuredWidth() throws {
        let report = try #require(try WireframeReportTests.lintedWithWireframes(Self.card).first)
        let clipped = try #require(report.findings.first { $0.ruleID == "text-clipped" })
        let frame = try #require(report.wireframes.first { w in
            clipped.scope.typeScales.contains(w.label.components(separatedBy: " · ")[1])
        })
        // The title's line: a clipping viewport narrower than the text's measured width.
        let pattern = #/<svg x="[0-9.]+" y="[0-9.]+" width="([0-9.]+)" height="[0-9.]+" overflow="hidden"><text class="w"[^>]* textLength="([0-9.]+)"[^>]*>Quarterly revenue review for the northern region sales teams</text></svg>/#
        let match = try #require(frame.svg.firstMatch(of: pattern), "\(frame.svg)")
        let shown = try #require(Double(match.1)), measured = try #require(Double(match.2))
        #expect(shown < measured, "drawn cut: \(shown) of \(measured)")
        // Wrapped text is drawn line by line as the layout broke it, each line whole.
        #expect(frame.svg.contains(">Short</text></svg>"))
    }
}
