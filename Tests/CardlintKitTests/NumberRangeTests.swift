@testable import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// Numbers in card JSON past `Int`'s range: a Carousel `timer` of 9.3e18 ms trapped (SIGILL) in
/// `carousel-auto-advance` in every format. Out of range is a finding, the value is printed as
/// written, and layout ignores what it cannot use. (Fuzz/Regressions holds the same cards, which
/// HostileCardTests lints in every format and lays out.)
@Suite struct NumberRangeTests {
    static func lint(_ body: String) throws -> [Finding] {
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil,
                                    settings: LintSettings(hosts: ["teams-desktop"], viewports: ["iphone-se-320"], typeScales: ["AX5"]))
        let linter = try factory.linter(for: "/tmp/numbers/card.json")
        let card = #"{"type": "AdaptiveCard", "version": "1.6", "body": [\#(body)]}"#
        guard case .report(let r) = linter.lint(path: "/tmp/numbers/card.json", bytes: Array(card.utf8), explicit: true) else {
            Issue.record("not linted"); return []
        }
        return r.findings
    }

    static let carousel = #"{"type": "Carousel", "timer": TIMER, "pages": [{"type": "CarouselPage", "items": [{"type": "TextBlock", "text": "a"}]}]}"#

    /// (`1e400` parses as infinity: a carousel that never turns, so no auto-advance finding.)
    @Test(arguments: ["9.3e18", "1e300"]) func carouselTimerPastIntIsAFinding(_ timer: String) throws {
        let findings = try Self.lint(Self.carousel.replacingOccurrences(of: "TIMER", with: timer))
        let auto = try #require(findings.first { $0.ruleID == "carousel-auto-advance" }, "\(findings.map(\.ruleID))")
        #expect(auto.message.contains("timer \(timer == "9.3e18" ? "9.3e+18" : "1e+300") ms"), "\(auto.message)")
        #expect(findings.contains { $0.ruleID == "property-type" && $0.message.contains("'timer'") }, "\(findings.map(\.message))")
    }

    @Test(arguments: ["9.3e18", "-9.3e18", "1e400", "-1e400"]) func numericPropertiesPastIntDoNotTrap(_ v: String) throws {
        let body = """
        {"type": "TextBlock", "text": "a", "maxLines": \(v), "wrap": true},
        {"type": "Rating", "max": \(v), "count": \(v), "value": 3},
        {"type": "Input.Rating", "id": "r", "label": "Stars", "max": \(v)},
        {"type": "ColumnSet", "columns": [{"type": "Column", "width": \(v), "items": [{"type": "TextBlock", "text": "b", "wrap": true}]},
          {"type": "Column", "width": "\(v)px", "items": [{"type": "Image", "url": "https://e.com/x.png", "altText": "x", "width": "\(v)px"}]}]},
        {"type": "Container", "minHeight": "\(v)px", "spacing": \(v), "items": [{"type": "TextBlock", "text": "c"}]}
        """
        let findings = try Self.lint(body)
        // Every number out of range or of the wrong kind is a finding of its own.
        let typed = Set(findings.filter { $0.ruleID == "property-type" || $0.ruleID == "invalid-enum-value" }.compactMap { f in
            ["maxLines", "max", "count", "width", "minHeight", "spacing"].first { f.message.contains("'\($0)'") }
        })
        #expect(typed.isSuperset(of: ["maxLines", "width", "minHeight"]), "\(findings.map { "\($0.ruleID): \($0.message)" })")
    }
}
