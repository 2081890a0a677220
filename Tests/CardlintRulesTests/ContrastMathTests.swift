import Foundation
@testable import CardlintRules
import CardlintModel
import Testing

@Suite struct ContrastMathTests {
    @Test func thresholds() {
        #expect(ContrastMath.required(level: .aa, large: false) == 4.5)
        #expect(ContrastMath.required(level: .aa, large: true) == 3)
        #expect(ContrastMath.required(level: .aaa, large: false) == 7)
        #expect(ContrastMath.required(level: .aaa, large: true) == 4.5)
    }

    /// Ratios are written as `%.2f` writes them, without C formatting: the same text on a grid of
    /// ratios (every hundredth and the values around each), thresholds or not.
    @Test func formattingIsPrintfs() {
        var ratio = 0.0
        while ratio < 22 {
            for r in [ratio, ratio.nextDown, ratio.nextUp, ratio + 0.005, ratio + 0.004999, ratio + 0.0050001] {
                #expect(ContrastMath.format(r) == String(format: "%.2f", (r * 100).rounded() / 100), "\(r)")
                let below = (r * 100).rounded(.down) / 100
                let capped = r < 4.5 && (r * 100).rounded() / 100 >= 4.5 ? below : (r * 100).rounded() / 100
                #expect(ContrastMath.format(r, thresholds: [4.5]) == String(format: "%.2f", capped), "\(r)")
            }
            ratio += 0.01
        }
        #expect(ContrastMath.format(-1.5) == "-1.50")
        #expect(ContrastMath.format(-0.001) == "-0.00")
    }

    @Test func formattingNeverRoundsAFailureUpToThePass() {
        #expect(ContrastMath.format(4.499, thresholds: [4.5]) == "4.49")
        #expect(ContrastMath.format(4.499) == "4.50")
        #expect(ContrastMath.format(2.0699, thresholds: [4.5]) == "2.07")
        #expect(ContrastMath.format(2.996, thresholds: [3, 4.5]) == "2.99")
        #expect(ContrastMath.formatThreshold(4.5) == "4.5")
        #expect(ContrastMath.formatThreshold(3) == "3")
    }

    @Test func nonTextContrastOfPositiveActions() throws {
        let config = try #require(ContrastFixture.shipped("outlook", "light"))
        let f = try NonTextContrast(options: try ContrastFixture.options("{}"))
        let inAccent = try ContrastFixture.card("""
        {"type": "AdaptiveCard", "version": "1.4", "body": [{"type": "Container", "style": "accent", "items": [{"type": "ActionSet",
          "actions": [{"type": "Action.Submit", "title": "A", "style": "positive"}, {"type": "Action.Submit", "title": "B"}]}]}],
         "actions": [{"type": "Action.Submit", "title": "C", "style": "positive"}]}
        """)
        let r = ContrastFixture.run(f, inAccent, config, host: "outlook")
        #expect(r.count == 1)
        #expect(r.first?.values["ratio"] == "2.50")
        #expect(r.first?.values["style"] == "default > accent")
        // Teams draws positive like default: skipped.
        #expect(ContrastFixture.run(f, inAccent, config, host: "teams-desktop").isEmpty)
    }
}
